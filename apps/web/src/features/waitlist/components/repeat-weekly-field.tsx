import {
  WEEKDAY_NAMES,
  WEEKDAYS_MONDAY_FIRST,
  WEEKLY_SEASON_DAYS,
  type WeeklyRuleInput,
} from '@teewatch/shared';
import { FieldError } from '../../../components/form/field-error';

/**
 * "Repeat weekly" (issue 51 item 5, decision 0350): a standing watch of chosen weekdays instead of dates,
 * rolled forward each day inside the courses' booking windows until its end (at most a season).
 */
export function RepeatWeeklyField({
  id,
  value,
  onChange,
  today,
  lastDate,
  error,
}: {
  id: string;
  value: WeeklyRuleInput | null;
  onChange: (value: WeeklyRuleInput | null) => void;
  today: string;
  /** The furthest end date a season allows. */
  lastDate: string;
  error?: string;
}) {
  const hintId = `${id}-hint`;
  const toggleDay = (day: number, on: boolean) => {
    const weekdays = on
      ? [...(value?.weekdays ?? []), day].sort((a, b) => a - b)
      : (value?.weekdays ?? []).filter((picked) => picked !== day);
    onChange({ ...value, weekdays });
  };
  return (
    <fieldset id={id} aria-describedby={error ? `${hintId} ${id}-error` : hintId} className="min-w-0">
      <legend className="sr-only">Repeat weekly</legend>
      <label className="inline-flex items-center gap-2 font-medium text-slate-900">
        <input
          type="checkbox"
          checked={value !== null}
          onChange={(event) => onChange(event.target.checked ? { weekdays: [] } : null)}
          className="h-4 w-4 accent-emerald-700"
        />
        Repeat weekly
      </label>
      <p id={hintId} className="mt-1 text-sm text-slate-700">
        {`Watch the same days every week, as far ahead as each course takes bookings, until you end it (at most ${WEEKLY_SEASON_DAYS} days, a season).`}
      </p>
      {value ? (
        <div className="mt-3 space-y-3">
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-slate-900">Weekdays</legend>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {WEEKDAYS_MONDAY_FIRST.map((day) => (
                <label key={day} className="inline-flex items-center gap-2 text-slate-800">
                  <input
                    type="checkbox"
                    checked={value.weekdays.includes(day)}
                    onChange={(event) => toggleDay(day, event.target.checked)}
                    className="h-4 w-4 accent-emerald-700"
                  />
                  {WEEKDAY_NAMES[day]}
                </label>
              ))}
            </div>
          </fieldset>
          <label className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
            Until (optional)
            <input
              type="date"
              value={value.endsOn ?? ''}
              min={today}
              max={lastDate}
              onChange={(event) => onChange({ ...value, endsOn: event.target.value || null })}
              className="rounded-md border border-slate-400 bg-white px-2 py-1"
            />
          </label>
        </div>
      ) : null}
      <FieldError id={id} error={error} className="mt-2" />
    </fieldset>
  );
}
