import { formatClockTime, TIME_ZONE } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { notifications } from '../../db/schema';
import type { ClaimBase, ClaimScope, DeliveryChannel } from '../../delivery';
import { renderAccountNoticeEmail } from '../../email/account-notice-email';
import { composeEmail, sendComposedEmail } from '../../email/send-email';
import { recipientGate } from './recipient-gate';

// The release reminder (issue 38 item 2, decision 0196): for a held time whose course states a
// free-cancellation cutoff, ONE email in the REMINDER_HOURS before the cutoff, "Still playing Saturday
// 3:10 PM? Free cancellation ends in 3 hours", with the course's booking link. It is a channel of the
// delivery engine, so the claim fixes its bytes and Message-ID and a crash resends the same message,
// never a second one; a held time replaced by a new "I booked it" (held_set_at moves) gets its own.

/** The reminder is due from this many hours before the cutoff until the cutoff. */
export const REMINDER_HOURS = 3;

const REMINDER = 'release-reminder';

/** The held tee time as an instant: its Vancouver date and wall-clock time. */
const TEE_INSTANT = sql`((r.held_date + r.held_time::time) at time zone ${TIME_ZONE})`;

/** When free cancellation of request `r`'s held time ends, from its course `hc`. */
const CUTOFF = sql`(${TEE_INSTANT} - make_interval(hours => hc.free_cancellation_hours))`;

/** Request `r` holds a time whose reminder is due now and has not gone (or is not going) out. */
function reminderDueSql(now: Date): SQL {
  return sql`r.held_date is not null and r.held_set_at is not null
    and exists (select 1 from golf_courses hc where hc.id = r.held_course_id
      and hc.free_cancellation_hours is not null
      and ${now}::timestamptz >= ${CUTOFF} - make_interval(hours => ${REMINDER_HOURS})
      and ${now}::timestamptz < ${CUTOFF})
    and not exists (select 1 from notifications rn
      where rn.request_id = r.id and rn.kind = ${REMINDER} and rn.notification_sent_at >= r.held_set_at
        and (rn.is_successful or rn.error_message is null))`;
}

type ReminderRequest = {
  id: number;
  contact_email: string;
  held_date: string;
  held_time: string;
  held_set_at: Date | string;
  course_id: number;
  course_name: string;
  booking_url: string | null;
  website: string | null;
  cutoff: Date | string;
};

type ReminderClaim = ClaimBase & { recipient: string; messageId: string; source: string };

/** "Saturday 3:10 PM". */
function heldWords(date: string, time: string): string {
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${weekday} ${formatClockTime(time)}`;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'}`;

/** "3 hours", "2 hours 30 minutes", "40 minutes": how long until the cutoff, never rounded up. */
export function timeLeftWords(ms: number): string {
  const minutes = Math.max(1, Math.floor(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return plural(rest, 'minute');
  return rest === 0 ? plural(hours, 'hour') : `${plural(hours, 'hour')} ${plural(rest, 'minute')}`;
}

async function lockReminderRequest(tx: Tx, requestId: number, { config, instant }: ClaimScope) {
  const [row] = rowsOf<ReminderRequest>(
    await tx.execute(sql`
      select r.id, r.contact_email, r.held_date::text as held_date, r.held_time, r.held_set_at,
        hc.id as course_id, hc.name as course_name, hc.booking_url, hc.website, ${CUTOFF} as cutoff
      from monitoring_requests r join golf_courses hc on hc.id = r.held_course_id
      where r.id = ${requestId} and ${reminderReadySql(config, instant.now)}
      for update of r skip locked
    `),
  );
  return row ? { ...row, id: Number(row.id) } : undefined;
}

function reminderReadySql(config: Config, now: Date): SQL {
  return sql`r.is_active and r.expires_at > ${now} and ${recipientGate(config, now)}`;
}

/** A new claim: the reminder's words and bytes fixed now, under a Message-ID of this held time. */
async function claimReminder(tx: Tx, request: ReminderRequest, { config, instant }: ClaimScope) {
  const [due] = rowsOf(
    await tx.execute(
      sql`select 1 from monitoring_requests r where r.id = ${request.id} and ${reminderDueSql(instant.now)}`,
    ),
  );
  if (!due) return undefined;
  const held = heldWords(request.held_date, request.held_time);
  const left = timeLeftWords(new Date(request.cutoff).getTime() - instant.now.getTime());
  const url = request.booking_url ?? request.website ?? `${config.publicUrl}/courses/${request.course_id}`;
  const email = await renderAccountNoticeEmail({
    subject: `Still playing ${held}? Free cancellation ends in ${left}`,
    heading: `Still playing ${held}?`,
    lines: [
      `Free cancellation of your ${held} time at ${request.course_name} ends in ${left}.`,
      'Not playing it any more? Release it on the course’s site before then: it costs you nothing, and it is the time another golfer is waiting for.',
    ],
    url,
    button: `Manage it at ${request.course_name}`,
    linkLabel: 'Manage your booking',
    note: `Teewatch reminds you once per held time. Manage your waitlist: ${config.publicUrl}/dashboard`,
  });
  const host = new URL(config.publicUrl).hostname || 'teewatch';
  const messageId = `<${REMINDER}-${request.id}-${new Date(request.held_set_at).getTime()}@${host}>`;
  const composed = await composeEmail({
    config,
    message: { to: request.contact_email, ...email, messageId, date: instant.now },
  });
  const [row] = await tx
    .insert(notifications)
    .values({
      requestId: request.id,
      notificationMethod: 'email',
      kind: REMINDER,
      recipient: request.contact_email,
      subject: email.subject,
      isSuccessful: false,
      messageId,
      messageSource: composed.source,
      notificationSentAt: instant.now,
    })
    .returning({ id: notifications.id });
  return {
    notificationId: row!.id,
    requestId: request.id,
    recipient: request.contact_email,
    messageId,
    source: composed.source,
    isResumed: false,
  };
}

export const releaseReminderChannel: DeliveryChannel<ReminderRequest, ReminderClaim> = {
  method: 'email',
  recipients: { from: sql`monitoring_requests r`, id: sql`r.id` },
  readySql: ({ config, instant }) => reminderReadySql(config, instant.now),
  ownsSql: (n, recipient) => sql`${n}.request_id = ${recipient} and ${n}.kind = ${REMINDER}`,
  hasNewsSql: ({ instant }) => reminderDueSql(instant.now),
  concernsSql: (requestIds) => sql`r.id = any(${requestIds})`,
  claimsPerRound: 1,
  lock: lockReminderRequest,
  // The bytes were stored at the claim: a resumed claim sends them again, the same message.
  resume: (request, row) =>
    row.messageSource && row.messageId
      ? {
          notificationId: row.id,
          requestId: request.id,
          recipient: request.contact_email,
          messageId: row.messageId,
          source: row.messageSource,
          isResumed: true,
        }
      : undefined,
  claimNew: claimReminder,
  slotsNamed: () => [],
  takenBeforeRetry: 'Not sent again: the reminder was no longer due',
  send: async (claim, { config }) => {
    await sendComposedEmail({
      config,
      email: { to: claim.recipient, messageId: claim.messageId, source: claim.source },
    });
    return { kind: 'accepted' };
  },
  acceptedSql: () => sql`select count(*) from sent`,
  releaseSql: sql`select count(*) from failed`,
};
