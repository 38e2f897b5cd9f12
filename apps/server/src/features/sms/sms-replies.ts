import {
  addDaysToIsoDate,
  type DeliveryRules,
  formatClockTime,
  formatDayLabel,
  NO_DELIVERY_RULES,
  pathTo,
  vancouverToday,
} from '@teewatch/shared';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import {
  monitoringRequests,
  notifications,
  slotOpenings,
  userDeliveryRules,
  userPhones,
} from '../../db/schema';
import { clearOptOut, recordOptOut } from '../../delivery';
import { createRequestLinkToken } from '../../email/request-link-token';

// What a golfer's reply to a text does (issue 36 item 4, decision 0171). The carriers' stop words stop
// every text to the number at once, whoever's it is, without signing in (CASL's unsubscribe); START
// resumes; HELP says what Teewatch is and how to stop. BOOKED and PAUSE act for the account whose
// confirmed number replied: BOOKED stops the date of the last slot texted to it, as the email's "I booked
// it" link does; PAUSE mutes that golfer's alerts for the rest of today and tomorrow (PAUSE_SPAN: what HELP
// says is what PAUSE does). Every answer is a short text.

/**
 * How long PAUSE mutes, in the words every reply uses. A mute ends at a Vancouver midnight (decision 0133),
 * so it is said in days, not hours: "24 hours" was 27 to 48 of them.
 */
const PAUSE_SPAN = 'for the rest of today and tomorrow';

const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
const START_WORDS = ['START', 'UNSTOP'];

export const REPLY_WORDS = {
  stopped: 'Teewatch: you will get no more texts from us. Reply START to get them again.',
  started: 'Teewatch: texts are on again. Reply STOP to stop them, HELP for help.',
  unknownNumber: 'Teewatch: this number is not confirmed on a Teewatch account. Reply STOP to stop texts.',
  nothingToBook: 'Teewatch: we have not texted you a tee time yet. Reply HELP for help.',
  other: `Teewatch: reply BOOKED when you booked, PAUSE to mute alerts ${PAUSE_SPAN}, STOP to stop, HELP for help.`,
} as const;

export function helpWords(config: Pick<Config, 'publicUrl'>): string {
  return (
    'Teewatch texts you when a tee time you watch opens. Reply BOOKED when you booked it, PAUSE to mute ' +
    `alerts ${PAUSE_SPAN}, STOP to stop all texts. Manage alerts: ${config.publicUrl}${pathTo('account')}`
  );
}

/** "stop!" → "STOP"; "Stop all" → "STOPALL": the reply's first words, letters only, as carriers read them. */
export function keywordOf(body: string): string {
  const words = body.trim().toUpperCase().split(/\s+/);
  const first = (words[0] ?? '').replace(/[^A-Z]/g, '');
  return first === 'STOP' && words[1]?.replace(/[^A-Z]/g, '') === 'ALL' ? 'STOPALL' : first;
}

/**
 * "I booked it" for one date of a request, as the email's link does it: what BOOKED needs of
 * features/booked's markBooked, which the composition root hands over, so texts import nothing of it.
 */
export type MarkBooked = (options: {
  db: Db;
  secret: string;
  /** The secret before a rotation: links signed with it still verify (decision 0232). */
  previousSecret?: string | undefined;
  token: string;
  date: string;
  scope: 'date';
  now: Date;
  /** A group's note to the other members goes out with these mail settings (decision 0210). */
  config: Config;
}) => Promise<{ kind: 'date-stopped' | 'request-ended' | 'already-stopped' }>;

/** BETTER's act: features/booked's holdForBetter (decision 0195), handed over the same way. */
export type HoldForBetter = (options: {
  db: Db;
  requestId: number;
  openingId: number;
  better: 'earlier';
  now: Date;
}) => Promise<{ kind: 'holding'; held: { date: string; time: string } } | { kind: 'already-stopped' }>;

/** Handles one inbound text from `from` (E.164); answers the words to text back. */
export async function answerReply(options: {
  db: Db;
  config: Config;
  from: string;
  body: string;
  now: Date;
  /** BOOKED's and BETTER's acts: features/booked's, as app.ctx hands them over (decision 0192). */
  markBooked: MarkBooked;
  holdForBetter: HoldForBetter;
}): Promise<string> {
  const { db, config, from, now } = options;
  const keyword = keywordOf(options.body);
  if (STOP_WORDS.includes(keyword)) {
    await recordOptOut(db, from, 'reply', now);
    return REPLY_WORDS.stopped;
  }
  if (START_WORDS.includes(keyword)) {
    await clearOptOut(db, from);
    return REPLY_WORDS.started;
  }
  if (keyword === 'HELP' || keyword === 'INFO') return helpWords(config);
  if (keyword !== 'BOOKED' && keyword !== 'PAUSE' && keyword !== 'BETTER') return REPLY_WORDS.other;
  const [owner] = await db
    .select({ userId: userPhones.userId })
    .from(userPhones)
    .where(and(eq(userPhones.phone, from), isNotNull(userPhones.confirmedAt)));
  if (!owner) return REPLY_WORDS.unknownNumber;
  if (keyword === 'BETTER') return holdLastTexted(db, owner.userId, from, now, options.holdForBetter);
  return keyword === 'BOOKED'
    ? bookLastTexted(db, config, owner.userId, from, now, options.markBooked)
    : pause(db, owner.userId, now);
}

/** The last text to this number that named a time, of one of the golfer's requests. */
async function lastTexted(db: Db, userId: string, phone: string) {
  const [last] = await db
    .select({ requestId: notifications.requestId, openingIds: notifications.openingIds })
    .from(notifications)
    .innerJoin(monitoringRequests, eq(monitoringRequests.id, notifications.requestId))
    .where(
      and(
        eq(notifications.notificationMethod, 'sms'),
        eq(notifications.recipient, phone),
        eq(monitoringRequests.userId, userId),
        sql`cardinality(${notifications.openingIds}) > 0`,
      ),
    )
    .orderBy(desc(notifications.notificationSentAt), desc(notifications.id))
    .limit(1);
  return last;
}

/**
 * BETTER (decision 0195): the golfer booked the time the last text named and wants an earlier one that
 * day: its request holds that time and alerts only for earlier ones (after BOOKED too: the day is
 * watched again).
 */
async function holdLastTexted(
  db: Db,
  userId: string,
  phone: string,
  now: Date,
  holdForBetter: HoldForBetter,
): Promise<string> {
  const last = await lastTexted(db, userId, phone);
  const openingId = last?.openingIds[0];
  if (!last?.requestId || !openingId) return REPLY_WORDS.nothingToBook;
  const outcome = await holdForBetter({ db, requestId: last.requestId, openingId, better: 'earlier', now });
  if (outcome.kind !== 'holding')
    return 'Teewatch: that request has stopped. Set a held time on your dashboard.';
  const { held } = outcome;
  return `Teewatch: we'll text you only for a time earlier than your ${formatClockTime(held.time)} on ${formatDayLabel(held.date)}. Release the old booking yourself if you switch.`;
}

/** BOOKED: the date of the last slot texted to this number stops being watched by its request. */
async function bookLastTexted(
  db: Db,
  config: Config,
  userId: string,
  phone: string,
  now: Date,
  markBooked: MarkBooked,
): Promise<string> {
  const last = await lastTexted(db, userId, phone);
  if (!last?.requestId) return REPLY_WORDS.nothingToBook;
  const [opening] = await db
    .select({ date: slotOpenings.date })
    .from(slotOpenings)
    .where(inArray(slotOpenings.id, last.openingIds))
    .orderBy(slotOpenings.date)
    .limit(1);
  if (!opening) return REPLY_WORDS.nothingToBook;
  const token = createRequestLinkToken({
    secret: config.authSecret,
    requestId: last.requestId,
    purpose: 'booked',
  });
  const outcome = await markBooked({
    db,
    secret: config.authSecret,
    previousSecret: config.previousAuthSecret,
    token,
    date: opening.date,
    scope: 'date',
    now,
    config,
  });
  const day = formatDayLabel(opening.date);
  if (outcome.kind === 'already-stopped')
    return `Teewatch: that request had already stopped. Enjoy your round on ${day}!`;
  return outcome.kind === 'request-ended'
    ? `Teewatch: great, enjoy your round on ${day}! That request has stopped.`
    : `Teewatch: great, enjoy your round on ${day}! We stopped watching that day. Reply BETTER to watch it for an earlier time.`;
}

/**
 * PAUSE: no alert for the rest of today and tomorrow (PAUSE_SPAN). "Mute until" is a Vancouver date
 * (decision 0133: nothing before it starts), so the mute ends at the midnight after tomorrow; a longer mute
 * stays. The account's rules and every request's own rules get it, so no request of the golfer's escapes it.
 */
async function pause(db: Db, userId: string, now: Date): Promise<string> {
  const until = addDaysToIsoDate(vancouverToday(now), 2);
  const later = (rules: DeliveryRules): DeliveryRules => ({
    ...rules,
    muteUntil: rules.muteUntil && rules.muteUntil > until ? rules.muteUntil : until,
  });
  await db.transaction(async (tx) => {
    const [account] = await tx
      .select({ rules: userDeliveryRules.rules })
      .from(userDeliveryRules)
      .where(eq(userDeliveryRules.userId, userId))
      .for('update');
    const rules = later({ ...NO_DELIVERY_RULES, ...account?.rules });
    await tx
      .insert(userDeliveryRules)
      .values({ userId, rules, updatedAt: now })
      .onConflictDoUpdate({ target: userDeliveryRules.userId, set: { rules, updatedAt: now } });
    const own = await tx
      .select({ id: monitoringRequests.id, rules: monitoringRequests.deliveryRules })
      .from(monitoringRequests)
      .where(and(eq(monitoringRequests.userId, userId), isNotNull(monitoringRequests.deliveryRules)));
    for (const request of own) {
      await tx
        .update(monitoringRequests)
        .set({ deliveryRules: later({ ...NO_DELIVERY_RULES, ...request.rules }) })
        .where(eq(monitoringRequests.id, request.id));
    }
  });
  return `Teewatch: alerts paused ${PAUSE_SPAN}, until ${formatDayLabel(until)}, 12:00 AM. Reply STOP to stop all texts.`;
}
