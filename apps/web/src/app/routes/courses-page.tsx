import type { GolfCourse } from '@teewatch/shared';
import { type ReactNode, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/button';
import { NearMeButton } from '../../components/near-me-button';
import { useGolfCourses } from '../../features/courses/api/get-golf-courses';
import { CityChips } from '../../features/courses/components/city-chips';
import { CourseCard, CourseCardSkeleton } from '../../features/courses/components/course-card';
import { CourseMapView } from '../../features/courses/components/course-map-view';
import { CourseSearchBox } from '../../features/courses/components/course-search-box';
import { ViewToggle } from '../../features/courses/components/view-toggle';
import { cityChips, filterCourses, resultSummary } from '../../features/courses/course-search';
import { type NearMe, useNearMe } from '../../lib/use-near-me';
import { usePageMeta } from '../../lib/use-page-meta';
import { PAGE_METAS } from '../page-metas';

const SKELETON_CARDS = 6;
const GRID = 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3';

/** /courses (golfer-side §2 "Courses list"). Search and city live in the URL, so Back and links keep them. */
export function CoursesPage() {
  usePageMeta(PAGE_METAS.courses.title, PAGE_METAS.courses.description);
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const city = params.get('city') || undefined;
  const showMap = params.get('view') === 'map';
  const { data: courses, isError, refetch, isFetching } = useGolfCourses();
  const nearMe = useNearMe();

  function setFilters(next: { search?: string; city?: string | undefined; showMap?: boolean }) {
    const nextSearch = next.search ?? search;
    const nextCity = 'city' in next ? next.city : city;
    const nextParams = new URLSearchParams();
    if (nextSearch) nextParams.set('q', nextSearch);
    if (nextCity) nextParams.set('city', nextCity);
    if (next.showMap ?? showMap) nextParams.set('view', 'map');
    setParams(nextParams, { replace: true });
  }

  return (
    <CoursesFrame>
      {isError && !courses ? (
        <LoadError onRetry={() => void refetch()} isRetrying={isFetching} />
      ) : (
        <CourseBrowser
          courses={courses}
          search={search}
          city={city}
          onSearch={(value) => setFilters({ search: value })}
          onCity={(value) => setFilters({ city: value })}
          onClear={() => setFilters({ search: '', city: undefined })}
          onRetry={() => void refetch()}
          nearMe={nearMe}
          showMap={showMap}
          onShowMap={(value) => setFilters({ showMap: value })}
        />
      )}
    </CoursesFrame>
  );
}

/** The page's frame and heading, shared with its static shell. */
function CoursesFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Greater Vancouver Golf Courses
        </h1>
        <p className="mt-3 text-lg text-slate-600">
          Public courses across Vancouver, Burnaby, Richmond and nearby cities — details, facilities and where
          to book.
        </p>
      </header>
      {children}
    </div>
  );
}

const ignore = () => undefined;
const NO_NEAR_ME: NearMe = {
  status: 'off',
  toggle: ignore,
  sort: (courses) => [...courses],
  distanceOf: ignore,
};

/**
 * The page as it first shows, before its courses arrive: sent in its HTML so the heading paints before
 * any JavaScript runs (decision 0148). A search in the URL shows once React replaces it with the page.
 */
export function CoursesPageShell() {
  return (
    <CoursesFrame>
      <CourseBrowser
        courses={undefined}
        search=""
        city={undefined}
        onSearch={ignore}
        onCity={ignore}
        onClear={ignore}
        onRetry={ignore}
        nearMe={NO_NEAR_ME}
        showMap={false}
        onShowMap={ignore}
      />
    </CoursesFrame>
  );
}

type CourseBrowserProps = {
  courses: GolfCourse[] | undefined;
  search: string;
  city: string | undefined;
  onSearch: (value: string) => void;
  onCity: (value: string | undefined) => void;
  onClear: () => void;
  onRetry: () => void;
  nearMe: NearMe;
  showMap: boolean;
  onShowMap: (value: boolean) => void;
};

function CourseBrowser(props: CourseBrowserProps) {
  const { courses, search, city, onSearch, onCity, onClear, onRetry, nearMe } = props;
  const chips = useMemo(() => cityChips(courses ?? []), [courses]);
  const shown = useMemo(
    () => nearMe.sort(filterCourses(courses ?? [], { search, city })),
    [courses, search, city, nearMe],
  );

  return (
    <>
      <div className="mt-8 space-y-4">
        <div className="max-w-xl">
          <CourseSearchBox value={search} onChange={onSearch} />
        </div>
        {/* Chips and summary keep their height while loading, so nothing below them jumps. */}
        <div className="min-h-9">
          {courses ? (
            <CityChips chips={chips} total={courses.length} selected={city} onSelect={onCity} />
          ) : (
            <div aria-hidden="true" className="flex gap-2">
              {[28, 24, 24, 20].map((width) => (
                <div
                  key={width}
                  className="h-9 animate-pulse rounded-full bg-slate-200"
                  style={{ width: `${width * 4}px` }}
                />
              ))}
            </div>
          )}
        </div>
        <div className="flex flex-wrap items-start gap-x-6 gap-y-3">
          <ViewToggle showMap={props.showMap} onShowMap={props.onShowMap} />
          <NearMeButton nearMe={nearMe} className="min-w-0 flex-1" />
        </div>
        <p aria-live="polite" className="min-h-6 text-slate-700">
          {courses ? resultSummary({ count: shown.length, search, city }) : ''}
        </p>
      </div>
      {props.showMap && courses && shown.length > 0 ? (
        <div className="mt-6">
          <CourseMapView courses={shown} distanceOf={nearMe.distanceOf} />
        </div>
      ) : null}

      <div className="mt-6">
        {!courses ? (
          <div role="status">
            <span className="sr-only">Loading golf courses...</span>
            <div className={GRID}>
              {Array.from({ length: SKELETON_CARDS }, (_, index) => (
                <CourseCardSkeleton key={index} />
              ))}
            </div>
          </div>
        ) : courses.length === 0 ? (
          <EmptyState
            title="No Golf Courses Found"
            message="No golf courses found. Please check your connection and try again."
            action={{ label: 'Try Again', onClick: onRetry }}
          />
        ) : shown.length === 0 ? (
          <EmptyState
            title={city && !search.trim() ? `No Golf Courses Found in ${city}` : 'No Golf Courses Found'}
            message={
              search.trim()
                ? `No course name matches "${search.trim()}"${city ? ` in ${city}` : ''}. Try another search.`
                : 'There are no courses listed for this city yet.'
            }
            action={{ label: 'View All Courses', onClick: onClear }}
          />
        ) : (
          <ul className={GRID}>
            {shown.map((course) => (
              <li key={course.id}>
                <CourseCard course={course} distance={nearMe.distanceOf(course)} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function EmptyState(props: {
  title: string;
  message: string;
  action: { label: string; onClick: () => void };
}) {
  return (
    <div className="rounded-xl border border-dashed border-slate-300 px-6 py-16 text-center">
      <h2 className="text-xl font-semibold text-slate-900">{props.title}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{props.message}</p>
      <Button size="lg" onClick={props.action.onClick} className="mt-6">
        {props.action.label}
      </Button>
    </div>
  );
}

function LoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="font-medium text-red-800">Failed to load golf courses. Please try again.</p>
      <Button variant="danger" size="lg" onClick={onRetry} disabled={isRetrying} className="mt-4">
        {isRetrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </div>
  );
}
