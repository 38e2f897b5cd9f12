import type { GolfCourse } from '@teewatch/shared';
import { pendingDateLabel } from '../../../lib/freshness-labels';
import { pendingBookingDates } from '../../../lib/pending-booking-dates';
import { useNow } from '../../../lib/use-now';

export const BOOKING_OPENS_INTRO =
  'Some of your dates are not open for booking yet. We accept them, read the course the moment bookings open and email you what is free then.';

/** Under the date picker: which chosen dates open for booking later, and when (issue 16, booking-opens alerts). */
export function BookingOpensNotice({ courses, dates }: { courses: GolfCourse[]; dates: string[] }) {
  const pending = pendingBookingDates(courses, dates, useNow(60_000));
  return (
    <div aria-live="polite">
      {pending.length > 0 ? (
        <div className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950">
          <p>{BOOKING_OPENS_INTRO}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {pending.map((item) => (
              <li key={`${item.course.id}|${item.date}`}>{pendingDateLabel(item)}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
