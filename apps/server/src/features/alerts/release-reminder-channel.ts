import { formatClockTime } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import type { ClaimBase, ClaimScope, DeliveryChannel } from '../../delivery';
import { renderAccountNoticeEmail } from '../../email/account-notice-email';
import { composeEmail, sendComposedEmail } from '../../email/send-email';
import {
  type HeldReminder,
  isReminderDue,
  msUntilCutoff,
  RELEASE_REMINDER,
  readHeldReminder,
  releaseLink,
  reminderDueSql,
  timeLeftWords,
} from '../../lib/release-reminder-due';
import { recipientGate } from './recipient-gate';

// The release reminder (issue 38 item 2, decision 0196): for a held time whose course states a
// free-cancellation cutoff, ONE email in the REMINDER_HOURS before the cutoff, "Still playing Saturday
// 3:10 PM? Free cancellation ends in 3 hours", with the course's booking link. It is a channel of the
// delivery engine, so the claim fixes its bytes and Message-ID and a crash resends the same message,
// never a second one; a held time replaced by a new "I booked it" (held_set_at moves) gets its own.

type ReminderClaim = ClaimBase & { recipient: string; messageId: string; source: string };

/** "Saturday 3:10 PM". */
function heldWords(date: string, time: string): string {
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return `${weekday} ${formatClockTime(time)}`;
}

function reminderReadySql(config: Config, now: Date): SQL {
  return sql`r.is_active and r.expires_at > ${now} and ${recipientGate(config, now)}`;
}

/** A new claim: the reminder's words and bytes fixed now, under a Message-ID of this held time. */
async function claimReminder(tx: Tx, request: HeldReminder, { config, instant }: ClaimScope) {
  if (!(await isReminderDue(tx, request.id, instant.now, 'email'))) return undefined;
  const held = heldWords(request.held_date, request.held_time);
  const left = timeLeftWords(msUntilCutoff(request, instant.now));
  const url = releaseLink(config, request);
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
  const messageId = `<${RELEASE_REMINDER}-${request.id}-${new Date(request.held_set_at).getTime()}@${host}>`;
  const composed = await composeEmail({
    config,
    message: { to: request.contact_email, ...email, messageId, date: instant.now },
  });
  const [row] = await tx
    .insert(notifications)
    .values({
      requestId: request.id,
      notificationMethod: 'email',
      kind: RELEASE_REMINDER,
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

export const releaseReminderChannel: DeliveryChannel<HeldReminder, ReminderClaim> = {
  method: 'email',
  recipients: { from: sql`monitoring_requests r`, id: sql`r.id` },
  readySql: ({ config, instant }) => reminderReadySql(config, instant.now),
  ownsSql: (n, recipient) => sql`${n}.request_id = ${recipient} and ${n}.kind = ${RELEASE_REMINDER}`,
  hasNewsSql: ({ instant }) => reminderDueSql(instant.now, 'email'),
  concernsSql: (requestIds) => sql`r.id = any(${requestIds})`,
  claimsPerRound: 1,
  lock: (tx, requestId, { config, instant }) =>
    readHeldReminder(tx, requestId, {
      ready: reminderReadySql(config, instant.now),
      lockTail: sql`for update of r skip locked`,
    }),
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
