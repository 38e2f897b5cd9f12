import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { rowsOf } from '../../../db/rows-of';
import { notifications } from '../../../db/schema';
import { claimStaleBefore } from '../../claim-lease';
import type { DeliveryChannel } from '../../delivery-channel';
import { type StoredEmail, sendStoredEmail } from './stored-email';

// The group's "has ended" note (decisions 0210, 0263): one email to each other member once one member's
// "I booked it" ended the watch for all. Nothing is pending to discover later: the note is claimed in
// the booking's own transaction (its notifications row, bytes and Message-ID fixed there), so the watch
// never ends without its notes and a crash after the commit loses none. The row is handed to the engine
// released (its lease already over, as a stopping worker hands one back), so the booking's request
// sends it at once through `deliverNext` and, if that process dies first, the job's sweep resumes it:
// under the recipient's lock, the same bytes, recorded as accepted or given up like every claim.

/** `notifications.kind` of a group note's rows. */
export const GROUP_BOOKED = 'group-booked';

type GroupNoteClaim = StoredEmail & { source: string };

/** What one member's note fixes at the claim. */
export type GroupNote = { requestId: number; to: string; subject: string; messageId: string; source: string };

/**
 * Inside the booking's transaction: claims member request `requestId`'s note, handed over released (its
 * lease moved before the stale line) so the next claimer anywhere resumes it at once.
 */
export async function claimGroupBookedNote(tx: Tx, config: Config, note: GroupNote, now: Date) {
  const [row] = await tx
    .insert(notifications)
    .values({
      requestId: note.requestId,
      notificationMethod: 'email',
      kind: GROUP_BOOKED,
      isSuccessful: false,
      notificationSentAt: new Date(claimStaleBefore(config, now).getTime() - 1000),
      recipient: note.to,
      subject: note.subject,
      messageId: note.messageId,
      messageSource: note.source,
    })
    .returning({ id: notifications.id });
  return row!.id;
}

export const groupBookedChannel: DeliveryChannel<{ id: number }, GroupNoteClaim> = {
  name: GROUP_BOOKED,
  method: 'email',
  recipients: { from: sql`monitoring_requests r`, id: sql`r.id` },
  // A member's request has ended (that is the news); the address is checked when the note is claimed.
  readySql: () => sql`r.group_booked is not null`,
  ownsSql: (n, recipient) => sql`${n}.request_id = ${recipient} and ${n}.kind = ${GROUP_BOOKED}`,
  // Every note is claimed by the booking: the engine only resumes them.
  hasNewsSql: () => sql`false`,
  concernsSql: (requestIds) => sql`r.id = any(${requestIds})`,
  claimsPerRound: 1,
  readRecipient: async (tx, requestId) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`select r.id from monitoring_requests r where r.id = ${requestId}`),
    );
    return row ? { id: Number(row.id) } : undefined;
  },
  // The row holds the note's address (the member's account), bytes and Message-ID: sent again as it was.
  resume: (request, row) =>
    row.messageId && row.messageSource && row.recipient
      ? {
          notificationId: row.id,
          requestId: request.id,
          recipient: row.recipient,
          messageId: row.messageId,
          source: row.messageSource,
          isResumed: true,
        }
      : undefined,
  claimNew: async () => undefined,
  slotsNamed: () => [],
  takenBeforeRetry: 'Not sent again: the note names no tee time',
  send: (claim, { config }) => sendStoredEmail(config, claim),
  acceptedSql: () => sql`select count(*) from sent`,
  releaseSql: sql`select count(*) from failed`,
};
