import {
  formatClockHour,
  formatDayLabel,
  type GolfCourse,
  PARTY_SIZE_CHOICES,
  type PartySize,
  partySizeLabel,
} from '@teewatch/shared';
import { type ReactNode, useId, useState } from 'react';
import { SelectField } from '../../../components/form/select-field';
import {
  endHourOptions,
  lastSearchDate,
  START_HOUR_OPTIONS,
  type TeeTimeFilters,
  withStartHour,
} from '../tee-times-filters';
import { CourseFilter } from './course-filter';
import { DateFilter } from './date-filter';

type Part = 'date' | 'time' | 'party' | 'courses';

/**
 * The page's filters (issue 51, item 1). On a phone a compact bar of four buttons (date, time window,
 * party, courses), each opening its control below the bar, so the first screen shows tee times; from
 * 640 px every control is on show, as before. Each control is rendered once: the bar only shows or hides it.
 */
export function FiltersBar({
  filters,
  today,
  courses,
  change,
  update,
}: {
  filters: TeeTimeFilters;
  today: string;
  courses: GolfCourse[];
  change: (next: Partial<TeeTimeFilters>) => void;
  update: (next: (current: TeeTimeFilters) => TeeTimeFilters) => void;
}) {
  const [open, setOpen] = useState<Part | null>(null);
  const base = useId();
  const panel = (part: Part) => `${base}-${part}`;
  // Shown on a phone only while open; from 640 px always (the time part's two selects join the grid).
  const shown = (part: Part, display = 'block', wide = 'sm:block') =>
    `${open === part ? display : 'hidden'} ${wide}`;
  const toggle = (part: Part) => ({
    expanded: open === part,
    controls: panel(part),
    onClick: () => setOpen((current) => (current === part ? null : part)),
  });
  const coursesSummary =
    filters.courseIds.length === 0 ? 'All courses' : `${filters.courseIds.length} courses`;
  return (
    <section
      aria-label="Filters"
      className="mt-4 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:mt-6 sm:p-4"
    >
      <div className="grid h-[6.5rem] grid-cols-2 gap-2 sm:hidden">
        <BarButton label="Date" value={formatDayLabel(filters.date)} {...toggle('date')} />
        <BarButton
          label="Time"
          value={`${shortHour(filters.startHour)}–${shortHour(filters.endHour)}`}
          {...toggle('time')}
        />
        <BarButton label="Party Size" value={partySizeLabel(filters.numberOfPlayers)} {...toggle('party')} />
        <BarButton label="Courses" value={coursesSummary} {...toggle('courses')} />
      </div>
      <div className={`grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4 ${open ? 'mt-3 sm:mt-0' : ''}`}>
        <div id={panel('date')} className={`col-span-2 lg:col-span-1 ${shown('date')}`}>
          <DateFilter
            value={filters.date}
            onChange={(date) => {
              change({ date });
              setOpen(null);
            }}
            minDate={today}
            maxDate={lastSearchDate(today)}
          />
        </div>
        <div
          id={panel('time')}
          className={`col-span-2 grid-cols-2 gap-3 ${shown('time', 'grid', 'sm:contents')}`}
        >
          <SelectField
            id="filter-start-time"
            label="Start Time"
            value={filters.startHour}
            options={START_HOUR_OPTIONS.map((hour) => ({ value: hour, label: formatClockHour(hour) }))}
            onChange={(startHour) => update((current) => withStartHour(current, Number(startHour)))}
          />
          <SelectField
            id="filter-end-time"
            label="End Time"
            value={filters.endHour}
            options={endHourOptions(filters.startHour).map((hour) => ({
              value: hour,
              label: formatClockHour(hour),
            }))}
            onChange={(endHour) => change({ endHour: Number(endHour) })}
          />
        </div>
        <div id={panel('party')} className={`col-span-2 sm:col-span-1 ${shown('party')}`}>
          <SelectField
            id="filter-party-size"
            label="Party Size"
            value={filters.numberOfPlayers}
            options={PARTY_SIZE_CHOICES}
            onChange={(numberOfPlayers) => change({ numberOfPlayers: Number(numberOfPlayers) as PartySize })}
          />
        </div>
      </div>
      <div
        id={panel('courses')}
        className={`${courses.length > 0 ? 'mt-3 sm:mt-4' : ''} ${shown('courses')}`}
      >
        {courses.length > 0 ? (
          <CourseFilter
            courses={courses}
            selectedIds={filters.courseIds}
            onChange={(courseIds) => change({ courseIds })}
          />
        ) : null}
      </div>
    </section>
  );
}

/** "6 AM": the bar's hours, short enough for a phone's half width. */
function shortHour(hour: number): string {
  return formatClockHour(hour).replace(':00', '');
}

/** One of the phone bar's buttons: what it filters, its current value, and whether its control is open. */
function BarButton({
  label,
  value,
  expanded,
  controls,
  onClick,
}: {
  label: string;
  value: ReactNode;
  expanded: boolean;
  controls: string;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={controls}
      onClick={onClick}
      className={`flex min-w-0 flex-col items-start justify-center rounded-lg border px-3 text-left focus-ring ${
        expanded ? 'border-emerald-700 bg-emerald-50' : 'border-slate-300 bg-white'
      }`}
    >
      <span className="text-xs text-slate-700">{label}</span>
      <span className="w-full truncate font-medium text-slate-900">{value}</span>
    </button>
  );
}
