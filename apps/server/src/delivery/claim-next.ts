import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { notifications } from '../db/schema';
import { inRetryBackOffSql } from '../lib/retry-back-off-sql';
import { currentTraceId } from '../lib/trace-context';
import { channelRowsSql } from './channel-rows-sql';
import { abandonedClaimOf, renewClaimLease } from './claim-lease';
import { giveUpClaims, INTERRUPTED_MESSAGE } from './claim-outcome';
import type { ClaimBase, ClaimScope, DeliveryChannel } from './delivery-channel';
import { tryRecipientLock } from './recipient-lock';

/**
 * Claims the next send of one recipient, under its lock (tried: another worker on it means there is
 * nothing to do here; recipient-lock.ts). In order:
 * - a live claim (in flight, younger than ALERT_CLAIM_TIMEOUT_SECONDS) → nothing: its worker is sending;
 * - an abandoned claim → resumed as it was (the same content and id), its lease renewed; one that fixed
 *   nothing to resend (made by an older version) is recorded as interrupted and released;
 * - inside the back-off of a failure → nothing yet;
 * - else the channel's new claim of what is pending, if any.
 */
export async function claimNext<Recipient, Claim extends ClaimBase>(
  channel: DeliveryChannel<Recipient, Claim>,
  options: ClaimScope & { recipientId: number },
): Promise<Claim | undefined> {
  const { db, recipientId, instant } = options;
  const scope = { db, config: options.config, instant };
  return db.transaction(async (tx) => {
    if (!(await tryRecipientLock(tx, channel.name, recipientId))) return undefined;
    const recipient = await channel.readRecipient(tx, recipientId, scope);
    if (recipient === undefined) return undefined;

    const inFlight = await claimsInFlight(tx, channel, recipientId);
    const abandoned = abandonedClaimOf(inFlight, options.config, instant.now);
    if (abandoned === 'live') return undefined;
    const resumed = abandoned && channel.resume(recipient, abandoned);
    if (resumed) {
      await renewClaimLease(tx, resumed.notificationId, instant.now);
      return resumed;
    }
    if (inFlight.length > 0) {
      // Released, not failed at the provider: the new claim below does not wait out a back-off for it.
      await giveUpClaims(
        tx,
        channel,
        inFlight.map((row) => row.id),
        INTERRUPTED_MESSAGE,
      );
      return traced(tx, await channel.claimNew(tx, recipient, scope));
    }

    const [backingOff] = rowsOf<{ yes: boolean }>(
      await tx.execute(
        sql`select ${inRetryBackOffSql((n) => channelRowsSql(channel, n, sql`${recipientId}`), instant.now)} as yes`,
      ),
    );
    if (backingOff?.yes) return undefined;
    return traced(tx, await channel.claimNew(tx, recipient, scope));
  });
}

/** A new claim records the trace id of the work making it (decision 0236); a resumed one keeps its own. */
async function traced<Claim extends ClaimBase>(tx: Tx, claim: Claim | undefined): Promise<Claim | undefined> {
  const traceId = currentTraceId();
  if (claim && traceId)
    await tx.update(notifications).set({ traceId }).where(eq(notifications.id, claim.notificationId));
  return claim;
}

/** The recipient's claims in flight on this channel, oldest first. */
async function claimsInFlight<Recipient, Claim extends ClaimBase>(
  tx: Tx,
  channel: DeliveryChannel<Recipient, Claim>,
  recipientId: number,
) {
  return tx
    .select()
    .from(notifications)
    .where(
      and(
        channelRowsSql(channel, sql.raw('"notifications"'), sql`${recipientId}`),
        eq(notifications.isSuccessful, false),
        isNull(notifications.errorMessage),
      ),
    )
    .orderBy(asc(notifications.id));
}
