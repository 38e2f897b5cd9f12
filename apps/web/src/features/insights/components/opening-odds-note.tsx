import { formatClockTime } from '@teewatch/shared';
import { type ReactNode, useMemo } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useOpeningOdds } from '../api/get-opening-odds';

const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Weekdays (0 = Sunday) of the chosen YYYY-MM-DD dates, sorted, without repeats. */
export function weekdaysOf(dates: readonly string[]): number[] {
  const days = new Set(dates.map((date) => new Date(`${date}T12:00:00Z`).getUTCDay()));
  return [...days].sort((a, b) => a - b);
}

/** "7:00 AM – 10:00 AM tee times on Sat and Sun". */
export function oddsScopeText(timeStart: string, timeEnd: string, weekdays: readonly number[]): string {
  const window = `${formatClockTime(timeStart)} – ${formatClockTime(timeEnd)} tee times`;
  if (weekdays.length === 0 || weekdays.length === 7) return window;
  const names = weekdays.map((day) => WEEKDAY_NAMES[day]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${window} on ${list}`;
}

/**
 * The waitlist form's "how likely": for the chosen courses, window and the weekdays of the chosen dates,
 * how often such times reopened lately (decision 0070). Follows the form after a short pause, and says
 * the new sentences politely to screen readers.
 */
export function OpeningOddsNote(props: {
  courseIds: readonly number[];
  timeStart: string;
  timeEnd: string;
  dates: readonly string[];
}) {
  const query = useMemo(
    () => ({
      courseIds: [...props.courseIds].sort((a, b) => a - b),
      timeStart: props.timeStart,
      timeEnd: props.timeEnd,
      weekdays: weekdaysOf(props.dates),
    }),
    [props.courseIds, props.timeStart, props.timeEnd, props.dates],
  );
  const debounced = useDebouncedValue(query, 400);
  const { data, isError, isPending, fetchStatus } = useOpeningOdds(debounced);
  const hasCourses = debounced.courseIds.length > 0;

  let body: ReactNode;
  if (!hasCourses) {
    body = <p className="text-slate-700">Choose courses to see how often times like these reopen.</p>;
  } else if (isError) {
    body = <p className="text-slate-700">Reopening history is not available right now.</p>;
  } else if (isPending && fetchStatus !== 'idle') {
    body = <p className="text-slate-700">Looking at reopening history…</p>;
  } else if (data) {
    body = (
      <>
        <p className="text-sm text-slate-700">
          For {oddsScopeText(data.timeStart, data.timeEnd, data.weekdays ?? [])}, from what Teewatch saw:
        </p>
        <ul className="mt-2 space-y-1.5">
          {data.courses.map((course) => (
            <li key={course.courseId} className="text-slate-900">
              {course.sentence}
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section
      aria-labelledby="opening-odds-title"
      className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-3"
      data-testid="opening-odds"
    >
      <h2 id="opening-odds-title" className="font-medium text-slate-900">
        How often times like these reopen
      </h2>
      <div aria-live="polite" className="mt-1">
        {body}
      </div>
    </section>
  );
}
