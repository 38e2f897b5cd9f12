import type { MonitoringRequestInput } from '@teewatch/shared';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { monitoringRequestCourses, monitoringRequests } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { groupEditRules } from './group-edits';
import { ownedBy, selectMonitoringRequests } from './monitoring-requests.queries';
import {
  type CreateMonitoringRequestOutcome,
  type MonitoringRequestCreatedHook,
  type OwnRequest,
  ownedRequestState,
  REQUEST_NOT_FOUND_MESSAGE,
  savedOutcome,
} from './monitoring-requests.service';
import { contactPhoneFor, requestColumns } from './request-columns';
import { NO_VALID_COURSES_MESSAGE, sortOutCourses } from './request-courses';
import { assertValidInput, requestChannels } from './request-input';
import { assertRoomForAnotherActiveRequest } from './request-limits';
import { rollWeeklyRules } from './roll-weekly-rules';

/**
 * Replaces what one of the caller's requests watches (courses, dates, hours, party, contact) under the
 * same rules as creating one. The edit restarts the 30-day watch from now, as a new request would, so
 * every date the golfer just chose is watched; the paused/active flag is kept (decision 0040).
 */
export async function updateMonitoringRequest(
  options: OwnRequest & {
    input: MonitoringRequestInput;
    clock: Clock;
    /** The alert engine's "match against what is open now", run for the edited request as for a new one. */
    onSaved?: MonitoringRequestCreatedHook;
    log?: FastifyBaseLogger;
    /** ALERT_EMAILS_PER_RECIPIENT_PER_DAY: the highest daily cap the request's own rules may set. */
    maxDailyCap?: number;
  },
): Promise<CreateMonitoringRequestOutcome> {
  const { db, userId, id, input } = options;
  const now = options.clock();

  assertValidInput(input, now, options.maxDailyCap);
  const alertChannels = await requestChannels(db, userId, input, id);
  const contactPhone = await contactPhoneFor(db, userId, alertChannels, input.contactPhone);
  const { kept, removed } = await sortOutCourses(db, [...new Set(input.courseIds)]);

  await db.transaction(async (tx) => {
    // Ownership is checked before the course list, so another user's id never learns anything.
    const current = await ownedRequestState(tx, userId, id);
    if (kept.length === 0) {
      throw badRequest(NO_VALID_COURSES_MESSAGE, [{ field: 'courseIds', message: NO_VALID_COURSES_MESSAGE }]);
    }
    // An expired request flagged active comes back to life with the new expiry: it counts against the limit.
    if (current.isActive && current.expiresAt <= now) {
      await assertRoomForAnotherActiveRequest(tx, userId, now);
    }
    const group = await groupEditRules(tx, id, input, kept);
    await tx
      .update(monitoringRequests)
      .set({
        // Saving restarts the watch: its end is computed as for a new request (decision 0050).
        ...requestColumns(input, now, contactPhone, alertChannels),
        // A booked date the golfer picks again is watched again (decision 0071).
        bookedDates: sql`array(select d from unnest(${monitoringRequests.bookedDates}) as d
          where not (d = any(${`{${input.preferredDates.join(',')}}`}::date[])) order by d)`,
      })
      .where(ownedBy(userId, [id]));
    await tx.delete(monitoringRequestCourses).where(eq(monitoringRequestCourses.requestId, id));
    await tx.insert(monitoringRequestCourses).values(kept.map((courseId) => ({ requestId: id, courseId })));
    if (input.weekly) await rollWeeklyRules({ db: tx, now, requestIds: [id] });
    await group.afterSave();
  });

  const [request] = await selectMonitoringRequests(db, ownedBy(userId, [id]));
  if (!request) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  // Saved already: a failed match must not look like a failed edit; the next read matches it anyway.
  return savedOutcome({
    request,
    userId,
    removed,
    hook: request.is_active ? options.onSaved : undefined,
    log: options.log,
    failureMessage: 'match after editing a monitoring request failed',
  });
}

/**
 * Deletes one of the caller's requests for good, with its alert history (the rows cascade): the golfer
 * asked for it gone, and the admin history keeps no personal data of a request that no longer exists.
 */
export async function deleteMonitoringRequest(options: OwnRequest): Promise<void> {
  const deleted = await options.db
    .delete(monitoringRequests)
    .where(ownedBy(options.userId, [options.id]))
    .returning({ id: monitoringRequests.id });
  if (deleted.length === 0) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
}
