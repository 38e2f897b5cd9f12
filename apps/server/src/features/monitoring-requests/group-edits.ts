import { checkGroupWindow, GROUP_MESSAGES, type MonitoringRequestInput, timeToHour } from '@teewatch/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { monitoringRequestCourses, monitoringRequests } from '../../db/schema';
import { badRequest } from '../../http/app-error';

// An edit of a request in a group (decision 0210). A member keeps the group's courses and party and only
// narrows dates and hours inside the owner's; the owner's courses and party carry over to every member,
// so each member's own request keeps naming what the whole group plays.

const r = monitoringRequests;

/**
 * Checks an edit of request `id` against its group, inside the edit's transaction; after the owner's edit
 * is written, `afterSave` carries its courses and party to the members. No-op for a request alone.
 */
export async function groupEditRules(
  tx: Tx,
  id: number,
  input: MonitoringRequestInput,
  courseIds: number[],
): Promise<{ afterSave: () => Promise<void> }> {
  const [own] = await tx.select({ groupId: r.groupId }).from(r).where(eq(r.id, id));
  const groupId = own?.groupId ?? null;
  if (groupId === null) return { afterSave: async () => {} };
  if (groupId !== id) {
    await checkMemberEdit(tx, groupId, input, courseIds);
    return { afterSave: async () => {} };
  }
  return { afterSave: () => carryToMembers(tx, groupId, input, courseIds) };
}

async function checkMemberEdit(tx: Tx, groupId: number, input: MonitoringRequestInput, courseIds: number[]) {
  const [owner] = await tx
    .select({
      preferredDates: r.preferredDates,
      startHour: r.startHour,
      endHour: r.endHour,
      numberOfPlayers: r.numberOfPlayers,
    })
    .from(r)
    .where(eq(r.id, groupId));
  if (!owner) return;
  const ownerCourses = await tx
    .select({ courseId: monitoringRequestCourses.courseId })
    .from(monitoringRequestCourses)
    .where(eq(monitoringRequestCourses.requestId, groupId));
  const problems = checkGroupWindow(
    {
      preferredDates: input.preferredDates,
      startHour: timeToHour(input.startTime),
      endHour: timeToHour(input.endTime),
    },
    owner,
  );
  const sameCourses =
    new Set(courseIds).size === ownerCourses.length &&
    ownerCourses.every((row) => courseIds.includes(row.courseId));
  if (!sameCourses) problems.push({ field: 'courseIds', message: GROUP_MESSAGES.groupFixed });
  if (input.numberOfPlayers !== owner.numberOfPlayers)
    problems.push({ field: 'numberOfPlayers', message: GROUP_MESSAGES.groupFixed });
  if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
}

async function carryToMembers(tx: Tx, groupId: number, input: MonitoringRequestInput, courseIds: number[]) {
  const members = await tx
    .update(r)
    .set({ numberOfPlayers: input.numberOfPlayers })
    .where(and(eq(r.groupId, groupId), ne(r.id, groupId)))
    .returning({ id: r.id });
  if (members.length === 0) return;
  const memberIds = members.map((member) => member.id);
  await tx.delete(monitoringRequestCourses).where(inArray(monitoringRequestCourses.requestId, memberIds));
  await tx
    .insert(monitoringRequestCourses)
    .values(memberIds.flatMap((requestId) => courseIds.map((courseId) => ({ requestId, courseId }))));
}
