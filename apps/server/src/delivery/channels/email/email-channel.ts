import { pathTo } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { renderAlertEmail } from '../../../email/alert-email';
import { emailFooter } from '../../../email/email-footer';
import { createRequestLinkToken } from '../../../email/request-link-token';
import { composeEmail } from '../../../email/send-email';
import { stillOpenLinkUrl } from '../../../email/still-open-link';
import { createUnsubscribeToken } from '../../../email/unsubscribe-token';
import { alertChannelParts } from '../../alert-channel-parts';
import { type DeliveryOptions, type DeliveryResult, deliverPending } from '../../deliver-pending';
import type { DeliveryChannel } from '../../delivery-channel';
import { listDue } from '../../list-due';
import type { ClaimedEmail } from './claimed-email';
import {
  type AlertRequest,
  claimAlertEmail,
  type EmailClaim,
  emailNewsSql,
  emailReadySql,
  readAlertRequest,
} from './email-claim.queries';
import { resumedEmail, sendStoredEmail } from './stored-email';

// Alert emails as a channel of the delivery engine (decisions 0007 and 0165): one email per request
// and claim, its content and Message-ID fixed at the claim (email-claim.queries.ts), composed once and
// stored, so a re-send after a crash is the same message byte for byte.

const ALL_TAKEN_MESSAGE = 'Not sent again: every listed tee time was taken before the retry';

export const emailChannel: DeliveryChannel<AlertRequest, EmailClaim> = {
  // One email per request a round: the minimum gap spaces the next.
  ...alertChannelParts('email'),
  readySql: emailReadySql,
  hasNewsSql: emailNewsSql,
  name: 'email',
  readRecipient: readAlertRequest,
  resume: (request, row) => {
    const stored = resumedEmail(request, row);
    return stored && row.emailContent ? { ...stored, content: row.emailContent as ClaimedEmail } : undefined;
  },
  claimNew: claimAlertEmail,
  // A pair names both its times (decision 0204): it goes again only while both are open.
  slotsNamed: (claim) =>
    claim.content.slots.flatMap((slot) => [
      slot.slotId,
      ...(slot.pairedWith ? [slot.pairedWith.slotId] : []),
    ]),
  takenBeforeRetry: ALL_TAKEN_MESSAGE,
  send: sendAlertEmail,
  acceptedSql: (at) => sql`
    update request_alerts set delivered_at = ${at}
    where notification_id in (select id from sent) and delivered_at is null`,
  releaseSql: sql`
    update request_alerts set notification_id = null
    where notification_id in (select id from failed) and delivered_at is null`,
};

/** Every request's next email, as tests and benchmarks call it (the notify job runs the engine on emailChannel). */
export function deliverPendingAlerts(
  options: DeliveryOptions & { concurrency?: number; requestIds?: number[] },
): Promise<DeliveryResult> {
  return deliverPending(emailChannel, options);
}

/** Requests with an email to send now, oldest first. */
export function listDeliverableRequests(options: {
  db: Db;
  config: Config;
  now: Date;
  limit?: number;
}): Promise<number[]> {
  return listDue(emailChannel, options);
}

/**
 * A resumed claim re-sends its stored bytes unchanged (same Message-ID) unless some listed times closed
 * meanwhile: then the rest is re-composed with the same Message-ID and Date. The bytes are stored before
 * the send, so a crash after it resends the same message.
 */
async function sendAlertEmail(
  claim: EmailClaim,
  { db, config, openSlotIds }: { db: Db; config: Config; openSlotIds?: Set<number> },
) {
  let { content, source } = claim;
  const kept = openSlotIds
    ? content.slots.filter(
        (slot) =>
          openSlotIds.has(slot.slotId) && (!slot.pairedWith || openSlotIds.has(slot.pairedWith.slotId)),
      )
    : content.slots;
  // Nothing left to name (a pair whose other time went): not sent, as when every time was taken.
  if (kept.length === 0) return { kind: 'failed', message: ALL_TAKEN_MESSAGE } as const;
  if (kept.length < content.slots.length) {
    content = { ...content, slots: kept };
    source = null;
  }
  if (!source) {
    const composed = await composeAlertEmail(config, claim, content);
    source = composed.source;
    await db.execute(sql`
      update notifications set message_source = ${source}, subject = ${composed.subject},
        email_content = ${JSON.stringify(content)}::jsonb
      where id = ${claim.notificationId}
    `);
  }
  return sendStoredEmail(config, { ...claim, source });
}

/** The alert email's bytes for a claim: its links signed for the request, its footer for the recipient. */
export async function composeAlertEmail(
  config: Config,
  claim: Pick<EmailClaim, 'requestId' | 'recipient' | 'messageId'>,
  content: ClaimedEmail,
) {
  const { requestId } = claim;
  const link = (purpose: 'unsubscribe' | 'pause') =>
    `${config.publicUrl}/api/unsubscribe?token=${createUnsubscribeToken({ secret: config.authSecret, requestId, purpose })}`;
  const bookedToken = createRequestLinkToken({ secret: config.authSecret, requestId, purpose: 'booked' });
  const unsubscribeUrl = link('unsubscribe');
  const footer = emailFooter(config, 'alert', claim.recipient);
  const email = await renderAlertEmail({
    footer,
    requestId,
    isFirst: content.isFirst,
    heldBy: content.heldBy,
    holding: content.holding,
    // Book goes through "Still open?" (decision 0132); the stored content keeps the course's own link,
    // so a claim fixed before this change composes the same way.
    slots: content.slots.map((slot) => ({
      ...slot,
      bookingUrl: slot.slotId
        ? stillOpenLinkUrl({ config, requestId, slotId: slot.slotId, partnerSlotId: slot.pairedWith?.slotId })
        : slot.bookingUrl,
      // A pair's second time has its own Book link, checking both times too (decision 0204).
      ...(slot.pairedWith
        ? {
            pairedWith: {
              ...slot.pairedWith,
              bookingUrl: stillOpenLinkUrl({
                config,
                requestId,
                slotId: slot.pairedWith.slotId,
                partnerSlotId: slot.slotId,
              }),
            },
          }
        : {}),
    })),
    moreCount: content.moreCount,
    moreUrl: content.moreUrl,
    startHour: content.startHour,
    endHour: content.endHour,
    numberOfPlayers: content.numberOfPlayers,
    expiresAt: new Date(content.expiresAt),
    unsubscribeUrl,
    pauseUrl: link('pause'),
    bookedUrl: `${config.publicUrl}/api/booked?token=${bookedToken}`,
    dashboardUrl: `${config.publicUrl}${pathTo('dashboard')}`,
  });
  const composed = await composeEmail({
    config,
    message: {
      to: claim.recipient,
      subject: email.subject,
      html: email.html,
      text: email.text,
      messageId: claim.messageId,
      date: new Date(content.date),
      footer,
    },
  });
  return { source: composed.source, subject: email.subject };
}
