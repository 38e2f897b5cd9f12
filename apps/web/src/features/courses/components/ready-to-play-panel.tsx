import type { GolfCourse } from '@teewatch/shared';
import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { telHref } from '../course-links';
import { CalendarIcon } from './icons';

/** The words a directory-only course is marked with (issue 35, item 4; decision 0161). */
export const BOOK_ON_COURSE_SITE = "Book on the course's site";

/**
 * The dark call-to-action panel: this course's open times, or the waitlist. A course Teewatch does not
 * read (directory only) says so and offers its own booking page and phone instead: no tee times to show,
 * so none are promised.
 */
export function ReadyToPlayPanel({ course }: { course: GolfCourse }) {
  if (course.directory_only) {
    const site = course.booking_url ?? course.website;
    return (
      <div className="rounded-xl bg-emerald-800 p-6 text-white">
        <h2 className="text-xl font-semibold">{BOOK_ON_COURSE_SITE}</h2>
        <p className="mt-2 text-emerald-50">
          Teewatch does not read {course.name}'s tee times, so it cannot show them or alert you. Book on the
          course's own site{course.phone ? ' or by phone' : ''}.
        </p>
        <div className="mt-5 flex flex-col gap-3">
          {site ? (
            <a
              href={site}
              target="_blank"
              rel="noopener"
              className={buttonClass({ variant: 'inverse', size: 'lg' })}
            >
              Book on the Course's Site<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
          {course.phone ? (
            <a
              href={telHref(course.phone)}
              className={buttonClass({ variant: 'inverseOutline', size: 'lg' })}
            >
              Call {course.phone}
            </a>
          ) : null}
        </div>
      </div>
    );
  }
  return (
    <div className="rounded-xl bg-emerald-800 p-6 text-white">
      <h2 className="text-xl font-semibold">Ready to Play?</h2>
      <p className="mt-2 text-emerald-50">
        See open tee times at {course.name}, or join the waitlist and get an email when a time that suits you
        opens up.
      </p>
      <div className="mt-5 flex flex-col gap-3">
        <Link to={pathTo('teeTimes')} className={buttonClass({ variant: 'inverse', size: 'lg' })}>
          <CalendarIcon className="h-4 w-4" />
          Find Tee Times
        </Link>
        <Link to={pathTo('waitlist')} className={buttonClass({ variant: 'inverseOutline', size: 'lg' })}>
          Join Waitlist
        </Link>
      </div>
    </div>
  );
}
