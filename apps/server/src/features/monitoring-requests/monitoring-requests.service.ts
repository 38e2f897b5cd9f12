import type { MonitoringRequest, MonitoringRequestInput, OpenNow, RemovedCourse } from '@teewatch/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { monitoringRequestCourses, monitoringRequests } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { ownedBy, selectMonitoringRequests } from './monitoring-requests.queries';
import { selectReadCadences } from './read-cadence.queries';
import { contactPhoneFor, requestColumns } from './request-columns';
import { NO_VALID_COURSES_MESSAGE, sortOutCourses } from './request-courses';
import { assertValidInput, requestChannels } from './request-input';
import {
  assertRoomForAnotherActiveRequest,
  assertRoomForAnotherRequest,
  DEFAULT_MAX_REQUESTS_PER_USER,
} from './request-limits';
import { rollWeeklyRules } from './roll-weekly-rules';

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
  const alertChannels = await requestChannels(db, userId, input);
  const contactPhone = await contactPhoneFor(db, userId, alertChannels, input.contactPhone);
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
        ...requestColumns(input, now, contactPhone, alertChannels),
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
    // A weekly rule's dates depend on its courses' booking windows (decision 0350).
    if (input.weekly) await rollWeeklyRules({ db: tx, now, requestIds: [created!.id] });
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

/** The caller's own requests, newest first, with course names. */
export async function listUserMonitoringRequests(options: {
  db: Db;
  userId: string;
  requireConfirmed?: boolean;
  /** Given, each request says how often its courses are read now (read_cadence, decision 0305). */
  cadence?: { now: Date; targetSeconds: number };
}): Promise<MonitoringRequest[]> {
  const requests = await selectMonitoringRequests(
    options.db,
    ownedBy(options.userId),
    options.requireConfirmed,
  );
  if (!options.cadence) return requests;
  const cadences = await selectReadCadences({
    db: options.db,
    requestIds: requests.map((request) => request.id),
    ...options.cadence,
  });
  return requests.map((request) => ({ ...request, read_cadence: cadences.get(request.id) ?? null }));
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
