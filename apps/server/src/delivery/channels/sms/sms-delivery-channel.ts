import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { alertChannelParts } from '../../alert-channel-parts';
import { alertsBySql } from '../../alerts-by-sql';
import type { DeliveryChannel, NotificationRow, SendContext, SendOutcome } from '../../delivery-channel';
import { send } from './sms-channel';
import {
  claimSms,
  readSmsRequest,
  type SmsClaim,
  type SmsRecipient,
  smsNewsSql,
  smsReadySql,
} from './sms-claim.queries';
import { recordOptOut } from './sms-opt-outs';

// Texts as a channel of the delivery engine (decisions 0165 and 0173): per request alerting by `sms` or
// `both`, a claim fixes the text (one GSM-7 segment, sms-channel.ts) and a resumed one goes out again as
// it was. The engine records the Message SID and segments with the acceptance, so Twilio's status
// callbacks (/api/sms/status) find the row.

/**
 * Sends one text claimed on the delivery engine as its outcome: accepted with the Message SID and
 * segments; a number that replied STOP (to us or at the carrier) is `gone`, and gets no more texts.
 */
export async function sendText(
  { db, config, clock }: Pick<SendContext, 'db' | 'config' | 'clock'>,
  phone: string,
  body: string,
): Promise<SendOutcome> {
  const sent = await send({ db, config, to: phone, body, now: clock() });
  if (sent.ok) return { kind: 'accepted', messageId: sent.sid, segments: sent.segments };
  const message = `${sent.message}${sent.errorCode ? ` (Twilio error ${sent.errorCode})` : ''}`;
  return sent.reason === 'opted-out' ? { kind: 'gone', message } : { kind: 'failed', message };
}

/**
 * A text claim abandoned mid-send, resumed as it was: the text it fixed, to the number it was for. A
 * claim for a number the request no longer has is not resumed (the engine releases it).
 */
export function resumeText(row: NotificationRow, requestId: number, phone: string) {
  return row.subject && row.recipient === phone
    ? {
        notificationId: row.id,
        requestId,
        phone,
        body: row.subject,
        claimedAt: row.notificationSentAt,
        isResumed: true,
      }
    : undefined;
}

/** A `gone` text's number: on the stop list (send recorded it; recorded again inside the give-up, in case). */
export async function keepStopped(tx: Tx, phone: string, at: Date): Promise<void> {
  await recordOptOut(tx, phone, 'carrier', at);
}

const SMS_TAKEN_BEFORE_RETRY = 'Not sent again: the time was taken before the retry';

export const smsDeliveryChannel: DeliveryChannel<SmsRecipient, SmsClaim> = {
  // One text covers everything pending; what opens later goes in the next round's text.
  ...alertChannelParts('sms'),
  readySql: smsReadySql,
  hasNewsSql: smsNewsSql,
  name: 'sms',
  readRecipient: readSmsRequest,
  resume: (recipient, row) => {
    const text = resumeText(row, recipient.id, recipient.phone);
    return (
      text && {
        ...text,
        slotId: recipient.namedSlotId,
        partnerSlotId: recipient.namedPartnerSlotId ?? null,
      }
    );
  },
  claimNew: claimSms,
  // A pair's text names both its times (decision 0204): it goes again only while both are open.
  slotsNamed: (claim) =>
    claim.slotId === null ? [] : [claim.slotId, ...(claim.partnerSlotId ? [claim.partnerSlotId] : [])],
  takenBeforeRetry: SMS_TAKEN_BEFORE_RETRY,
  send: (claim, context) => sendText(context, claim.phone, claim.body),
  // For a request alerting by text only, the text delivers its alerts (the email channel then has
  // nothing pending for them); a request alerting both ways is also emailed.
  acceptedSql: (at) => sql`
    update request_alerts ra set delivered_at = ${at}
    from sent, monitoring_requests r
    where ra.request_id = sent.request_id and ra.opening_id = any(sent.opening_ids)
      and r.id = ra.request_id and not ${alertsBySql('email')} and ra.delivered_at is null`,
  // A text given up covers nothing: its openings are pending again (the row's error_message says so).
  releaseSql: sql`select count(*) from failed`,
  removeGone: (tx, claim) => keepStopped(tx, claim.phone, claim.claimedAt),
};
