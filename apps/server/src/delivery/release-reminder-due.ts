import { TIME_ZONE } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { notifications } from '../db/schema';

// What the release reminder's channels share (decision 0196): when a held time's reminder is due, the
// "once per held time and channel" check, the held time and course a claim reads, the claim's row, the
// delivery-engine entries that do not depend on the channel, and the words of the time left. The email (features/alerts/release-reminder-channel.ts) and the text
// (features/sms/release-reminder-text-channel.ts) are independent: each has its own notifications rows (method 'email' or 'sms', kind 'release-reminder').

/** The reminder is due from this many hours before the cutoff until the cutoff. */
export const REMINDER_HOURS = 3;

/** `notifications.kind` of a reminder's rows, on every channel. */
export const RELEASE_REMINDER = 'release-reminder';

/** The held tee time as an instant: its Vancouver date and wall-clock time. */
const TEE_INSTANT = sql`((r.held_date + r.held_time::time) at time zone ${TIME_ZONE})`;

/** When free cancellation of request `r`'s held time ends, from its course `hc`. */
const CUTOFF = sql`(${TEE_INSTANT} - make_interval(hours => hc.free_cancellation_hours))`;

export type ReminderMethod = 'email' | 'sms';

/**
 * Request `r` holds a time whose reminder is due now and has not gone (or is not going) out on this
 * channel since the time was held. A text Twilio took counts as gone even if the carrier failed it later
 * (its status callback marks the row failed; it is not sent again), as alert texts do.
 */
export function reminderDueSql(now: Date, method: ReminderMethod): SQL {
  const taken = method === 'sms' ? sql` or rn.message_id is not null` : sql``;
  return sql`r.held_date is not null and r.held_set_at is not null
    and exists (select 1 from golf_courses hc where hc.id = r.held_course_id
      and hc.free_cancellation_hours is not null
      and ${now}::timestamptz >= ${CUTOFF} - make_interval(hours => ${REMINDER_HOURS})
      and ${now}::timestamptz < ${CUTOFF})
    and not exists (select 1 from notifications rn
      where rn.request_id = r.id and rn.kind = ${RELEASE_REMINDER} and rn.notification_method = ${method}
        and rn.notification_sent_at >= r.held_set_at
        and (rn.is_successful or rn.error_message is null${taken}))`;
}

/**
 * What the two reminder channels' delivery-engine entries share: a request `r` is the recipient, its
 * reminder rows are its own, one claim a round, and a claim names no tee time.
 */
export function reminderChannelParts(method: ReminderMethod) {
  return {
    method,
    recipients: { from: sql`monitoring_requests r`, id: sql`r.id` },
    ownsSql: (n: SQL, recipient: SQL) =>
      sql`${n}.request_id = ${recipient} and ${n}.kind = ${RELEASE_REMINDER}`,
    hasNewsSql: ({ instant }: { instant: { now: Date } }) => reminderDueSql(instant.now, method),
    concernsSql: (requestIds: SQL) => sql`r.id = any(${requestIds})`,
    claimsPerRound: 1,
    slotsNamed: () => [],
    takenBeforeRetry: 'Not sent again: the reminder was no longer due',
    acceptedSql: () => sql`select count(*) from sent`,
    releaseSql: sql`select count(*) from failed`,
  } as const;
}

/** A request as a reminder claim reads it: its held time, that time's course and cutoff. */
export type HeldReminder = {
  id: number;
  contact_email: string;
  contact_phone: string | null;
  held_date: string;
  held_time: string;
  held_set_at: Date | string;
  course_id: number;
  course_name: string;
  booking_url: string | null;
  website: string | null;
  cutoff: Date | string;
};

/** Reads request `requestId` with its held time if `ready` holds (the engine holds the recipient's lock). */
export async function readHeldReminder(
  tx: Tx,
  requestId: number,
  ready: SQL,
): Promise<HeldReminder | undefined> {
  const [row] = rowsOf<HeldReminder>(
    await tx.execute(sql`
      select r.id, r.contact_email, r.contact_phone, r.held_date::text as held_date, r.held_time,
        r.held_set_at, hc.id as course_id, hc.name as course_name, hc.booking_url, hc.website,
        ${CUTOFF} as cutoff
      from monitoring_requests r join golf_courses hc on hc.id = r.held_course_id
      where r.id = ${requestId} and ${ready}
    `),
  );
  return row ? { ...row, id: Number(row.id), course_id: Number(row.course_id) } : undefined;
}

/** Inside a claim: the reminder of request `requestId` is still due on this channel. */
export async function isReminderDue(
  tx: Tx,
  requestId: number,
  now: Date,
  method: ReminderMethod,
): Promise<boolean> {
  const [due] = rowsOf(
    await tx.execute(
      sql`select 1 from monitoring_requests r where r.id = ${requestId} and ${reminderDueSql(now, method)}`,
    ),
  );
  return due !== undefined;
}

/** What one channel's reminder row fixes at the claim, besides the request, kind and instant. */
export type ReminderRow = Pick<
  typeof notifications.$inferInsert,
  'recipient' | 'subject' | 'messageId' | 'messageSource' | 'segments'
> & { method: ReminderMethod; recipient: string };

/**
 * A new claim of request `held`'s reminder on one channel: its notifications row (kind 'release-reminder',
 * not yet sent) inserted at `now`. Answers what every claim carries.
 */
export async function claimReminderRow(tx: Tx, held: HeldReminder, now: Date, fixed: ReminderRow) {
  const { method, ...columns } = fixed;
  const [row] = await tx
    .insert(notifications)
    .values({
      requestId: held.id,
      notificationMethod: method,
      kind: RELEASE_REMINDER,
      isSuccessful: false,
      notificationSentAt: now,
      ...columns,
    })
    .returning({ id: notifications.id });
  return { notificationId: row!.id, requestId: held.id, isResumed: false };
}

/** Where the golfer releases the time: the course's booking URL, else its website, else its Teewatch page. */
export function releaseLink(config: Pick<Config, 'publicUrl'>, held: HeldReminder): string {
  return held.booking_url ?? held.website ?? `${config.publicUrl}/courses/${held.course_id}`;
}

/** Milliseconds from `now` until the held time's free cancellation ends. */
export function msUntilCutoff(held: HeldReminder, now: Date): number {
  return new Date(held.cutoff).getTime() - now.getTime();
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** Whole minutes left, never rounded up, at least 1. */
const minutesLeft = (ms: number) => Math.max(1, Math.floor(ms / 60_000));

/** "3 hours", "2 hours 30 minutes", "40 minutes": how long until the cutoff, never rounded up. */
export function timeLeftWords(ms: number): string {
  const minutes = minutesLeft(ms);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

/** "3h", "2h 30m", "40 min": the same, for a text that needs the room. */
export function shortTimeLeftWords(ms: number): string {
  const minutes = minutesLeft(ms);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}
