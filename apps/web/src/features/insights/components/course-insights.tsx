import {
  type CourseLiveFacts,
  formatClockTime,
  formatDayLabel,
  type MirrorTime,
  pathTo,
} from '@teewatch/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { checkedLabel } from '../../../lib/freshness-labels';
import { useNow } from '../../../lib/use-now';
import { useCourseInsights } from '../api/get-course-insights';
import { OpeningsHeatmapView } from './openings-heatmap';

const linkClass = buttonClass({ variant: 'link' });

/** The tee-times page opened on this time's date and course. */
export function teeTimesLinkFor(time: Pick<MirrorTime, 'courseId' | 'date'>): string {
  return pathTo('teeTimes', undefined, { date: time.date, courseIds: [time.courseId] });
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
    <InsightCard
      heading={{ id: 'when-times-open', title: 'When times open', size: 'text-xl' }}
      failure="Reopening history is not available right now."
      loading="Loading reopening history…"
      isError={isError}
      content={data}
    >
      {(insights) => (
        <>
          <p className="text-slate-900" data-testid="course-odds">
            {insights.odds.sentence}
          </p>
          {insights.heatmap.hasEnoughHistory ? (
            <div className="mt-4">
              <OpeningsHeatmapView heatmap={insights.heatmap} courseName={courseName} />
            </div>
          ) : null}
        </>
      )}
    </InsightCard>
  );
}

/** The course page's live facts: the next open times on the mirror and how fresh they are (issue 15). */
export function CourseLiveFactsCard({ courseId }: { courseId: number }) {
  const { data, isError } = useCourseInsights(courseId);
  const now = useNow(10_000);
  return (
    <InsightCard
      heading={{ id: 'live-times-title', title: 'Next open times', size: 'text-lg' }}
      testId="course-live-facts"
      failure="Live times are not available right now."
      loading="Loading…"
      isError={isError}
      content={data?.live}
    >
      {(live) => (
        <>
          <p className="text-sm text-slate-600">{liveFreshnessText(live, now)}</p>
          {live.nextTimes.length > 0 ? (
            <ul className="mt-3 space-y-2">
              {live.nextTimes.map((time) => (
                <li key={`${time.date}-${time.time}-${time.holes}`}>
                  <Link to={teeTimesLinkFor(time)} className={linkClass}>
                    {formatDayLabel(time.date)} · {formatClockTime(time.time)}
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
    </InsightCard>
  );
}

/** A card of the course page: its heading, then what failed, what is loading, or its content. */
function InsightCard<T>({
  heading,
  testId,
  failure,
  loading,
  isError,
  content,
  children,
}: {
  heading: { id: string; title: string; size: 'text-xl' | 'text-lg' };
  testId?: string;
  /** Shown instead of the content when the insights could not be read. */
  failure: string;
  /** Shown instead of the content while it loads (undefined). */
  loading: string;
  isError: boolean;
  content: T | undefined;
  children: (content: T) => ReactNode;
}) {
  return (
    <section
      aria-labelledby={heading.id}
      className="rounded-xl border border-slate-200 bg-white p-6"
      data-testid={testId}
    >
      <h2 id={heading.id} className={`mb-3 ${heading.size} font-semibold text-slate-900`}>
        {heading.title}
      </h2>
      {isError ? (
        <p className="text-slate-700">{failure}</p>
      ) : content === undefined ? (
        <p className="text-slate-700">{loading}</p>
      ) : (
        children(content)
      )}
    </section>
  );
}
