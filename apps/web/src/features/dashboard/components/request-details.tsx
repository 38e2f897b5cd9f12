import {
  describeWeekdays,
  formatClockTime,
  formatDayLabel,
  heldRuleWords,
  type MonitoringRequest,
  type RequestDisplayStatus,
  readCadenceLabel,
} from '@teewatch/shared';
import { Detail } from '../../../components/detail';
import { hoursAndMinutes } from '../../../lib/hours-and-minutes';
import { formatDateTime } from '../../../lib/vancouver-dates';
import {
  bookedDatesLabel,
  formatPreferredDate,
  formatTimeRange,
  freshnessLabel,
  notificationLabel,
  playersLabel,
  requestDates,
} from '../dashboard-rules';
import { BookingOpensDetail } from './booking-opens-detail';
import { DeliveryRulesDetail } from './delivery-rules-detail';
import { SplitPartyDetail } from './split-party-detail';

/** A request card's facts: what it watches, for whom, how alerts reach them, and how fresh the watch is. */
export function RequestDetails({
  request,
  now,
  status,
}: {
  request: MonitoringRequest;
  now: Date;
  status: RequestDisplayStatus;
}) {
  const dates = requestDates(request);
  const notification = notificationLabel(request);
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      <Detail term="Courses">{request.courses.map((course) => course.name).join(', ')}</Detail>
      {request.weekly ? (
        <WeeklyDetails request={request} weekly={request.weekly} watched={dates.watched} />
      ) : dates.watched.length > 0 ? (
        <Detail term="Preferred dates">{dates.watched.map(formatPreferredDate).join(', ')}</Detail>
      ) : null}
      {dates.booked.length > 0 ? <Detail term="Booked">{bookedDatesLabel(dates.booked)}</Detail> : null}
      {request.held ? (
        <Detail term="Holding">
          {`${formatClockTime(request.held.time)} on ${formatDayLabel(request.held.date)} at ${
            request.held_course_name ?? 'your course'
          }: alerts only for ${heldRuleWords(request.held.better)}`}
        </Detail>
      ) : null}
      <BookingOpensDetail request={request} now={now} />
      <Detail term="Time range">{formatTimeRange(request)}</Detail>
      <Detail term="Players">{playersLabel(request.number_of_players)}</Detail>
      {/* Finish before dark (issue 38, decision 0199): absent from older servers and without the rule. */}
      {request.finishBeforeSunset ? (
        <Detail term="Daylight">
          {`Finish ${request.finishBeforeSunset.holes} holes before sunset (about ${hoursAndMinutes(request.finishBeforeSunset.paceMinutes)})`}
        </Detail>
      ) : null}
      <SplitPartyDetail request={request} />
      <Detail term="Notifications">
        {notification.method}: {notification.contact}
        {/* Alerts wait until the address is confirmed by the link emailed to it (issue 13). */}
        {request.contact_email_confirmed === false ? (
          <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
            waiting for confirmation
          </span>
        ) : null}
      </Detail>
      {status === 'active' ? <Detail term="Expires">{formatDateTime(request.expires_at)}</Detail> : null}
      <Detail term="Last check">{freshnessLabel(request.last_checked_at, now)}</Detail>
      {/* How often its courses are read now (issue 50, decision 0305): the real figure when a host is busy. */}
      {status === 'active' && request.read_cadence ? (
        <Detail term="How often">{readCadenceLabel(request.read_cadence, request.courses.length)}</Detail>
      ) : null}
      <DeliveryRulesDetail request={request} now={now} />
    </dl>
  );
}

/** The dates a weekly rule's card names: the next few it watches (decision 0350). */
const NEXT_DATES_SHOWN = 4;

/** A standing weekly watch on its card: its weekdays and hours, its end, and the next dates it watches. */
function WeeklyDetails({
  request,
  weekly,
  watched,
}: {
  request: MonitoringRequest;
  weekly: NonNullable<MonitoringRequest['weekly']>;
  watched: string[];
}) {
  return (
    <>
      <Detail term="Repeats weekly">
        {`${describeWeekdays(weekly.weekdays)}, ${formatTimeRange(request)}, until ${formatDayLabel(weekly.endsOn)}`}
      </Detail>
      <Detail term="Next dates watched">
        {watched.length > 0
          ? watched.slice(0, NEXT_DATES_SHOWN).map(formatPreferredDate).join(', ')
          : 'None inside the booking window yet'}
      </Detail>
    </>
  );
}
