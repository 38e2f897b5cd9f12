import {
  checkDeliveryRules,
  checkHeldTime,
  checkMonitoringRequestInput,
  type HeldTime,
  MAX_DAILY_CAP,
  MONITORING_REQUEST_MESSAGES,
  type MonitoringRequest,
  type MonitoringRequestInput,
  monitoringEndsAt,
  type OpenNow,
  type RemovedCourse,
  resolveFinishBeforeSunset,
  SPLIT_PARTY_SIZES,
  vancouverToday,
} from '@teewatch/shared';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { golfCourses, monitoringRequestCourses, monitoringRequests } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { confirmedPhoneOf } from '../../lib/confirmed-phone-of';
import { ownedBy, selectMonitoringRequests } from './monitoring-requests.queries';
import {
  assertRoomForAnotherActiveRequest,
  assertRoomForAnotherRequest,
  DEFAULT_MAX_REQUESTS_PER_USER,
} from './request-limits';

export const REMOVED_COURSE_REASONS = {
  unknown: 'This golf course does not exist',
  deleted: 'This golf course is no longer available',
  inactive: 'This golf course is currently inactive',
  /** Decision 0161: nothing would ever be read for it, so no alert could come. */
  directoryOnly: "Teewatch does not read this golf course's tee times: book on the course's site",
} as const;

export const NO_VALID_COURSES_MESSAGE = 'None of the selected golf courses are available for monitoring';
export const REQUEST_NOT_FOUND_MESSAGE = 'Monitoring request not found';

/**
 * One of the caller's requests, named by its id: what every service on a single request starts from. An id
 * that is someone else's is "not found" (REQUEST_NOT_FOUND_MESSAGE), so ids of other users' requests cannot
 * be probed.
 */
export type OwnRequest = { db: Db; userId: string; id: number };

/**
 * Called once a request is committed; the alert engine matches it against what is open now and
 * answers with those times, which the create answer shows.
 */
export type MonitoringRequestCreatedHook = (event: {
  request: MonitoringRequest;
  userId: string;
}) => Promise<{ openNow?: OpenNow } | undefined> | { openNow?: OpenNow } | undefined;

/** Called once a paused request is active again; the alert engine catches it up on the current sheets. */
export type MonitoringRequestReactivatedHook = (event: { requestId: number }) => Promise<void> | void;

export type CreateMonitoringRequestOutcome = {
  request: MonitoringRequest;
  removedCourses: RemovedCourse[];
  warningMessage: string | undefined;
  openNow: OpenNow | undefined;
};

/**
 * Creates a waitlist request for `userId` from a schema-valid payload: checks the dates against
 * today in Vancouver, drops unknown, deleted and inactive courses (each with a reason), enforces the
 * active-request limit, and writes the request with its courses in one transaction.
 */
export async function createMonitoringRequest(options: {
  db: Db;
  userId: string;
  input: MonitoringRequestInput;
  clock: Clock;
  onCreated?: MonitoringRequestCreatedHook;
  log?: FastifyBaseLogger;
  /** Unexpired requests (active or paused) a user may hold. */
  maxRequestsPerUser?: number;
  /** ALERTS_REQUIRE_VERIFIED_EMAIL: whether `contact_email_confirmed` reflects confirmations or is always true. */
  requireConfirmed?: boolean;
  /** ALERT_EMAILS_PER_RECIPIENT_PER_DAY: the highest daily cap the request's own rules may set. */
  maxDailyCap?: number;
  /**
   * Joining a group (decision 0210): checks, inside the create's transaction (the group locked), that the
   * golfer may join, and answers the group the new request belongs to.
   */
  joinGroup?: (tx: Tx) => Promise<number>;
}): Promise<CreateMonitoringRequestOutcome> {
  const { db, userId, input } = options;
  const now = options.clock();

  assertValidInput(input, now, options.maxDailyCap);
  const contactPhone = await contactPhoneFor(db, userId, input);
  const { kept, removed } = await sortOutCourses(db, [...new Set(input.courseIds)]);
  if (kept.length === 0) {
    throw badRequest(NO_VALID_COURSES_MESSAGE, [{ field: 'courseIds', message: NO_VALID_COURSES_MESSAGE }]);
  }

  const id = await db.transaction(async (tx) => {
    await assertRoomForAnotherActiveRequest(tx, userId, now);
    await assertRoomForAnotherRequest(
      tx,
      userId,
      now,
      options.maxRequestsPerUser ?? DEFAULT_MAX_REQUESTS_PER_USER,
    );
    const groupId = options.joinGroup ? await options.joinGroup(tx) : null;
    const [created] = await tx
      .insert(monitoringRequests)
      .values({
        userId,
        // Left out: push as well when the golfer has a device to push to (decision 0130).
        alertChannel: sql`case when exists (select 1 from push_subscriptions ps where ps.user_id = ${userId})
          then 'both' else 'email' end`,
        ...requestColumns(input, now, contactPhone),
        // A new row has no earlier held time to compare with (see heldColumns).
        heldSetAt: input.held ? now : null,
        isActive: true,
        createdAt: now,
        groupId,
      })
      .returning({ id: monitoringRequests.id });
    await tx
      .insert(monitoringRequestCourses)
      .values(kept.map((courseId) => ({ requestId: created!.id, courseId })));
    return created!.id;
  });

  const [request] = await selectMonitoringRequests(db, ownedBy(userId, [id]), options.requireConfirmed);
  if (!request) throw new Error(`monitoring request ${id} vanished after insert`);

  // The request is already saved: a failure to match it now must not turn into an error the golfer
  // would answer by submitting a duplicate. The next polling cycle matches it anyway.
  return savedOutcome({
    request,
    userId,
    removed,
    hook: options.onCreated,
    log: options.log,
    failureMessage: 'onCreated hook failed for a new monitoring request',
  });
}

/** Throws 400 when the input breaks a rule that depends on today (its dates), as create and edit check it. */
export function assertValidInput(
  input: MonitoringRequestInput,
  now: Date,
  maxDailyCap = MAX_DAILY_CAP,
): void {
  const today = vancouverToday(now);
  const problems = checkMonitoringRequestInput({ input, today });
  if (input.deliveryRules)
    problems.push(
      ...checkDeliveryRules({ rules: input.deliveryRules, today, maxDailyCap, prefix: 'deliveryRules.' }),
    );
  if (input.held) problems.push(...checkHeldTime({ ...input, held: input.held }));
  if (problems.length > 0) {
    throw badRequest(problems.length === 1 ? problems[0]!.message : 'Validation failed', problems);
  }
}

/**
 * The number a request's texts go to (issue 36, decision 0171): for 'sms' and 'both', the account's
 * confirmed number, whatever was typed, so a number never confirmed receives nothing; without one the
 * request is refused, naming contactPhone. An email-only request keeps what was typed, as before.
 */
export async function contactPhoneFor(db: Db, userId: string, input: MonitoringRequestInput) {
  if (input.notificationMethod === 'email') return input.contactPhone || null;
  const phone = await confirmedPhoneOf(db, userId);
  if (!phone) {
    const message = MONITORING_REQUEST_MESSAGES.confirmedPhoneRequired;
    throw badRequest(message, [{ field: 'contactPhone', message }]);
  }
  return phone;
}

/**
 * The columns a create or an edit saved at `now` writes from the golfer's input, with the contact phone
 * contactPhoneFor chose. The watch ends as for a new request (decision 0050): an edit restarts it.
 */
export function requestColumns(input: MonitoringRequestInput, now: Date, contactPhone: string | null) {
  const endHour = Number(input.endTime.slice(0, 2));
  return {
    preferredDates: [...new Set(input.preferredDates)].sort(),
    startHour: Number(input.startTime.slice(0, 2)),
    endHour,
    numberOfPlayers: input.numberOfPlayers,
    notificationMethod: input.notificationMethod,
    // Left out of an edit, the request keeps its channel; a create picks the default (see above).
    ...(input.alertChannel ? { alertChannel: input.alertChannel } : {}),
    contactEmail: input.contactEmail,
    contactPhone,
    expiresAt: monitoringEndsAt({ createdAt: now, preferredDates: input.preferredDates, endHour }),
    // Left out (an older client's edit) keeps the request's rules; null returns it to the account's.
    ...(input.deliveryRules === undefined ? {} : { deliveryRules: input.deliveryRules }),
    // Finish before dark (decision 0199): stored with its pace filled in; left out of an edit, unchanged.
    ...(input.finishBeforeSunset === undefined
      ? {}
      : { finishBeforeSunset: resolveFinishBeforeSunset(input.finishBeforeSunset) }),
    // Left out of an edit, the held time stays; null ends the upgrade watch (decision 0195).
    ...(input.held === undefined ? {} : heldColumns(input.held, now)),
    ...splitPartyColumn(input),
  };
}

/**
 * The held_* columns of a held time, or all null, as an update writes them: held_set_at moves to `now`
 * only when the held booking (course, date, time) changes, so an edit that keeps it does not bring its
 * release reminder back (decision 0196). A create sets held_set_at itself.
 */
export function heldColumns(held: HeldTime | null, now: Date) {
  const r = monitoringRequests;
  return {
    heldCourseId: held?.courseId ?? null,
    heldDate: held?.date ?? null,
    heldTime: held?.time ?? null,
    heldBetter: held?.better ?? null,
    heldCourseRanking: held?.better === 'course' ? (held.courseRanking ?? []) : null,
    heldSetAt: held
      ? sql<Date>`case when (${r.heldCourseId}, ${r.heldDate}, ${r.heldTime}) is not distinct from
          (${held.courseId}::int, ${held.date}::date, ${held.time}::text) and ${r.heldSetAt} is not null
          then ${r.heldSetAt} else ${now}::timestamptz end`
      : null,
  };
}

/**
 * Split a foursome (decision 0203): the gap as given; left out (an older client's edit), unchanged, unless
 * the party is no longer 3 or 4, which turns it off.
 */
function splitPartyColumn(input: MonitoringRequestInput): { splitPartyMaxGapMinutes?: number | null } {
  if (input.splitParty !== undefined)
    return { splitPartyMaxGapMinutes: input.splitParty?.maxGapMinutes ?? null };
  return SPLIT_PARTY_SIZES.includes(input.numberOfPlayers) ? {} : { splitPartyMaxGapMinutes: null };
}

/**
 * Whether one of the user's requests is active and when it expires; "not found" for an id that is not
 * theirs, so ids of other users' requests cannot be probed.
 */
export async function ownedRequestState(
  tx: Tx,
  userId: string,
  id: number,
): Promise<{ isActive: boolean; expiresAt: Date }> {
  const [current] = await tx
    .select({ isActive: monitoringRequests.isActive, expiresAt: monitoringRequests.expiresAt })
    .from(monitoringRequests)
    .where(ownedBy(userId, [id]));
  if (!current) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return current;
}

/**
 * What a create or an edit answers once the request is saved: the request, the courses dropped from it,
 * and what is open right now from `hook` (the alert engine's first match). A failing hook is logged, never
 * thrown: the save stands, and the next read matches the request anyway.
 */
export async function savedOutcome(options: {
  request: MonitoringRequest;
  userId: string;
  removed: RemovedCourse[];
  hook: MonitoringRequestCreatedHook | undefined;
  log: FastifyBaseLogger | undefined;
  failureMessage: string;
}): Promise<CreateMonitoringRequestOutcome> {
  const { request, userId, removed } = options;
  let openNow: OpenNow | undefined;
  if (options.hook) {
    try {
      openNow = (await options.hook({ request, userId }))?.openNow;
    } catch (error) {
      options.log?.error({ err: error, requestId: request.id }, options.failureMessage);
    }
  }
  return {
    request,
    removedCourses: removed,
    warningMessage: removed.length > 0 ? removedWarning(removed.length) : undefined,
    openNow,
  };
}

export function removedWarning(removedCount: number): string {
  return removedCount === 1
    ? '1 selected golf course is not available and was removed from your request.'
    : `${removedCount} selected golf courses are not available and were removed from your request.`;
}

/** Splits requested course ids into those that can be watched and those dropped with a reason. */
export async function sortOutCourses(
  db: Db,
  courseIds: number[],
): Promise<{ kept: number[]; removed: RemovedCourse[] }> {
  const rows = await db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      isActive: golfCourses.isActive,
      deletedAt: golfCourses.deletedAt,
      directoryOnly: sql<boolean>`${golfCourses.directoryOnly} or ${golfCourses.apiType} = 'none'`,
    })
    .from(golfCourses)
    .where(inArray(golfCourses.id, courseIds));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const kept: number[] = [];
  const removed: RemovedCourse[] = [];
  for (const id of courseIds) {
    const row = byId.get(id);
    if (!row) removed.push({ id, name: `Golf course #${id}`, reason: REMOVED_COURSE_REASONS.unknown });
    else if (row.deletedAt) removed.push({ id, name: row.name, reason: REMOVED_COURSE_REASONS.deleted });
    else if (!row.isActive) removed.push({ id, name: row.name, reason: REMOVED_COURSE_REASONS.inactive });
    else if (row.directoryOnly)
      removed.push({ id, name: row.name, reason: REMOVED_COURSE_REASONS.directoryOnly });
    else kept.push(id);
  }
  return { kept, removed };
}

/** The caller's own requests, newest first, with course names. */
export async function listUserMonitoringRequests(options: {
  db: Db;
  userId: string;
  requireConfirmed?: boolean;
}): Promise<MonitoringRequest[]> {
  return selectMonitoringRequests(options.db, ownedBy(options.userId), options.requireConfirmed);
}

/**
 * Pauses or reactivates one of the caller's requests. Someone else's id is "not found", so ids of
 * other users' requests cannot be probed. Reactivation does not extend expiry (decision 0005).
 */
export async function setMonitoringRequestActive(
  options: OwnRequest & {
    isActive: boolean;
    clock: Clock;
    onReactivated?: MonitoringRequestReactivatedHook;
    log?: FastifyBaseLogger;
    requireConfirmed?: boolean;
  },
): Promise<MonitoringRequest> {
  const { db, userId, id, isActive } = options;
  const now = options.clock();
  const wasActive = await db.transaction(async (tx) => {
    const current = await ownedRequestState(tx, userId, id);
    // Reactivating a live request counts against the limit, or pausing and reactivating would bypass it.
    if (isActive && !current.isActive && current.expiresAt > now) {
      await assertRoomForAnotherActiveRequest(tx, userId, now);
    }
    await tx
      .update(monitoringRequests)
      .set({ isActive })
      .where(ownedBy(userId, [id]));
    return current.isActive;
  });
  if (isActive && !wasActive && options.onReactivated) {
    // Saved already: a failed catch-up must not fail the toggle; the next reads match the request anyway.
    try {
      await options.onReactivated({ requestId: id });
    } catch (error) {
      options.log?.error({ err: error, requestId: id }, 'onReactivated hook failed for a monitoring request');
    }
  }
  const [request] = await selectMonitoringRequests(db, ownedBy(userId, [id]), options.requireConfirmed);
  if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return request;
}
