import { formatDayLabelWithYear } from '@teewatch/shared';
import { useId } from 'react';
import { FieldError } from '../../../components/form/field-error';
import { MonthCalendar } from '../../../components/month-calendar';
import { toggleDate } from '../waitlist-form-rules';

export function formatShortDate(isoDate: string): string {
  return formatDayLabelWithYear(isoDate);
}

type PreferredDatesPickerProps = {
  dates: string[];
  onChange: (dates: string[]) => void;
  /** Today in Vancouver: earlier days are disabled. */
  today: string;
  /** The last day a request may watch. */
  lastDate: string;
  error?: string;
  /** The group's id, so an error summary can link to it. */
  id?: string;
};

export function PreferredDatesPicker({
  dates,
  onChange,
  today,
  lastDate,
  error,
  id,
}: PreferredDatesPickerProps) {
  const groupId = useId();
  const errorId = `${groupId}-error`;
  const listId = useId();
  return (
    <fieldset id={id} aria-describedby={error ? errorId : undefined} className="min-w-0">
      <legend className="mb-2 font-medium text-slate-900">Preferred dates</legend>
      <div className="flex flex-col gap-4 sm:flex-row">
        <div className="rounded-lg border border-slate-300 p-3">
          <MonthCalendar
            label="Preferred dates"
            initialDate={today}
            minDate={today}
            maxDate={lastDate}
            isSelected={(date) => dates.includes(date)}
            onSelect={(date) => onChange(toggleDate(dates, date))}
          />
        </div>
        <div className="min-w-0 flex-1">
          <p id={listId} className="text-sm font-medium text-slate-700">
            Selected dates ({dates.length})
          </p>
          {dates.length === 0 ? (
            <p className="mt-2 text-sm text-slate-600">Click on calendar to select dates</p>
          ) : (
            <ul aria-labelledby={listId} className="mt-2 flex flex-wrap gap-2">
              {dates.map((date) => (
                <li
                  key={date}
                  className="flex items-center gap-1 rounded-full bg-emerald-50 py-1 pr-1 pl-3 text-sm text-emerald-900"
                >
                  {formatShortDate(date)}
                  <button
                    type="button"
                    onClick={() => onChange(dates.filter((d) => d !== date))}
                    aria-label={`Remove ${formatShortDate(date)}`}
                    className="rounded-full px-2 text-emerald-900 hover:bg-emerald-100 focus-ring"
                  >
                    <span aria-hidden="true">✕</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <FieldError id={groupId} error={error} className="mt-2" />
    </fieldset>
  );
}
