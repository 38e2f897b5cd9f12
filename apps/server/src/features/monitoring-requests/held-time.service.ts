import { checkHeldTime, type HeldTime, type MonitoringRequest } from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import { monitoringRequestCourses, monitoringRequests } from '../../db/schema';
import { badRequest, notFound } from '../../http/app-error';
import { ownedBy, selectMonitoringRequests } from './monitoring-requests.queries';
import { type OwnRequest, REQUEST_NOT_FOUND_MESSAGE } from './monitoring-requests.service';
import { heldColumns } from './request-columns';

/**
 * Sets or clears the tee time one of the caller's requests holds (issue 38 item 1, decision 0195): the
 * dashboard's "I booked it → keep watching for something better". Nothing else of the request changes
 * (its dates, end and state stay); alerts already pending that do not beat the held time are not sent.
 */
export async function setHeldTime(
  options: OwnRequest & { held: HeldTime | null; now: Date; requireConfirmed?: boolean },
): Promise<MonitoringRequest> {
  const { db, userId, id, held } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ preferredDates: monitoringRequests.preferredDates })
      .from(monitoringRequests)
      .where(ownedBy(userId, [id]))
      .for('update');
    if (!row) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
    if (held) {
      const courses = await tx
        .select({ id: monitoringRequestCourses.courseId })
        .from(monitoringRequestCourses)
        .where(eq(monitoringRequestCourses.requestId, id));
      const problems = checkHeldTime({
        held,
        preferredDates: row.preferredDates,
        courseIds: courses.map((course) => course.id),
      });
      if (problems.length > 0)
        throw badRequest(problems.length === 1 ? problems[0]!.message : 'Validation failed', problems);
    }
    await tx
      .update(monitoringRequests)
      .set(heldColumns(held, options.now))
      .where(eq(monitoringRequests.id, id));
  });
  const [request] = await selectMonitoringRequests(db, ownedBy(userId, [id]), options.requireConfirmed);
  return request!;
}
