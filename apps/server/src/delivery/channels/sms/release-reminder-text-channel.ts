import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { alertsBySql } from '../../alerts-by-sql';
import type { ClaimBase, ClaimScope, DeliveryChannel } from '../../delivery-channel';
import {
  claimReminderRow,
  type HeldReminder,
  isReminderDue,
  msUntilCutoff,
  readHeldReminder,
  releaseLink,
  reminderChannelParts,
} from '../../release-reminder-due';
import { textablePhoneSql } from '../../textable-phone-sql';
import { composeReminderText } from './release-reminder-text';
import { claimSmsDailyAllowance, underSmsDailyLimitSql } from './sms-daily-limit';
import { keepStopped, resumeText, sendText } from './sms-delivery-channel';

// The release reminder by text (issue 38 item 2, decision 0196): for a request alerting by `sms` or
// `both` whose number may be texted now, ONE text per held time in the same window as the email
// (release-reminder-channel.ts), independent of it. A channel of the delivery engine like the email: its
// claim is a notifications row (method 'sms', kind 'release-reminder') whose subject is the text, fixed
// at the claim, so a crash resends the same text and never a second one; a new held time gets its own.
// The texting rules are the alert texts' (decision 0171): a confirmed number (so consented) not on the
// stop list, the owner not banned, SMS_DAILY_LIMIT counted under its lock. Like the email, quiet hours
// and mute do not hold it: one message about money, due in a 3-hour window.

type TextableReminder = HeldReminder & { contact_phone: string };

type ReminderTextClaim = ClaimBase & { phone: string; body: string; claimedAt: Date };

/** Request `r` may be sent its reminder text now. */
function reminderTextReadySql({ config, instant }: ClaimScope): SQL {
  return sql`(r.is_active and r.expires_at > ${instant.now} and ${alertsBySql('sms')}
    and not exists (select 1 from "user" gu where gu.id = r.user_id and coalesce(gu.banned, false))
    and ${textablePhoneSql()}
    and ${underSmsDailyLimitSql(config, instant.now)})`;
}

/** Request `requestId` with its held time, if its reminder may be texted now (the engine holds its lock). */
async function readReminderText(tx: Tx, requestId: number, scope: ClaimScope) {
  const held = await readHeldReminder(tx, requestId, reminderTextReadySql(scope));
  return held?.contact_phone
    ? ({ ...held, contact_phone: held.contact_phone } as TextableReminder)
    : undefined;
}

/** A new claim: the text fixed now, counted against SMS_DAILY_LIMIT under its lock. */
async function claimReminderText(
  tx: Tx,
  held: TextableReminder,
  { config, instant }: ClaimScope,
): Promise<ReminderTextClaim | undefined> {
  if (!(await isReminderDue(tx, held.id, instant.now, 'sms'))) return undefined;
  if (!(await claimSmsDailyAllowance(tx, config, instant.now))) return undefined;
  const { body, segments } = composeReminderText({
    courseName: held.course_name,
    date: held.held_date,
    time: held.held_time,
    msLeft: msUntilCutoff(held, instant.now),
    link: releaseLink(config, held),
  });
  const claim = await claimReminderRow(tx, held, instant.now, {
    method: 'sms',
    recipient: held.contact_phone,
    subject: body,
    segments,
  });
  return { ...claim, phone: held.contact_phone, body, claimedAt: instant.now };
}

export const releaseReminderTextChannel: DeliveryChannel<TextableReminder, ReminderTextClaim> = {
  ...reminderChannelParts('sms'),
  readySql: reminderTextReadySql,
  name: 'release-reminder-text',
  readRecipient: readReminderText,
  // The text was fixed at the claim: a resumed claim sends it again, to the number it was for.
  resume: (held, row) => resumeText(row, held.id, held.contact_phone),
  claimNew: claimReminderText,
  send: (claim, context) => sendText(context, claim.phone, claim.body),
  removeGone: (tx, claim) => keepStopped(tx, claim.phone, claim.claimedAt),
};
