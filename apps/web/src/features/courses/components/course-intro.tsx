import type { GolfCourse } from '@teewatch/shared';
import { buttonClass } from '../../../components/button';
import { bookingLink } from '../course-links';
import { CourseLocation } from './course-location';
import { CourseTypeBadge } from './course-type-badge';
import { ExternalIcon } from './icons';

/** The course's name (the page's h1), where it is, its type, its description and the way to book it. */
export function CourseIntro({ course }: { course: GolfCourse }) {
  const booking = bookingLink(course);
  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{course.name}</h1>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <CourseLocation location={course.location} look="page" />
        {course.course_type ? <CourseTypeBadge type={course.course_type} /> : null}
      </div>
      {course.description ? (
        <p className="mt-5 text-lg leading-relaxed whitespace-pre-line text-slate-700">
          {course.description}
        </p>
      ) : null}
      {booking ? (
        <a
          href={booking}
          target="_blank"
          rel="noopener noreferrer"
          className={`mt-6 ${buttonClass({ variant: 'primary', size: 'lg' })}`}
        >
          Book Tee Time
          <ExternalIcon className="h-4 w-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </div>
  );
}
