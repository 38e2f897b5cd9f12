import type { CourseTeeTimes } from '@teewatch/shared';
import { allSourcesFailed, isCourseShown, showNoTeeTimes } from '../course-sheet-view';
import { CourseResultCard } from './course-results';

/**
 * The answer's cards with the page-level states: a banner when no source answers (never "No Tee Times
 * Available" then: we do not know), the spec's empty state when the sources answered with nothing.
 */
export function TeeTimesResults({
  results,
  bookingUrls,
}: {
  results: CourseTeeTimes[];
  bookingUrls: Map<number, string | null>;
}) {
  const shown = results.filter(isCourseShown);
  return (
    <>
      {allSourcesFailed(results) ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
          <h2 className="font-semibold text-red-900">The courses' booking systems are not answering</h2>
          <p className="mt-1 text-red-800">
            We can't tell which tee times are open right now. We keep checking; try Refresh in a minute.
          </p>
        </div>
      ) : showNoTeeTimes(results) ? (
        <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-xl font-semibold text-slate-900">No Tee Times Available</h2>
          <p className="mt-2 text-slate-700">No available times found for your selected criteria.</p>
        </div>
      ) : null}
      {shown.length > 0 ? (
        <div className="mt-4 space-y-4">
          <h2 className="sr-only">Results by course</h2>
          {shown.map((result) => (
            <CourseResultCard
              key={result.courseId}
              result={result}
              courseBookingUrl={bookingUrls.get(result.courseId)}
            />
          ))}
        </div>
      ) : null}
    </>
  );
}
