import type { Config } from '../../../config';
import { sendComposedEmail } from '../../../email/send-email';
import type { NotificationRow } from '../../delivery-channel';

// What every email claim fixes in its notifications row and sends from it (the alert email and the
// release reminder, decisions 0007 and 0196): to whom, under which Message-ID, with which bytes.

export type StoredEmail = {
  notificationId: number;
  requestId: number;
  recipient: string;
  messageId: string;
  /** The composed bytes of an earlier attempt, or null when not composed yet. */
  source: string | null;
  isResumed: boolean;
};

/** An abandoned claim's email as its row fixed it; undefined when the row fixed no Message-ID. */
export function resumedEmail(
  request: { id: number; contact_email: string },
  row: NotificationRow,
): StoredEmail | undefined {
  if (!row.messageId) return undefined;
  return {
    notificationId: row.id,
    requestId: request.id,
    recipient: request.contact_email,
    messageId: row.messageId,
    source: row.messageSource,
    isResumed: true,
  };
}

/** Sends a claim's stored bytes, the same message however often it is resent. */
export async function sendStoredEmail(
  config: Config,
  claim: Pick<StoredEmail, 'recipient' | 'messageId'> & { source: string },
): Promise<{ kind: 'accepted' }> {
  await sendComposedEmail({
    config,
    email: { to: claim.recipient, messageId: claim.messageId, source: claim.source },
  });
  return { kind: 'accepted' };
}
