import { type CourseLiveFacts, formatClockTime, type MirrorTime } from '@teewatch/shared';
import { Link } from 'react-router';
import { useNow } from '../../../lib/use-now';
import { checkedLabel } from '../../tee-times/course-sheet-view';
import { useCourseInsights } from '../api/get-course-insights';
import { OpeningsHeatmapView } from './openings-heatmap';

const DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const linkClass =
  'rounded font-medium text-emerald-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700';

/** "Sun, Jun 21" for a YYYY-MM-DD. */
export function formatDay(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** The tee-times page opened on this time's date and course. */
export function teeTimesLinkFor(time: Pick<MirrorTime, 'courseId' | 'date'>): string {
  return `/tee-times?date=${time.date}&courseIds=${time.courseId}`;
}

/** What the live card says of freshness: never "no tee times" when the mirror has not read the course. */
export function liveFreshnessText(live: CourseLiveFacts, now: Date): string {
  const checked = checkedLabel(live.checkedAt, now);
  if (!checked) return 'Not checked yet';
  if (live.status === 'failing') return `${checked}; the booking site is not answering right now`;
  if (live.status === 'stale') return `${checked}; not updated recently`;
  return checked;
}

/** The course page's "When times open": the odds sentence and the heat map (decision 0070). */
export function CourseOpeningInsights({ courseId, courseName }: { courseId: number; courseName: string }) {
  const { data, isError } = useCourseInsights(courseId);
  return (
    <section aria-labelledby="when-times-open" className="rounded-xl border border-slate-200 bg-white p-6">
      <h2 id="when-times-open" className="mb-3 text-xl font-semibold text-slate-900">
        When times open
      </h2>
      {isError ? (
        <p className="text-slate-700">Reopening history is not available right now.</p>
      ) : !data ? (
        <p className="text-slate-700">Loading reopening history…</p>
      ) : (
        <>
          <p className="text-slate-900" data-testid="course-odds">
            {data.odds.sentence}
          </p>
          {data.heatmap.hasEnoughHistory ? (
            <div className="mt-4">
              <OpeningsHeatmapView heatmap={data.heatmap} courseName={courseName} />
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The course page's live facts: the next open times on the mirror and how fresh they are (issue 15). */
export function CourseLiveFactsCard({ courseId }: { courseId: number }) {
  const { data, isError } = useCourseInsights(courseId);
  const now = useNow(10_000);
  const live = data?.live;
  return (
    <section
      aria-labelledby="live-times-title"
      className="rounded-xl border border-slate-200 bg-white p-6"
      data-testid="course-live-facts"
    >
      <h2 id="live-times-title" className="mb-3 text-lg font-semibold text-slate-900">
        Next open times
      </h2>
      {isError ? (
        <p className="text-slate-700">Live times are not available right now.</p>
      ) : !live ? (
        <p className="text-slate-700">Loading…</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">{liveFreshnessText(live, now)}</p>
          {live.nextTimes.length > 0 ? (
            <ul className="mt-3 space-y-2">
              {live.nextTimes.map((time) => (
                <li key={`${time.date}-${time.time}-${time.holes}`}>
                  <Link to={teeTimesLinkFor(time)} className={linkClass}>
                    {formatDay(time.date)} · {formatClockTime(time.time)}
                  </Link>
                  <span className="text-sm text-slate-600">
                    {' '}
                    · {time.availableSpots} {time.availableSpots === 1 ? 'spot' : 'spots'}
                    {time.holes === 9 ? ' · 9 holes' : ''}
                  </span>
                </li>
              ))}
            </ul>
          ) : live.checkedAt ? (
            <p className="mt-3 text-slate-700">No open times in the next 7 days when last checked.</p>
          ) : null}
        </>
      )}
    </section>
  );
}
