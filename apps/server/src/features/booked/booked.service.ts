import { describeWeekdays, isIsoDate, monitoringEndsAt } from '@teewatch/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { monitoringRequests } from '../../db/schema';
import { verifyRequestLinkToken } from '../../email/request-link-token';
import { badRequest } from '../../http/app-error';
import { stopWeeklyDate } from '../monitoring-requests';
import { claimGroupBookedNotes, endGroupWatch, sendGroupBookedNotes } from './end-group-watch';
import { lockBookedRequest } from './lock-booked-request';

export const INVALID_BOOKED_LINK_MESSAGE = 'This link is invalid or has been altered';
export const UNKNOWN_DATE_MESSAGE = 'This waitlist request does not watch that date';

/** What the "I booked it" page needs to know about the request its link names. */
export type BookedLinkState = {
  requestId: number;
  /** The request still watches something (active, not past its end). */
  isWatching: boolean;
  /** Dates still watched, in order. */
  watchedDates: string[];
  bookedDates: string[];
  /** The link's date, when it names one (checked to be one of the request's dates). */
  date?: string;
  /** A standing weekly watch's weekdays in words ("Saturdays"), decision 0350; absent for a dated request. */
  weekly?: string;
};

const invalid = () =>
  badRequest(INVALID_BOOKED_LINK_MESSAGE, [{ field: 'token', message: INVALID_BOOKED_LINK_MESSAGE }]);

function checkDate(date: string | undefined, known: readonly string[]): string | undefined {
  if (date === undefined || date === '') return undefined;
  if (!isIsoDate(date) || !known.includes(date))
    throw badRequest(UNKNOWN_DATE_MESSAGE, [{ field: 'date', message: UNKNOWN_DATE_MESSAGE }]);
  return date;
}

/** The request a "booked" token names, checked; 400 on a forged, altered or unknown token or a foreign date. */
export async function readBookedLink(options: {
  db: Db;
  secret: string;
  /** The secret before a rotation: links signed with it still verify (decision 0232). */
  previousSecret?: string | undefined;
  token: string | undefined;
  date: string | undefined;
  now: Date;
}): Promise<BookedLinkState> {
  const verified = options.token
    ? verifyRequestLinkToken({ ...options, token: options.token, accept: ['booked'] as const })
    : undefined;
  if (!verified) throw invalid();
  const [row] = await options.db
    .select({
      isActive: monitoringRequests.isActive,
      expiresAt: monitoringRequests.expiresAt,
      preferredDates: monitoringRequests.preferredDates,
      bookedDates: monitoringRequests.bookedDates,
      weeklyDays: monitoringRequests.weeklyDays,
    })
    .from(monitoringRequests)
    .where(eq(monitoringRequests.id, verified.requestId));
  if (!row) throw invalid();
  const isWatching = row.isActive && row.expiresAt > options.now;
  const bookedDates = [...row.bookedDates].sort();
  // An ended request keeps its last date in preferred_dates; it is not "watched" once booked.
  const watchedDates = isWatching ? [...row.preferredDates].sort() : [];
  const date = checkDate(options.date, [...row.preferredDates, ...bookedDates]);
  const weekly = row.weeklyDays ? { weekly: describeWeekdays(row.weeklyDays) } : {};
  return { requestId: verified.requestId, isWatching, watchedDates, bookedDates, date, ...weekly };
}

export type BookedOutcome =
  | {
      kind: 'date-stopped';
      requestId: number;
      date: string;
      watchedDates: string[];
      /** A weekly rule's weekdays in words: it keeps rolling, and the page asks whether to keep it. */
      weekly?: string;
    }
  | { kind: 'request-ended'; requestId: number; date?: string; group?: boolean }
  | { kind: 'already-stopped'; requestId: number; date?: string };

/**
 * "I booked it" (decision 0071). With `scope: 'date'`, the date leaves the request's preferred dates
 * (so matching, polling, pending alerts and the end time all forget it) and joins its booked dates;
 * when it was the last date, the request ends. With `scope: 'request'`, the request ends now, and the
 * link's date, if any, is recorded as booked. Idempotent: a second post changes nothing.
 */
export async function markBooked(options: {
  db: Db;
  secret: string;
  /** The secret before a rotation: links signed with it still verify (decision 0232). */
  previousSecret?: string | undefined;
  token: string | undefined;
  date: string | undefined;
  scope: 'date' | 'request';
  now: Date;
  /** Where a group's note goes (decision 0210): the mail settings; without them no note is sent. */
  config?: Config;
  log?: FastifyBaseLogger;
}): Promise<BookedOutcome> {
  const link = await readBookedLink(options);
  const { requestId, date } = link;
  if (options.scope === 'date' && !date)
    throw badRequest('Name the date you booked', [{ field: 'date', message: 'Name the date you booked' }]);
  let notes: number[] = [];
  const outcome = await options.db.transaction(async (tx): Promise<BookedOutcome> => {
    const row = await lockBookedRequest(tx, requestId);
    if (!row?.isActive || row.expiresAt <= options.now) return { kind: 'already-stopped', requestId, date };
    if (row.groupId !== null) {
      // A group books one round for all: the watch ends for every member (decision 0210).
      const ended = await endGroupWatch(tx, { groupId: row.groupId, requestId, date, now: options.now });
      // Claimed with the booking (decision 0263): a crash after the commit loses no note.
      if (options.config)
        notes = await claimGroupBookedNotes(tx, { config: options.config, ended, now: options.now });
      return { kind: 'request-ended', requestId, date, group: true };
    }
    const booked = date ? [...new Set([...row.bookedDates, date])].sort() : row.bookedDates;
    const remaining = date ? row.preferredDates.filter((day) => day !== date).sort() : row.preferredDates;
    const endNow = {
      isActive: false,
      bookedDates: booked,
      expiresAt: sql`least(${monitoringRequests.expiresAt}, ${options.now})`,
    };
    // A weekly rule keeps rolling after a booked date (decision 0350); the page asks whether to keep it.
    if (row.weeklyDays && options.scope === 'date') {
      if (!row.preferredDates.includes(date!)) return { kind: 'already-stopped', requestId, date };
      return {
        kind: 'date-stopped',
        requestId,
        date: date!,
        ...(await stopWeeklyDate(tx, { requestId, date: date!, weekdays: row.weeklyDays })),
      };
    }
    if (options.scope === 'request' || remaining.length === 0) {
      // The last date keeps its place in preferred_dates: a request always names at least one date.
      await tx.update(monitoringRequests).set(endNow).where(eq(monitoringRequests.id, requestId));
      return { kind: 'request-ended', requestId, date };
    }
    if (!row.preferredDates.includes(date!)) return { kind: 'already-stopped', requestId, date };
    await tx
      .update(monitoringRequests)
      .set({
        preferredDates: remaining,
        bookedDates: booked,
        expiresAt: monitoringEndsAt({
          createdAt: row.createdAt,
          preferredDates: remaining,
          endHour: row.endHour,
        }),
      })
      .where(eq(monitoringRequests.id, requestId));
    return { kind: 'date-stopped', requestId, date: date!, watchedDates: remaining };
  });
  if (notes.length > 0 && options.config)
    await sendGroupBookedNotes({
      db: options.db,
      config: options.config,
      requestIds: notes,
      now: options.now,
      log: options.log,
    });
  return outcome;
}
