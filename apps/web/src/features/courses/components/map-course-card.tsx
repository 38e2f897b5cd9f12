import { formatClockTime, type GolfCourse, pathTo } from '@teewatch/shared';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { useFirstOpenTime } from '../api/get-first-open-time';
import type { MapPoint } from '../course-map-points';
import { BOOK_ON_COURSE_SITE } from './ready-to-play-panel';

/**
 * The card a marker opens (issue 47 item 1): each course at the place with its city, today's first open
 * time when Teewatch reads it live, and links to its page and to the waitlist. Focused when it opens, so
 * a keyboard or screen-reader user lands on what they chose.
 */
export function MapCourseCard({
  point,
  distanceOf,
  onClose,
  ref,
}: {
  point: MapPoint;
  distanceOf: (course: GolfCourse) => string | undefined;
  onClose: () => void;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={`On the map: ${point.courses.map((course) => course.name).join(' and ')}`}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm focus-ring"
    >
      <ul className="space-y-5">
        {point.courses.map((course) => (
          <li key={course.id}>
            <MapCourseEntry course={course} distance={distanceOf(course)} />
          </li>
        ))}
      </ul>
      <button type="button" onClick={onClose} className={`${buttonClass({ variant: 'link' })} mt-4 text-sm`}>
        Close
      </button>
    </section>
  );
}

function MapCourseEntry({ course, distance }: { course: GolfCourse; distance: string | undefined }) {
  const live = !course.directory_only;
  return (
    <article>
      <h2 className="text-lg font-semibold text-slate-900">{course.name}</h2>
      <p className="text-sm text-slate-700">
        {[course.city, distance ? `${distance} away` : undefined].filter(Boolean).join(' · ')}
      </p>
      {live ? (
        <FirstOpenTime courseId={course.id} />
      ) : (
        <p className="mt-2 text-sm font-medium text-amber-900">
          {BOOK_ON_COURSE_SITE}: no live tee times here
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={pathTo('course', { id: course.id })}
          aria-label={`View course: ${course.name}`}
          className={buttonClass({ size: 'sm' })}
        >
          View course
        </Link>
        {live ? (
          <Link
            to={pathTo('waitlist', undefined, { courseIds: [course.id] })}
            aria-label={`Alert me: ${course.name}`}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            Alert me
          </Link>
        ) : null}
      </div>
    </article>
  );
}

function FirstOpenTime({ courseId }: { courseId: number }) {
  const { data, isPending, isError } = useFirstOpenTime(courseId, true);
  const words = isPending
    ? "Checking today's tee times..."
    : isError
      ? "Today's tee times could not be checked."
      : data
        ? `First open time today: ${formatClockTime(data)}`
        : 'No open tee times left today.';
  return (
    <p className="mt-2 text-sm text-slate-800" aria-live="polite">
      {words}
    </p>
  );
}
