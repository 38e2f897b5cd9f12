import {
  type CourseTeeTimes,
  formatClockHour,
  type GolfCourse,
  type PartySize,
  vancouverToday,
} from '@teewatch/shared';
import { useEffect, useMemo, useState } from 'react';
import { type FaqItem, FaqList } from '../../components/faq-list';
import { SelectField } from '../../components/form/select-field';
import { NearMeButton } from '../../components/near-me-button';
import { LoadingState } from '../../components/spinner';
import { useTeeTimes } from '../../features/tee-times/api/get-tee-times';
import { useRefreshTeeTimes } from '../../features/tee-times/api/refresh-tee-times';
import { CourseFilter } from '../../features/tee-times/components/course-filter';
import { DateFilter } from '../../features/tee-times/components/date-filter';
import { TEE_TIMES_PAGE_CLASS, TeeTimesHeader } from '../../features/tee-times/components/tee-times-header';
import { TeeTimesResults } from '../../features/tee-times/components/tee-times-results';
import { dateToMoveTo, movedDateLine } from '../../features/tee-times/course-sheet-view';
import {
  endHourOptions,
  filtersFromSearch,
  lastSearchDate,
  PARTY_OPTIONS,
  START_HOUR_OPTIONS,
  type TeeTimeFilters,
  withStartHour,
} from '../../features/tee-times/tee-times-filters';
import { systemClock } from '../../lib/clock';
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
  const [today] = useState(() => vancouverToday(systemClock()));
  // A link may open the page filtered (the waitlist's "times are open now", the alert email's "see all").
  const [filters, setFilters] = useState<TeeTimeFilters>(() =>
    filtersFromSearch(window.location.search, today),
  );
  // A date in the URL (?date=YYYY-MM-DD) is the golfer's choice; without one the page may move on to the
  // first date that still has times (see below). 'pending' until the first answer on today's date decides.
  const [moved, setMoved] = useState<string | null | 'pending'>(() =>
    new URLSearchParams(window.location.search).get('date') === filters.date ? null : 'pending',
  );
  const courses = useCourseList();
  const teeTimes = useTeeTimes(filters);
  const refresh = useRefreshTeeTimes(filters);

  const bookingUrls = useMemo(
    () => new Map((courses.data ?? []).map((course) => [course.id, course.booking_url])),
    [courses.data],
  );
  const update = (next: (current: TeeTimeFilters) => TeeTimeFilters) => {
    // The golfer chose: the page no longer moves the date on its own, and an old refresh error goes.
    setMoved((current) => (current === 'pending' ? null : current));
    refresh.reset();
    setFilters(next);
  };
  const change = (next: Partial<TeeTimeFilters>) => update((current) => ({ ...current, ...next }));
  const { nearMe, results, distanceOf } = useResultsNearMe(teeTimes.data?.courses, courses.data);

  // Late in the evening today's sheet is empty: open on the first date that still has times.
  useEffect(() => {
    if (moved !== 'pending' || !teeTimes.data || filters.date !== today) return;
    const next = dateToMoveTo(today, teeTimes.data.courses, teeTimes.data.firstDateWithTimes);
    setMoved(next);
    if (next) setFilters((current) => ({ ...current, date: next }));
  }, [moved, teeTimes.data, filters.date, today]);
  useEffect(() => {
    if (teeTimes.isError) setMoved((current) => (current === 'pending' ? null : current));
  }, [teeTimes.isError]);
  const updating = teeTimes.isFetching || refresh.isPending;

  return (
    <div className={TEE_TIMES_PAGE_CLASS}>
      <TeeTimesHeader
        updatedAt={teeTimes.dataUpdatedAt}
        updating={updating}
        onRefresh={() => refresh.mutate()}
      />

      <FiltersSection
        filters={filters}
        today={today}
        courses={courses.data ?? []}
        change={change}
        update={update}
      />

      <NearMeButton nearMe={nearMe} className="mt-4" />

      {/* A screen tall at least, so the FAQ below does not move when the times replace the loading line. */}
      <section aria-label="Tee times" className="mt-8 min-h-svh">
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

/** The page's filters: date, start and end time, party size, and the courses once their list is in. */
function FiltersSection({
  filters,
  today,
  courses,
  change,
  update,
}: {
  filters: TeeTimeFilters;
  today: string;
  courses: GolfCourse[];
  change: (next: Partial<TeeTimeFilters>) => void;
  update: (next: (current: TeeTimeFilters) => TeeTimeFilters) => void;
}) {
  return (
    <section aria-label="Filters" className="mt-6 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <DateFilter
            value={filters.date}
            onChange={(date) => change({ date })}
            minDate={today}
            maxDate={lastSearchDate(today)}
          />
        </div>
        <SelectField
          id="filter-start-time"
          label="Start Time"
          value={filters.startHour}
          options={START_HOUR_OPTIONS.map((hour) => ({ value: hour, label: formatClockHour(hour) }))}
          onChange={(startHour) => update((current) => withStartHour(current, Number(startHour)))}
        />
        <SelectField
          id="filter-end-time"
          label="End Time"
          value={filters.endHour}
          options={endHourOptions(filters.startHour).map((hour) => ({
            value: hour,
            label: formatClockHour(hour),
          }))}
          onChange={(endHour) => change({ endHour: Number(endHour) })}
        />
        <SelectField
          id="filter-party-size"
          label="Party Size"
          value={filters.numberOfPlayers}
          options={PARTY_OPTIONS}
          onChange={(numberOfPlayers) => change({ numberOfPlayers: Number(numberOfPlayers) as PartySize })}
        />
      </div>
      {courses.length > 0 ? (
        <div className="mt-4">
          <CourseFilter
            courses={courses}
            selectedIds={filters.courseIds}
            onChange={(courseIds) => change({ courseIds })}
          />
        </div>
      ) : null}
    </section>
  );
}
