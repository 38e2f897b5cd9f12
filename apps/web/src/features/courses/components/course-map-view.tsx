import type { GolfCourse } from '@teewatch/shared';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useAppInfo } from '../../../lib/app-info';
import { mapPoints } from '../course-map-points';
import { MapCourseCard } from './map-course-card';

// Leaflet and its CSS arrive only when the map opens (decision 0310): the courses page's first download
// and the home page's budget stay as they were.
const CourseMap = lazy(() => import('./course-map'));

type CourseMapViewProps = {
  courses: GolfCourse[];
  distanceOf: (course: GolfCourse) => string | undefined;
};

/**
 * The courses map beside the list (issue 47 item 1): every course with coordinates at its place, live and
 * directory-only ones told apart by the marker and the legend; a marker (tap, or Tab and Enter) opens the
 * place's card. The same places are listed as buttons under the map: its text alternative.
 */
export function CourseMapView({ courses, distanceOf }: CourseMapViewProps) {
  const { data: appInfo, isPending } = useAppInfo();
  const { points, unplaced } = useMemo(() => mapPoints(courses), [courses]);
  const [selectedKey, setSelectedKey] = useState<string | undefined>();
  const card = useRef<HTMLElement>(null);
  const selected = points.find((point) => point.key === selectedKey);

  useEffect(() => {
    if (selectedKey) card.current?.focus();
  }, [selectedKey]);

  return (
    <div className="space-y-4">
      <Suspense fallback={<MapPlaceholder />}>
        {isPending ? (
          <MapPlaceholder />
        ) : (
          <CourseMap
            points={points}
            tiles={appInfo?.mapTiles}
            selectedKey={selectedKey}
            onSelect={setSelectedKey}
          />
        )}
      </Suspense>
      <MapLegend />
      {selected ? (
        <MapCourseCard
          ref={card}
          point={selected}
          distanceOf={distanceOf}
          onClose={() => setSelectedKey(undefined)}
        />
      ) : null}
      <details className="rounded-lg border border-slate-200 bg-white p-4">
        <summary className="cursor-pointer font-medium text-slate-900 focus-ring">
          The map as a list ({points.length} {points.length === 1 ? 'place' : 'places'})
        </summary>
        <ul className="mt-3 divide-y divide-slate-100">
          {points.map((point) => (
            <li key={point.key}>
              <button
                type="button"
                onClick={() => setSelectedKey(point.key)}
                className="w-full rounded px-2 py-2 text-left text-slate-800 hover:bg-slate-50 focus-ring"
              >
                {point.label}
              </button>
            </li>
          ))}
        </ul>
        {unplaced.length > 0 ? (
          <p className="mt-3 text-sm text-slate-700">
            Not on the map (no location known): {unplaced.map((course) => course.name).join(', ')}.
          </p>
        ) : null}
      </details>
    </div>
  );
}

function MapPlaceholder() {
  return (
    <div
      role="status"
      className="flex h-96 items-center justify-center rounded-xl border border-slate-200 bg-slate-100 text-slate-700 sm:h-[28rem]"
    >
      Loading the map...
    </div>
  );
}

function MapLegend() {
  return (
    <ul aria-label="Map legend" className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-800">
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="h-4 w-4 rounded-full border-2 border-white bg-emerald-700 shadow"
        />
        Live tee times
      </li>
      <li className="flex items-center gap-2">
        <span
          aria-hidden="true"
          className="h-4 w-4 rounded-full border-[3px] border-slate-600 bg-white shadow"
        />
        Directory only: book on the course's site
      </li>
    </ul>
  );
}
