import { type KeyboardEvent, useEffect, useRef, useState } from 'react';

// A month grid (Sunday to Saturday) over calendar dates as YYYY-MM-DD strings. Dates carry no time
// zone here: "today" is decided by the caller (Vancouver), so the grid never shifts with the browser's zone.
// Keyboard: arrows move by day/week, Home/End to the week's ends, Page Up/Down by month,
// Enter/Space choose (native buttons). One roving tab stop keeps Tab moving past the grid.

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

const MONTH_TITLE = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_LABEL = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const monthStepClass =
  'rounded-md p-2 text-slate-700 hover:bg-slate-100 disabled:cursor-not-allowed disabled:text-slate-300 focus-ring';

function toUtc(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

function toIso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function shiftIsoDate(isoDate: string, days: number): string {
  const date = toUtc(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The same day of month `months` later, clamped to that month's length. */
export function shiftIsoMonth(isoDate: string, months: number): string {
  const date = toUtc(isoDate);
  const day = date.getUTCDate();
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return toIso(target);
}

const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The grid's cells for a month ('YYYY-MM'): leading blanks (null) then every date. */
export function monthCells(month: string): (string | null)[] {
  const first = toUtc(`${month}-01`);
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= lastDay; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7 !== 0) cells.push(null);
  return cells;
}

/** Where a navigation key moves the focus from `isoDate`, or undefined for other keys. */
export function keyTarget(key: string, isoDate: string): string | undefined {
  const weekday = toUtc(isoDate).getUTCDay();
  switch (key) {
    case 'ArrowLeft':
      return shiftIsoDate(isoDate, -1);
    case 'ArrowRight':
      return shiftIsoDate(isoDate, 1);
    case 'ArrowUp':
      return shiftIsoDate(isoDate, -7);
    case 'ArrowDown':
      return shiftIsoDate(isoDate, 7);
    case 'Home':
      return shiftIsoDate(isoDate, -weekday);
    case 'End':
      return shiftIsoDate(isoDate, 6 - weekday);
    case 'PageUp':
      return shiftIsoMonth(isoDate, -1);
    case 'PageDown':
      return shiftIsoMonth(isoDate, 1);
    default:
      return undefined;
  }
}

export function formatDayLabel(isoDate: string): string {
  return DAY_LABEL.format(toUtc(isoDate));
}

type MonthCalendarProps = {
  /** Accessible name of the grid, e.g. "Preferred dates". */
  label: string;
  isSelected: (isoDate: string) => boolean;
  onSelect: (isoDate: string) => void;
  /** First selectable date (inclusive). */
  minDate?: string;
  /** Last selectable date (inclusive). */
  maxDate?: string;
  /** The date that holds the tab stop and decides the first month shown. */
  initialDate: string;
  /** Move focus into the grid when it mounts (popup calendars). */
  autoFocus?: boolean;
};

export function MonthCalendar({
  label,
  isSelected,
  onSelect,
  minDate,
  maxDate,
  initialDate,
  autoFocus = false,
}: MonthCalendarProps) {
  const [focusedDate, setFocusedDate] = useState(initialDate);
  const [month, setMonth] = useState(monthOf(initialDate));
  const shouldFocus = useRef(autoFocus);
  const gridRef = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!shouldFocus.current) return;
    shouldFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${focusedDate}"]`)?.focus();
  }, [focusedDate]);

  const isDisabled = (isoDate: string) =>
    (minDate !== undefined && isoDate < minDate) || (maxDate !== undefined && isoDate > maxDate);

  function showMonth(offset: number) {
    const next = shiftIsoMonth(`${month}-01`, offset);
    setMonth(monthOf(next));
    // Keep the tab stop inside the visible month.
    const candidate = shiftIsoMonth(focusedDate, offset);
    setFocusedDate(monthOf(candidate) === monthOf(next) ? candidate : next);
  }

  function moveFocus(target: string) {
    shouldFocus.current = true;
    setFocusedDate(target);
    setMonth(monthOf(target));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const target = keyTarget(event.key, focusedDate);
    if (target === undefined) return;
    event.preventDefault();
    moveFocus(target);
  }

  const cells = monthCells(month);
  const weeks = Array.from({ length: cells.length / 7 }, (_, index) => cells.slice(index * 7, index * 7 + 7));
  const titleId = `calendar-title-${label.replace(/\W+/g, '-').toLowerCase()}`;

  return (
    <div className="w-full max-w-xs">
      <MonthHeader titleId={titleId} month={month} bounds={{ minDate, maxDate }} onStep={showMonth} />
      <table
        ref={gridRef}
        aria-labelledby={titleId}
        className="w-full table-fixed text-center text-sm"
        onKeyDown={onKeyDown}
      >
        <caption className="sr-only">{label}</caption>
        <WeekdayHeads />
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((isoDate, index) =>
                isoDate === null ? (
                  <td key={`blank-${index}`} />
                ) : (
                  <td key={isoDate} className="p-0.5">
                    <DayButton
                      isoDate={isoDate}
                      selected={isSelected(isoDate)}
                      disabled={isDisabled(isoDate)}
                      tabbable={isoDate === focusedDate}
                      onSelect={() => {
                        setFocusedDate(isoDate);
                        onSelect(isoDate);
                      }}
                    />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The month's title between the previous and next month buttons. */
function MonthHeader({
  titleId,
  month,
  bounds,
  onStep,
}: {
  titleId: string;
  month: string;
  /** The first and last dates the calendar offers: no step past the months that hold them. */
  bounds: { minDate: string | undefined; maxDate: string | undefined };
  onStep: (offset: number) => void;
}) {
  const canGoBack = bounds.minDate === undefined || month > monthOf(bounds.minDate);
  const canGoForward = bounds.maxDate === undefined || month < monthOf(bounds.maxDate);
  return (
    <div className="mb-2 flex items-center justify-between">
      <button
        type="button"
        onClick={() => onStep(-1)}
        disabled={!canGoBack}
        aria-label="Previous month"
        className={monthStepClass}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <p id={titleId} aria-live="polite" className="font-medium text-slate-900">
        {MONTH_TITLE.format(toUtc(`${month}-01`))}
      </p>
      <button
        type="button"
        onClick={() => onStep(1)}
        disabled={!canGoForward}
        aria-label="Next month"
        className={monthStepClass}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}

/** The weekdays' column heads, short with their full names for screen readers. */
function WeekdayHeads() {
  return (
    <thead>
      <tr>
        {WEEKDAYS.map(([short, long]) => (
          <th key={short} scope="col" abbr={long} className="pb-1 text-xs font-medium text-slate-600">
            {short}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function DayButton({
  isoDate,
  selected,
  disabled,
  tabbable,
  onSelect,
}: {
  isoDate: string;
  selected: boolean;
  disabled: boolean;
  tabbable: boolean;
  onSelect: () => void;
}) {
  const look = disabled
    ? 'cursor-not-allowed text-slate-400 line-through decoration-slate-300'
    : selected
      ? 'bg-emerald-700 text-white hover:bg-emerald-800'
      : 'text-slate-900 hover:bg-emerald-50';
  return (
    <button
      type="button"
      data-date={isoDate}
      tabIndex={tabbable ? 0 : -1}
      // aria-disabled (not disabled) so arrow keys can still pass over past days.
      aria-disabled={disabled || undefined}
      aria-pressed={selected}
      aria-label={formatDayLabel(isoDate)}
      onClick={() => {
        if (!disabled) onSelect();
      }}
      className={`h-9 w-full rounded-md focus-ring ${look}`}
    >
      {Number(isoDate.slice(8))}
    </button>
  );
}
