import { bookingSystemOf, type GolfCourse } from '@teewatch/shared';
import { bookingLink } from '../course-links';
import { DetailCard } from './detail-card';
import { ExternalLink } from './external-link';

/** Who may play, how far ahead times open, which booking system sells them, and the link to it. */
export function BookingInformationCard({ course }: { course: GolfCourse }) {
  const booking = bookingLink(course);
  const system = bookingSystemName(course.api_source);
  return (
    <DetailCard title="Booking Information">
      <dl className="space-y-3">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Public Access</dt>
          <dd className="font-medium text-slate-900">
            {course.is_public ? 'Open to Public' : 'Members Only'}
          </dd>
        </div>
        {course.booking_advance_days ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Advance Booking</dt>
            <dd className="font-medium text-slate-900">{plural(course.booking_advance_days, 'day')} ahead</dd>
          </div>
        ) : null}
        {system ? (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-600">Booking system</dt>
            <dd className="text-right font-medium text-slate-900">{system}</dd>
          </div>
        ) : null}
      </dl>
      {booking ? (
        <p className="mt-4">
          <ExternalLink href={booking}>Open the booking site</ExternalLink>
        </p>
      ) : null}
    </DetailCard>
  );
}

/** The booking system a course's tee times come from, in words a golfer recognises. */
export function bookingSystemName(apiSource: string | null): string | undefined {
  switch (apiSource) {
    case 'vancouver':
      return 'CPS Golf (City of Vancouver)';
    case 'burnaby':
      return 'CPS Golf (City of Burnaby)';
    default:
      // A system whose courses share one api_source (its type name, as ChronoGolf's do) names itself.
      return bookingSystemOf(apiSource)?.golferLabel;
  }
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
