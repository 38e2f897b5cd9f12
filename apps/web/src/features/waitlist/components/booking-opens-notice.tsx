import { BOOKING_WINDOW_DAYS, bookingOpensAt, type GolfCourse } from '@teewatch/shared';
import { useNow } from '../../../lib/use-now';
import { bookingOpensLabel, formatIsoWeekday } from '../../tee-times/course-sheet-view';

export const BOOKING_OPENS_INTRO =
  'Some of your dates are not open for booking yet. We accept them, read the course the moment bookings open and email you what is free then.';

type PendingDate = { course: GolfCourse; date: string; opensAt: Date };

/** The chosen (course, date) pairs a course has not released for booking yet, by date then course. */
export function pendingBookingDates(courses: GolfCourse[], dates: string[], now: Date): PendingDate[] {
  return [...dates].sort().flatMap((date) =>
    courses.flatMap((course) => {
      const opensAt = bookingOpensAt(
        date,
        course.booking_advance_days ?? BOOKING_WINDOW_DAYS,
        course.booking_open_time,
      );
      return opensAt > now ? [{ course, date, opensAt }] : [];
    }),
  );
}

/** Under the date picker: which chosen dates open for booking later, and when (issue 16, booking-opens alerts). */
export function BookingOpensNotice({ courses, dates }: { courses: GolfCourse[]; dates: string[] }) {
  const pending = pendingBookingDates(courses, dates, useNow(60_000));
  return (
    <div aria-live="polite">
      {pending.length > 0 ? (
        <div className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
          <p>{BOOKING_OPENS_INTRO}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {pending.map(({ course, date, opensAt }) => (
              <li key={`${course.id}|${date}`}>
                {formatIsoWeekday(date)}, {course.name}: {bookingOpensLabel(opensAt.toISOString())}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
