import type { CourseTeeTimes } from '@teewatch/shared';
import { useState } from 'react';
import { soonestSlots } from '../soonest-slots';
import { type AlertLinkOf, SlotItem } from './course-results';

/**
 * Rows the "Soonest" view shows before "Show more times": enough for a phone's first screens, few enough
 * that an answer of 31 courses' sheets does not keep a phone's main thread busy (decision 0153).
 */
export const FIRST_SOONEST_SHOWN = 24;

/** The "Soonest" view (issue 51, item 1): every course's times in time order, each row naming its course. */
export function SoonestResults({
  results,
  bookingUrls,
  alertLinkOf,
}: {
  results: CourseTeeTimes[];
  bookingUrls: Map<number, string | null>;
  alertLinkOf: AlertLinkOf;
}) {
  const [shownCount, setShownCount] = useState(FIRST_SOONEST_SHOWN);
  const rows = soonestSlots(results);
  if (rows.length === 0) return null;
  return (
    <div className="mt-4">
      <h2 className="sr-only">Soonest times at every course</h2>
      <ul id="soonest-times" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {rows.slice(0, shownCount).map(({ result, slot }) => (
          <SlotItem
            key={`${result.courseId}-${slot.time}-${slot.holes}`}
            result={result}
            slot={slot}
            courseBookingUrl={bookingUrls.get(result.courseId)}
            alertLinkOf={alertLinkOf}
            withCourseName
          />
        ))}
      </ul>
      {rows.length > shownCount ? (
        <button
          type="button"
          aria-controls="soonest-times"
          onClick={() => setShownCount((count) => count + FIRST_SOONEST_SHOWN)}
          className="mt-2 rounded-md px-2 py-2 text-sm font-medium text-emerald-800 underline hover:text-emerald-950 focus-ring"
        >
          Show more times ({rows.length - shownCount} more)
        </button>
      ) : null}
    </div>
  );
}
