import {
  type DeliveryChannel,
  type HeldTime,
  MONITORING_REQUEST_MESSAGES,
  type MonitoringRequestInput,
  monitoringEndsAt,
  resolveFinishBeforeSunset,
  SPLIT_PARTY_SIZES,
  vancouverToday,
  weeklyEndsOn,
  weeklyRuleEndsAt,
} from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRequests } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { confirmedPhoneOf } from './confirmed-phone-of';

// What a create or an edit writes to monitoring_requests from the golfer's input.

/**
 * The number a request's texts go to (issue 36, decision 0171): alerting by text ('sms'), the account's
 * confirmed number, whatever was typed, so a number never confirmed receives nothing; without one the
 * request is refused, naming contactPhone. A request not alerting by text keeps what was typed, as before.
 */
export async function contactPhoneFor(
  db: Db,
  userId: string,
  channels: readonly DeliveryChannel[],
  typedPhone: string | null | undefined,
) {
  if (!channels.includes('sms')) return typedPhone || null;
  const phone = await confirmedPhoneOf(db, userId);
  if (!phone) {
    const message = MONITORING_REQUEST_MESSAGES.confirmedPhoneRequired;
    throw badRequest(message, [{ field: 'contactPhone', message }]);
  }
  return phone;
}

/**
 * The columns a create or an edit saved at `now` writes from the golfer's input, with the contact phone
 * contactPhoneFor chose and the channels requestChannels resolved. The watch ends as for a new request (decision 0050): an edit restarts it.
 */
export function requestColumns(
  input: MonitoringRequestInput,
  now: Date,
  contactPhone: string | null,
  alertChannels: DeliveryChannel[],
) {
  const endHour = Number(input.endTime.slice(0, 2));
  return {
    preferredDates: [...new Set(input.preferredDates)].sort(),
    startHour: Number(input.startTime.slice(0, 2)),
    endHour,
    numberOfPlayers: input.numberOfPlayers,
    alertChannels,
    contactEmail: input.contactEmail,
    contactPhone,
    expiresAt: monitoringEndsAt({ createdAt: now, preferredDates: input.preferredDates, endHour }),
    ...weeklyColumns(input, now, endHour),
    // Left out (an older client's edit) keeps the request's rules; null returns it to the account's.
    ...(input.deliveryRules === undefined ? {} : { deliveryRules: input.deliveryRules }),
    // Finish before dark (decision 0199): stored with its pace filled in; left out of an edit, unchanged.
    ...(input.finishBeforeSunset === undefined
      ? {}
      : { finishBeforeSunset: resolveFinishBeforeSunset(input.finishBeforeSunset) }),
    // Left out of an edit, the held time stays; null ends the upgrade watch (decision 0195).
    ...(input.held === undefined ? {} : heldColumns(input.held, now)),
    ...splitPartyColumn(input),
  };
}

/**
 * The held_* columns of a held time, or all null, as an update writes them: held_set_at moves to `now`
 * only when the held booking (course, date, time) changes, so an edit that keeps it does not bring its
 * release reminder back (decision 0196). A create sets held_set_at itself.
 */
export function heldColumns(held: HeldTime | null, now: Date) {
  const r = monitoringRequests;
  return {
    heldCourseId: held?.courseId ?? null,
    heldDate: held?.date ?? null,
    heldTime: held?.time ?? null,
    heldBetter: held?.better ?? null,
    heldCourseRanking: held?.better === 'course' ? (held.courseRanking ?? []) : null,
    heldSetAt: held
      ? sql<Date>`case when (${r.heldCourseId}, ${r.heldDate}, ${r.heldTime}) is not distinct from
          (${held.courseId}::int, ${held.date}::date, ${held.time}::text) and ${r.heldSetAt} is not null
          then ${r.heldSetAt} else ${now}::timestamptz end`
      : null,
  };
}

/**
 * Split a foursome (decision 0203): the gap as given; left out (an older client's edit), unchanged, unless
 * the party is no longer 3 or 4, which turns it off.
 */
function splitPartyColumn(input: MonitoringRequestInput): { splitPartyMaxGapMinutes?: number | null } {
  if (input.splitParty !== undefined)
    return { splitPartyMaxGapMinutes: input.splitParty?.maxGapMinutes ?? null };
  return SPLIT_PARTY_SIZES.includes(input.numberOfPlayers) ? {} : { splitPartyMaxGapMinutes: null };
}

/**
 * A standing weekly watch's columns (decision 0350): its weekdays, its last date and the end that follows;
 * its dates are written by rollWeeklyRules once its courses are saved. Without `weekly`, a dated request.
 */
function weeklyColumns(input: MonitoringRequestInput, now: Date, endHour: number) {
  if (!input.weekly) return { weeklyDays: null, weeklyEndsOn: null };
  const endsOn = weeklyEndsOn(input.weekly, vancouverToday(now));
  return {
    preferredDates: [],
    weeklyDays: [...new Set(input.weekly.weekdays)].sort((a, b) => a - b),
    weeklyEndsOn: endsOn,
    expiresAt: weeklyRuleEndsAt(endsOn, endHour),
  };
}
