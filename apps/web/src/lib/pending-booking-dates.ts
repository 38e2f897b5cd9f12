import { BOOKING_WINDOW_DAYS, bookingOpensAt, type GolfCourse } from '@teewatch/shared';

export type PendingDate = { course: GolfCourse; date: string; opensAt: Date };

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
