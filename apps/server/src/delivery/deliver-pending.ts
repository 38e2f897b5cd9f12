import { performance } from 'node:perf_hooks';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import { drainInWorkers } from '../lib/drain-in-workers';
import { ruleInstant } from '../lib/slot-rules-sql';
import { releaseClaimLease } from './claim-lease';
import { claimNext } from './claim-next';
import { giveUpClaims, recordAccepted } from './claim-outcome';
import { stillDeliverableSlotIds } from './deliverable-slot-sql';
import type { ClaimBase, DeliveryChannel, SendContext, SendOutcome } from './delivery-channel';
import { listDue } from './list-due';

/** A round's count per outcome; `removed` only on a channel that removes recipients the provider lost. */
export type DeliveryResult = { sent: number; failed: number; removed?: number };

/** One accepted send: how long from the provider's acceptance to the commit that records it. */
export type DeliveryTiming = { notificationId: number; acceptedToRecordedMs: number; isResumed: boolean };

/**
 * How a stopping process stops delivering (SIGTERM, decision 0221). `claiming` aborted: no new claim
 * (a drain in progress ends after its sends). `sending` aborted: a send not accepted by its provider yet
 * is abandoned and its claim released at once, for another worker to resume within seconds.
 */
export type DeliveryStop = { claiming: AbortSignal; sending: AbortSignal };

export type DeliveryOptions = {
  db: Db;
  config: Config;
  clock: Clock;
  /** Called after each accepted send with its timing (benchmarks and tests measure the crash window). */
  onAccepted?: (timing: DeliveryTiming) => void;
  stop?: DeliveryStop;
};

type Outcome = 'sent' | 'failed' | 'removed' | 'nothing';

/** The outcome of a send cut short by `stop.sending`. */
type Interrupted = { kind: 'interrupted' };

/**
 * Sends every recipient of the channel what is due. Safe in several processes at once: claims are taken
 * under row locks (skip locked) and each is a `notifications` row, so every attempt (sent, refused, or
 * cut short by a crash) is in the history. `requestIds` (the mirror's hand-off) are listed first; the
 * drain then goes on over everything due, so a hand-off never leaves other news waiting.
 */
export async function deliverPending<Recipient, Claim extends ClaimBase>(
  channel: DeliveryChannel<Recipient, Claim>,
  options: DeliveryOptions & { concurrency?: number; requestIds?: number[] },
): Promise<DeliveryResult> {
  const total: DeliveryResult = { sent: 0, failed: 0, ...(channel.removeGone ? { removed: 0 } : {}) };
  const { db, config, clock } = options;
  let handedOff = options.requestIds?.length ? options.requestIds : undefined;
  await drainInWorkers({
    list: async () => {
      if (options.stop?.claiming.aborted) return [];
      const requestIds = handedOff;
      handedOff = undefined;
      const first = requestIds ? await listDue(channel, { db, config, now: clock(), requestIds }) : [];
      return first.length > 0 ? first : listDue(channel, { db, config, now: clock() });
    },
    work: async (recipientId) => {
      for (let round = 0; round < channel.claimsPerRound; round += 1) {
        const outcome = await deliverNext(channel, { ...options, recipientId });
        if (outcome === 'nothing') break;
        total[outcome] = (total[outcome] ?? 0) + 1;
        if (outcome !== 'sent') break;
      }
    },
    concurrency: options.concurrency,
  });
  return total;
}

/** Claims, sends and records one recipient's next send. */
export async function deliverNext<Recipient, Claim extends ClaimBase>(
  channel: DeliveryChannel<Recipient, Claim>,
  options: DeliveryOptions & { recipientId: number },
): Promise<Outcome> {
  const { db, config, clock } = options;
  if (options.stop?.claiming.aborted) return 'nothing';
  const claim = await claimNext(channel, {
    db,
    config,
    recipientId: options.recipientId,
    instant: ruleInstant(clock()),
  });
  if (!claim) return 'nothing';
  return sendClaim(channel, { ...options, claim });
}

/**
 * Sends a claim and records the outcome. A resumed claim is checked first: the times it names that are
 * no longer deliverable are not sent (the channel drops them, or nothing goes when none is left: no
 * phantom alert); otherwise it goes out again as it was, so a recipient that already had it sees it once.
 * Resolves 'sent' once the provider accepted, recorded at once.
 */
async function sendClaim<Recipient, Claim extends ClaimBase>(
  channel: DeliveryChannel<Recipient, Claim>,
  options: DeliveryOptions & { claim: Claim },
): Promise<Outcome> {
  const { db, config, clock, claim } = options;
  let openSlotIds: Set<number> | undefined;
  const named = claim.isResumed ? channel.slotsNamed(claim) : [];
  if (named.length > 0) {
    openSlotIds = await stillDeliverableSlotIds(db, claim.requestId, named, ruleInstant(clock()));
    if (openSlotIds.size === 0) {
      await giveUpClaims(db, channel, [claim.notificationId], channel.takenBeforeRetry);
      return 'nothing';
    }
  }
  const outcome = await sendUnlessStopped(channel, claim, { db, config, clock, openSlotIds }, options.stop);
  if (outcome.kind === 'interrupted' || (outcome.kind !== 'accepted' && options.stop?.sending.aborted)) {
    // Not accepted (a refusal caused by the stop, such as a closed connection, is not the provider's
    // answer): released, not given up, so it costs no back-off.
    await releaseClaimLease(db, config, claim.notificationId, clock());
    return 'nothing';
  }
  if (outcome.kind === 'accepted') {
    const accepted = performance.now();
    await recordAccepted(db, channel, claim.notificationId, clock(), outcome);
    options.onAccepted?.({
      notificationId: claim.notificationId,
      acceptedToRecordedMs: performance.now() - accepted,
      isResumed: claim.isResumed,
    });
    return 'sent';
  }
  const reason = outcome.message.slice(0, 1000) || 'Send failed';
  const { removeGone } = channel;
  if (outcome.kind === 'gone' && removeGone) {
    await db.transaction(async (tx) => {
      await giveUpClaims(tx, channel, [claim.notificationId], reason);
      await removeGone(tx, claim);
    });
    return 'removed';
  }
  await giveUpClaims(db, channel, [claim.notificationId], reason);
  return 'failed';
}

/** The channel's send, or `interrupted` as soon as `stop.sending` aborts first; a throw is `failed`. */
async function sendUnlessStopped<Recipient, Claim extends ClaimBase>(
  channel: DeliveryChannel<Recipient, Claim>,
  claim: Claim,
  context: SendContext,
  stop: DeliveryStop | undefined,
): Promise<SendOutcome | Interrupted> {
  const sent = channel.send(claim, context).catch(
    (error: unknown): SendOutcome => ({
      kind: 'failed',
      message: error instanceof Error ? error.message : String(error),
    }),
  );
  if (!stop) return sent;
  if (stop.sending.aborted) return { kind: 'interrupted' };
  let onAbort: (() => void) | undefined;
  const interrupted = new Promise<Interrupted>((resolve) => {
    onAbort = () => resolve({ kind: 'interrupted' });
    stop.sending.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([sent, interrupted]);
  } finally {
    if (onAbort) stop.sending.removeEventListener('abort', onAbort);
  }
}
