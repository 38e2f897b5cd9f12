import type { CourseTeeTimes, SearchCoverage } from '@teewatch/shared';
import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { allSourcesFailed, isCourseShown, showNoTeeTimes } from '../course-sheet-view';
import type { TeeTimesView } from '../search-address';
import { type AlertLinkOf, AlertMeLink, CourseResultCard } from './course-results';
import { SoonestResults } from './soonest-results';

/**
 * The answer's cards with the page-level states: a banner when no source answers (never "No Tee Times
 * Available" then: we do not know), the spec's empty state when the sources answered with nothing.
 */
export function TeeTimesResults({
  results,
  bookingUrls,
  coverage,
  distanceOf,
  view,
  alertLinkOf,
  emptyAlertLink,
}: {
  results: CourseTeeTimes[];
  bookingUrls: Map<number, string | null>;
  coverage?: SearchCoverage;
  /** Near me's "12 km" for a result (its course's coordinates), while it is on. */
  distanceOf?: (result: CourseTeeTimes) => string | undefined;
  view: TeeTimesView;
  alertLinkOf: AlertLinkOf;
  /** "Alert me for this" from an empty result: the searched courses, date and window. */
  emptyAlertLink: string;
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
          <p className="mt-4">
            <AlertMeLink to={emptyAlertLink} about="the courses, date and hours searched" />
          </p>
        </div>
      ) : null}
      {view === 'soonest' ? (
        <SoonestResults results={results} bookingUrls={bookingUrls} alertLinkOf={alertLinkOf} />
      ) : shown.length > 0 ? (
        <div className="mt-4 space-y-4">
          <h2 className="sr-only">Results by course</h2>
          {shown.map((result) => (
            <CourseResultCard
              key={result.courseId}
              result={result}
              courseBookingUrl={bookingUrls.get(result.courseId)}
              distance={distanceOf?.(result)}
              alertLinkOf={alertLinkOf}
            />
          ))}
        </div>
      ) : null}
      {/* Below the times, so a phone's first screen shows tee times (issue 51, item 1). */}
      {coverage ? <CoverageLine coverage={coverage} /> : null}
    </>
  );
}

/**
 * How many courses this search shows live, and where the rest are: a course Teewatch does not read is
 * never counted among "no tee times" (issue 35, item 4).
 */
function CoverageLine({ coverage }: { coverage: SearchCoverage }) {
  const rest = coverage.directoryOnlyCourses.length;
  const live = coverage.liveCourses === 1 ? '1 course' : `${coverage.liveCourses} courses`;
  return (
    <p className="mt-4 text-sm text-slate-700">
      Live tee times from {live}.
      {rest > 0 ? (
        <>
          {' '}
          {rest === 1 ? '1 more course books' : `${rest} more courses book`} only on their own sites or by
          phone:{' '}
          <Link to={pathTo('courses')} className="font-medium text-emerald-800 underline focus-ring">
            see them in the course directory
          </Link>
          .
        </>
      ) : null}
    </p>
  );
}
