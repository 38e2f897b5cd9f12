import type { SQL } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type { notifications } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { RuleInstant } from '../lib/slot-rules-sql';

// What a channel (email, push, and any later one) gives the delivery engine (decision 0165). The engine
// does the protocol once for every channel: list what is deliverable, claim it under the recipient's one
// lock (recipient-lock.ts) with a lease, resume an abandoned claim as it was, send through the channel, record acceptance or
// failure in one statement, back off after a failure. A channel says who its recipients are, what is
// pending for them, what one claim fixes (its content, in its own columns), and how it is sent.

/** A notifications row as the engine reads a claim in flight. */
export type NotificationRow = typeof notifications.$inferSelect;

/** `notifications.notification_method` of a channel's rows. */
export type DeliveryMethod = NotificationRow['notificationMethod'];

/** What every claim carries; a channel adds what its send needs. */
export type ClaimBase = {
  notificationId: number;
  requestId: number;
  /** Taken over from a worker that stopped mid-send: it may already have gone out. */
  isResumed: boolean;
};

/** What listing and claiming read: the database, the settings and the one instant the rules read. */
export type ClaimScope = { db: Db; config: Config; instant: RuleInstant };

/** What a send answers; a thrown error counts as `failed` with its message. */
export type SendOutcome =
  /**
   * `messageId` and `segments`: what the provider answered (a text's Message SID, which its status
   * callbacks name, and its segments), recorded in the acceptance statement itself.
   */
  | { kind: 'accepted'; messageId?: string; segments?: number }
  | { kind: 'failed'; message: string }
  /** The provider no longer knows the recipient (a push service's 404 or 410): it is removed. */
  | { kind: 'gone'; message: string };

export type SendContext = {
  db: Db;
  config: Config;
  clock: Clock;
  /**
   * A resumed claim's times still deliverable now (the engine checked `slotsNamed`); absent for a new
   * claim. The engine gives up a resumed claim none of whose times is left, so this is never empty.
   */
  openSlotIds?: Set<number>;
};

/**
 * One channel. `Recipient` is what its row lock reads (a request for email, a device for push); the
 * recipient's id is the key the engine lists, claims and backs off by. Every SQL condition is on the
 * aliases named by `recipients` (and `r`, `d`… as the channel's own joins name them).
 */
export type DeliveryChannel<Recipient, Claim extends ClaimBase> = {
  /** Unique among the registered channels: its logs, gauges and recipient lock are keyed by it. */
  name: string;
  method: DeliveryMethod;
  /** The recipients table with its alias, and the alias's id: e.g. sql`monitoring_requests r`, sql`r.id`. */
  recipients: { from: SQL; id: SQL };
  /**
   * The recipient may be sent to now (live, allowed, inside its caps), as one condition. The golfer's
   * delivery rules (`deliveryRulesAllowNow`) belong here or in `hasNews`, counted on this channel.
   */
  readySql(scope: ClaimScope): SQL;
  /** SQL: the notifications row `n` is of `recipient` (the channel's method is added by the engine). */
  ownsSql(n: SQL, recipient: SQL): SQL;
  /** SQL: the recipient has something new to claim now (pending, deliverable, outside any gap). */
  hasNewsSql(scope: ClaimScope): SQL;
  /** SQL: the recipient is concerned by these requests' new matches (the mirror's hand-off narrows by it). */
  concernsSql(requestIds: SQL): SQL;
  /** Claims per recipient in one round before the next recipient's turn. */
  claimsPerRound: number;
  /**
   * Inside the claim's transaction, the engine holding the recipient's lock (recipient-lock.ts): reads the
   * recipient if it may be sent to now.
   */
  readRecipient(tx: Tx, recipientId: number, scope: ClaimScope): Promise<Recipient | undefined>;
  /** The claim of an abandoned row, as it was; undefined when the row fixed nothing to resend. */
  resume(recipient: Recipient, row: NotificationRow): Claim | undefined;
  /** A new claim of what is pending: its notifications row inserted and what it covers marked. */
  claimNew(tx: Tx, recipient: Recipient, scope: ClaimScope): Promise<Claim | undefined>;
  /** The tee times a claim names (slot ids), checked again before a resumed claim is sent. */
  slotsNamed(claim: Claim): number[];
  /** The history's words when a resumed claim is not sent because its times were taken. */
  takenBeforeRetry: string;
  /** Composes (unless the claim holds its bytes) and sends. */
  send(claim: Claim, context: SendContext): Promise<SendOutcome>;
  /**
   * The acceptance statement's tail after `with sent as (update notifications … returning *)`: marks
   * what the claim covers delivered, in the same statement (one round trip, its own commit).
   */
  acceptedSql(at: Date): SQL;
  /** A give-up statement's tail after `with failed as (update notifications … returning id)`: frees what the claim covered. */
  releaseSql: SQL;
  /** Removes a recipient the provider no longer knows (after its claim was given up), in that transaction. */
  removeGone?(tx: Tx, claim: Claim): Promise<void>;
};
