import type { MonitoringRequest } from '@teewatch/shared';
import { useCourseList } from '../../../lib/course-list';
import { pendingDateLabel } from '../../../lib/freshness-labels';
import { pendingBookingDates } from '../../../lib/pending-booking-dates';

/** On a request card: the request's dates its courses have not released yet, and when they open. */
export function BookingOpensDetail({ request, now }: { request: MonitoringRequest; now: Date }) {
  const { data: courses } = useCourseList();
  const ids = new Set(request.courses.map((course) => course.id));
  const pending = pendingBookingDates(
    (courses ?? []).filter((course) => ids.has(course.id)),
    request.preferred_dates,
    now,
  );
  if (pending.length === 0) return null;
  return (
    <div className="min-w-0 sm:col-span-2">
      <dt className="font-medium text-slate-600">Not open for booking yet</dt>
      <dd className="text-slate-900">
        <ul className="space-y-0.5">
          {pending.map((item) => (
            <li key={`${item.course.id}|${item.date}`}>{pendingDateLabel(item)}</li>
          ))}
        </ul>
      </dd>
    </div>
  );
}
