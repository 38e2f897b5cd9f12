import type { CourseTeeTimes, GolfCourse } from '@teewatch/shared';
import { useMemo } from 'react';
import { type FaqItem, FaqList } from '../../components/faq-list';
import { NearMeButton } from '../../components/near-me-button';
import { LoadingState } from '../../components/spinner';
import { useRefreshTeeTimes } from '../../features/tee-times/api/refresh-tee-times';
import { FiltersBar } from '../../features/tee-times/components/filters-bar';
import { TEE_TIMES_PAGE_CLASS, TeeTimesHeader } from '../../features/tee-times/components/tee-times-header';
import { TeeTimesResults } from '../../features/tee-times/components/tee-times-results';
import { ViewSwitch } from '../../features/tee-times/components/view-switch';
import { movedDateLine } from '../../features/tee-times/course-sheet-view';
import { alertMeLink } from '../../features/tee-times/search-address';
import type { TeeTimeFilters } from '../../features/tee-times/tee-times-filters';
import { useTeeTimesSearch } from '../../features/tee-times/use-tee-times-search';
import { useCourseList } from '../../lib/course-list';
import { errorMessage } from '../../lib/error-message';
import { useNearMe } from '../../lib/use-near-me';
import { usePageMeta } from '../../lib/use-page-meta';
import { PAGE_METAS } from '../page-metas';

const FAQ: FaqItem[] = [
  {
    question: 'How do I search for tee times?',
    answer:
      'Pick a date, a time window and your party size. The list updates by itself whenever you change a filter, and each time shows its price and open spots.',
  },
  {
    question: 'Can I see every course at once?',
    answer:
      'Yes. Leave the course filter on All courses to see availability across every public course we cover in Metro Vancouver side by side, or tick just the courses you like.',
  },
  {
    question: 'Are the tee times updated in real time?',
    answer:
      'Times come straight from each course’s booking system and are refreshed every minute or so. Use Refresh for the latest; the page shows when it was last updated.',
  },
  {
    question: 'What if my course is sold out?',
    answer:
      'Join the waitlist. We keep checking the courses, dates and times you choose for 30 days and email you the moment a matching tee time opens up.',
  },
];

/** The server's message when it sent one; otherwise the spec's fallback. */
function teeTimesErrorMessage(error: unknown): string {
  return errorMessage(error, 'Failed to load tee times', { serverOnly: true });
}

export function TeeTimesPage() {
  usePageMeta(PAGE_METAS.teeTimes.title, PAGE_METAS.teeTimes.description);
  const { today, filters, view, moved, teeTimes, choose, chooseView } = useTeeTimesSearch();
  const courses = useCourseList();
  const refresh = useRefreshTeeTimes(filters);

  const bookingUrls = useMemo(
    () => new Map((courses.data ?? []).map((course) => [course.id, course.booking_url])),
    [courses.data],
  );
  const update = (next: (current: TeeTimeFilters) => TeeTimeFilters) => {
    // An old refresh error goes with the search it was about.
    refresh.reset();
    choose(next);
  };
  const change = (next: Partial<TeeTimeFilters>) => update((current) => ({ ...current, ...next }));
  const { nearMe, results, distanceOf } = useResultsNearMe(teeTimes.data?.courses, courses.data);
  const alertLinkOf = (result: { courseId: number }, slot?: { time: string }) =>
    alertMeLink({ ...filters, courseIds: [result.courseId], time: slot?.time });
  const updating = teeTimes.isFetching || refresh.isPending;

  return (
    <div className={TEE_TIMES_PAGE_CLASS}>
      <TeeTimesHeader
        updatedAt={teeTimes.dataUpdatedAt}
        updating={updating}
        onRefresh={() => refresh.mutate()}
      />

      <FiltersBar
        filters={filters}
        today={today}
        courses={courses.data ?? []}
        change={change}
        update={update}
      />

      {/* A screen tall at least, so the FAQ below does not move when the times replace the loading line. */}
      <section aria-label="Tee times" className="mt-4 min-h-svh sm:mt-8">
        <div className="mb-3 flex flex-wrap items-start gap-3">
          <ViewSwitch view={view} onChange={chooseView} />
          <NearMeButton nearMe={nearMe} />
        </div>
        {typeof moved === 'string' && moved !== 'pending' && filters.date === moved ? (
          <p role="status" className="mb-4 rounded-md bg-sky-50 px-4 py-2 text-sky-950">
            {movedDateLine(moved)}
          </p>
        ) : null}
        {refresh.isError ? (
          <p role="alert" className="mb-4 rounded-md bg-red-50 px-4 py-2 text-red-900">
            Refresh failed: {teeTimesErrorMessage(refresh.error)}
          </p>
        ) : null}
        {teeTimes.isPending ? (
          <LoadingState text="Loading tee times..." />
        ) : teeTimes.isError ? (
          <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
            <h2 className="font-semibold text-red-900">Error loading tee times</h2>
            <p className="mt-1 text-red-800">{teeTimesErrorMessage(teeTimes.error)}</p>
          </div>
        ) : (
          <TeeTimesResults
            results={results}
            bookingUrls={bookingUrls}
            coverage={teeTimes.data?.coverage}
            distanceOf={distanceOf}
            view={view}
            alertLinkOf={alertLinkOf}
            emptyAlertLink={alertMeLink(filters)}
          />
        )}
      </section>

      <div className="mt-16">
        <FaqList title="Tee Times FAQ" headingId="tee-times-faq" items={FAQ} />
      </div>
    </div>
  );
}

/** Near me (decision 0311): the answer's courses nearest first, placed by the course list's coordinates. */
function useResultsNearMe(answer: CourseTeeTimes[] | undefined, courses: GolfCourse[] | undefined) {
  const nearMe = useNearMe();
  const places = useMemo(() => new Map((courses ?? []).map((course) => [course.id, course])), [courses]);
  const results = useMemo(
    () =>
      nearMe.sort(
        (answer ?? []).map((result) => ({
          ...result,
          latitude: places.get(result.courseId)?.latitude,
          longitude: places.get(result.courseId)?.longitude,
        })),
      ),
    [nearMe, answer, places],
  );
  const distanceOf = (result: CourseTeeTimes) => nearMe.distanceOf(places.get(result.courseId) ?? {});
  return { nearMe, results, distanceOf };
}
