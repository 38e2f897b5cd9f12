import type { GolfCourse, HeldTime } from '@teewatch/shared';
import { HeldTimeFields, newHeldTime } from '../../../components/held-time-fields';

/**
 * The waitlist form's optional "I already hold a time" section (issue 38 item 1, decision 0195): with a
 * held time the request becomes an upgrade watch, alerting only for times that beat it.
 */
export function HeldTimeSection({
  id,
  held,
  courses,
  courseIds,
  dates,
  error,
  onChange,
}: {
  id: string;
  held: HeldTime | null;
  courses: readonly GolfCourse[];
  courseIds: readonly number[];
  dates: readonly string[];
  error: string | undefined;
  onChange: (held: HeldTime | null) => void;
}) {
  const watched = courses.filter((course) => courseIds.includes(course.id));
  return (
    <fieldset id={id} tabIndex={-1} className="rounded-lg border border-slate-200 p-4">
      <legend className="px-1 font-semibold text-slate-900">Already booked?</legend>
      <label className="inline-flex items-center gap-2 text-slate-900">
        <input
          type="checkbox"
          checked={held !== null}
          onChange={(event) => onChange(event.target.checked ? newHeldTime(courseIds, dates) : null)}
          className="h-4 w-4 accent-emerald-700 focus-ring"
        />
        I already hold a time: alert me only for something better
      </label>
      {held ? (
        <div className="mt-4">
          <HeldTimeFields
            held={held}
            courses={courses}
            watched={watched}
            dates={dates}
            error={error}
            onChange={onChange}
          />
        </div>
      ) : error ? (
        <p className="mt-1 text-sm text-red-700">{error}</p>
      ) : null}
    </fieldset>
  );
}
