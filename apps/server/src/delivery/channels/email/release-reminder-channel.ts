import { formatClockTime, pathTo } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { renderAccountNoticeEmail } from '../../../email/account-notice-email';
import { emailFooter } from '../../../email/email-footer';
import { composeEmail } from '../../../email/send-email';
import type { ClaimScope, DeliveryChannel } from '../../delivery-channel';
import {
  claimReminderRow,
  type HeldReminder,
  isReminderDue,
  msUntilCutoff,
  RELEASE_REMINDER,
  readHeldReminder,
  releaseLink,
  reminderChannelParts,
  timeLeftWords,
} from '../../release-reminder-due';
import { recipientGate } from './recipient-gate';
import { resumedEmail, type StoredEmail, sendStoredEmail } from './stored-email';

// The release reminder (issue 38 item 2, decision 0196): for a held time whose course states a
// free-cancellation cutoff, ONE email in the REMINDER_HOURS before the cutoff, "Still playing Saturday
// 3:10 PM? Free cancellation ends in 3 hours", with the course's booking link. It is a channel of the
// delivery engine, so the claim fixes its bytes and Message-ID and a crash resends the same message,
// never a second one; a held time replaced by a new "I booked it" (held_set_at moves) gets its own.

type ReminderClaim = StoredEmail & { source: string };

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

/** The reminder's words and bytes at `now`, under a Message-ID of this held time. */
export async function composeReleaseReminder(config: Config, request: HeldReminder, now: Date) {
  const held = heldWords(request.held_date, request.held_time);
  const left = timeLeftWords(msUntilCutoff(request, now));
  const url = releaseLink(config, request);
  const footer = emailFooter(config, 'release-reminder', request.contact_email);
  const email = await renderAccountNoticeEmail({
    footer,
    subject: `Still playing ${held}? Free cancellation ends in ${left}`,
    heading: `Still playing ${held}?`,
    lines: [
      `Free cancellation of your ${held} time at ${request.course_name} ends in ${left}.`,
      'Not playing it any more? Release it on the course’s site before then: it costs you nothing, and it is the time another golfer is waiting for.',
    ],
    url,
    button: `Manage it at ${request.course_name}`,
    linkLabel: 'Manage your booking',
    note: `Teewatch reminds you once per held time. Manage your waitlist: ${config.publicUrl}${pathTo('dashboard')}`,
  });
  const host = new URL(config.publicUrl).hostname || 'teewatch';
  const messageId = `<${RELEASE_REMINDER}-${request.id}-${new Date(request.held_set_at).getTime()}@${host}>`;
  const composed = await composeEmail({
    config,
    message: { to: request.contact_email, ...email, footer, messageId, date: now },
  });
  return { subject: email.subject, messageId, source: composed.source };
}

/** A new claim: the reminder's words and bytes fixed now, under a Message-ID of this held time. */
async function claimReminder(tx: Tx, request: HeldReminder, { config, instant }: ClaimScope) {
  if (!(await isReminderDue(tx, request.id, instant.now, 'email'))) return undefined;
  const { subject, messageId, source } = await composeReleaseReminder(config, request, instant.now);
  const claim = await claimReminderRow(tx, request, instant.now, {
    method: 'email',
    recipient: request.contact_email,
    subject,
    messageId,
    messageSource: source,
  });
  return { ...claim, recipient: request.contact_email, messageId, source };
}

export const releaseReminderChannel: DeliveryChannel<HeldReminder, ReminderClaim> = {
  ...reminderChannelParts('email'),
  readySql: ({ config, instant }) => reminderReadySql(config, instant.now),
  name: 'release-reminder',
  readRecipient: (tx, requestId, { config, instant }) =>
    readHeldReminder(tx, requestId, reminderReadySql(config, instant.now)),
  // The bytes were stored at the claim: a resumed claim sends them again, the same message.
  resume: (request, row) => {
    const stored = resumedEmail(request, row);
    return stored?.source ? { ...stored, source: stored.source } : undefined;
  },
  claimNew: claimReminder,
  send: (claim, { config }) => sendStoredEmail(config, claim),
};
