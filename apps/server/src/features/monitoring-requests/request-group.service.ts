import {
  checkGroupWindow,
  GROUP_MESSAGES,
  type GroupInvitation,
  type GroupJoinInput,
  type GroupMember,
  hourToTime,
  MONITORING_REQUEST_MESSAGES,
  pathTo,
  timeToHour,
  vancouverToday,
} from '@teewatch/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { monitoringRequests, user } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import {
  createGroupInvitationToken,
  INVITATION_DAYS,
  verifyGroupInvitationToken,
} from './group-invitation-token';
import {
  type CreateMonitoringRequestOutcome,
  createMonitoringRequest,
  type MonitoringRequestCreatedHook,
  type OwnRequest,
  REQUEST_NOT_FOUND_MESSAGE,
} from './monitoring-requests.service';

// Wait as a group (issue 38 item 5, decision 0210). The group is the request its invitation was made from
// (the owner's; its group_id names itself) and one request per member (group_id names the owner's). A
// member's request copies the owner's courses and party and keeps its own dates and hours inside the
// owner's; lib/group-windows-sql.ts holds every member's alerts to the times all windows share.

const r = monitoringRequests;

/** The owner's request a group is, as joining and the invitation page read it. */
type GroupRequest = {
  id: number;
  ownerName: string;
  isActive: boolean;
  expiresAt: Date;
  preferredDates: string[];
  startHour: number;
  endHour: number;
  numberOfPlayers: number;
  courses: { id: number; name: string }[];
};

/**
 * A signed link that invites friends to one of the caller's requests: a member's link invites to the
 * group's request. The request must be watching and name its party (2 to 4), the group's size.
 */
export async function createGroupInvitation(
  options: OwnRequest & { config: Pick<Config, 'authSecret' | 'publicUrl'>; now: Date },
): Promise<{ url: string; expires_at: string }> {
  const { db, userId, id, now } = options;
  const [own] = await db
    .select({ groupId: r.groupId, weeklyDays: r.weeklyDays })
    .from(r)
    .where(and(eq(r.userId, userId), eq(r.id, id)));
  if (!own) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  if (own.weeklyDays) throw badRequest(GROUP_MESSAGES.weeklyNotShared);
  const groupId = own.groupId ?? id;
  const group = await readGroupRequest(db, groupId);
  if (!group || !isWatching(group, now)) throw conflict(GROUP_MESSAGES.requestEnded);
  if (group.numberOfPlayers < 2) {
    throw badRequest(GROUP_MESSAGES.partyTooSmall, [
      { field: 'numberOfPlayers', message: GROUP_MESSAGES.partyTooSmall },
    ]);
  }
  // The owner's request names itself once shared: from then on its own alerts follow the group's rule.
  await db
    .update(r)
    .set({ groupId })
    .where(and(eq(r.id, groupId), sql`${r.groupId} is null`));
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * 86_400_000);
  const token = createGroupInvitationToken({
    secret: options.config.authSecret,
    requestId: groupId,
    expiresAt,
  });
  return {
    url: `${options.config.publicUrl}${pathTo('groupJoin', { token })}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** What the invitation page shows a signed-in golfer: the group's request and members; 404 on a bad link. */
export async function readGroupInvitation(options: {
  db: Db;
  secret: string;
  /** The secret before a rotation: links signed with it still verify (decision 0232). */
  previousSecret?: string | undefined;
  token: string;
  userId: string;
  now: Date;
}): Promise<GroupInvitation> {
  const group = await invitedGroup(options);
  const members = await groupMembers(options.db, group.id, options.userId);
  return {
    owner_name: group.ownerName,
    courses: group.courses,
    preferred_dates: group.preferredDates.filter((date) => date >= vancouverToday(options.now)),
    start_time: hourToTime(group.startHour),
    end_time: hourToTime(group.endHour),
    number_of_players: group.numberOfPlayers,
    members: members.map(({ requestId: _, ...member }) => member),
    your_request_id: members.find((member) => member.you)?.requestId ?? null,
    full: members.length >= group.numberOfPlayers,
  };
}

/**
 * Joins the group a link invites to: a new request of the caller's with the group's courses and party and
 * the caller's own dates and hours (the group's when left out), checked inside the group's, under the
 * limits any new request meets. Alerts go to the caller's account address.
 */
export async function joinGroup(options: {
  db: Db;
  secret: string;
  /** The secret before a rotation: links signed with it still verify (decision 0232). */
  previousSecret?: string | undefined;
  token: string;
  userId: string;
  input: GroupJoinInput;
  clock: Clock;
  onCreated?: MonitoringRequestCreatedHook;
  log?: FastifyBaseLogger;
  maxRequestsPerUser?: number;
  requireConfirmed?: boolean;
}): Promise<CreateMonitoringRequestOutcome> {
  const { db, userId } = options;
  const now = options.clock();
  const group = await invitedGroup({ ...options, now });
  const window = {
    preferredDates:
      options.input.preferredDates ?? group.preferredDates.filter((date) => date >= vancouverToday(now)),
    startHour: options.input.startTime ? timeToHour(options.input.startTime) : group.startHour,
    endHour: options.input.endTime ? timeToHour(options.input.endTime) : group.endHour,
  };
  const problems = checkGroupWindow(window, group);
  if (window.endHour <= window.startHour)
    problems.push({ field: 'endTime', message: MONITORING_REQUEST_MESSAGES.endBeforeStart });
  if (problems.length > 0) throw badRequest(problems[0]!.message, problems);
  const [account] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  if (!account) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return createMonitoringRequest({
    db,
    userId,
    clock: options.clock,
    onCreated: options.onCreated,
    log: options.log,
    maxRequestsPerUser: options.maxRequestsPerUser,
    requireConfirmed: options.requireConfirmed,
    input: {
      courseIds: group.courses.map((course) => course.id),
      preferredDates: window.preferredDates,
      startTime: hourToTime(window.startHour),
      endTime: hourToTime(window.endHour),
      numberOfPlayers: group.numberOfPlayers as 2 | 3 | 4,
      contactEmail: account.email,
    },
    joinGroup: (tx) => admitMember(tx, group.id, userId, now),
  });
}

/** Inside the join's transaction, the group locked: still watching, not full, and the caller not in it yet. */
async function admitMember(tx: Tx, groupId: number, userId: string, now: Date): Promise<number> {
  const [owner] = await tx
    .select({ isActive: r.isActive, expiresAt: r.expiresAt, players: r.numberOfPlayers })
    .from(r)
    .where(eq(r.id, groupId))
    .for('update');
  if (!owner || !isWatching(owner, now)) throw conflict(GROUP_MESSAGES.requestEnded);
  const members = await tx.select({ userId: r.userId }).from(r).where(eq(r.groupId, groupId));
  if (members.some((member) => member.userId === userId)) throw conflict(GROUP_MESSAGES.alreadyMember);
  if (members.length >= owner.players) throw conflict(GROUP_MESSAGES.groupFull);
  return groupId;
}

/** The group a token invites to, watching; 404 when the link is forged, altered, expired or its request gone. */
async function invitedGroup(options: {
  db: Db;
  secret: string;
  /** The secret before a rotation: links signed with it still verify (decision 0232). */
  previousSecret?: string | undefined;
  token: string;
  now: Date;
}): Promise<GroupRequest> {
  const verified = verifyGroupInvitationToken(options);
  const group = verified ? await readGroupRequest(options.db, verified.requestId) : undefined;
  if (!group) throw notFound(GROUP_MESSAGES.invitationInvalid);
  if (!isWatching(group, options.now)) throw conflict(GROUP_MESSAGES.requestEnded);
  return group;
}

function isWatching(request: { isActive: boolean; expiresAt: Date }, now: Date): boolean {
  return request.isActive && request.expiresAt > now;
}

async function readGroupRequest(db: Db | Tx, id: number): Promise<GroupRequest | undefined> {
  const [row] = rowsOf<{
    id: number;
    owner_name: string;
    is_active: boolean;
    expires_at: Date | string;
    preferred_dates: string[] | string;
    start_hour: number;
    end_hour: number;
    number_of_players: number;
    courses: { id: number; name: string }[] | string;
  }>(
    await db.execute(sql`
      select r.id, u.name as owner_name, r.is_active, r.expires_at,
        array_to_json(r.preferred_dates) as preferred_dates, r.start_hour, r.end_hour, r.number_of_players,
        coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
          from monitoring_request_courses mrc join golf_courses c on c.id = mrc.course_id
          where mrc.request_id = r.id), '[]'::json) as courses
      from monitoring_requests r join "user" u on u.id = r.user_id
      where r.id = ${id} and (r.group_id is null or r.group_id = r.id)
    `),
  );
  if (!row) return undefined;
  const json = <T>(value: T | string): T => (typeof value === 'string' ? JSON.parse(value) : value);
  return {
    id: Number(row.id),
    ownerName: row.owner_name,
    isActive: row.is_active,
    expiresAt: new Date(row.expires_at),
    preferredDates: [...json(row.preferred_dates)].sort(),
    startHour: Number(row.start_hour),
    endHour: Number(row.end_hour),
    numberOfPlayers: Number(row.number_of_players),
    courses: json(row.courses),
  };
}

/** The group's members by display name, the owner first, the reader marked; with their requests' ids. */
async function groupMembers(
  db: Db,
  groupId: number,
  readerId: string,
): Promise<(GroupMember & { requestId: number })[]> {
  const rows = await db
    .select({ requestId: r.id, userId: r.userId, name: user.name })
    .from(r)
    .innerJoin(user, eq(user.id, r.userId))
    .where(eq(r.groupId, groupId))
    .orderBy(sql`${r.id} = ${groupId} desc`, r.createdAt, r.id);
  return rows.map((row) => ({
    requestId: row.requestId,
    name: row.name,
    role: row.requestId === groupId ? 'owner' : 'member',
    you: row.userId === readerId,
  }));
}
