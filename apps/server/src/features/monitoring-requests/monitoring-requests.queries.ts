import {
  type DeliveryRules,
  type HeldBetterRule,
  type HeldTime,
  hourToTime,
  legacyAlertChannel,
  legacyNotificationMethod,
  type MonitoringRequest,
  NO_DELIVERY_RULES,
  type RequestGroup,
} from '@teewatch/shared';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRequests } from '../../db/schema';
import { contactEmailConfirmedSql, effectiveDeliveryRulesSql } from '../../delivery';

const r = monitoringRequests;

// Course names and freshness come from correlated subqueries, so a list is one round trip, not N+1.
// Outer columns are written fully qualified: drizzle renders `${r.id}` as a bare "id" in a one-table
// select, which inside the subquery would silently bind to golf_courses.id instead.
const coursesColumn = sql<{ id: number; name: string }[] | string>`coalesce((
  select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name, c.id)
  from monitoring_request_courses mrc
  join golf_courses c on c.id = mrc.course_id
  where mrc.request_id = monitoring_requests.id
), '[]'::json)`;

const lastCheckedColumn = sql<Date | string | null>`(
  select min(p.last_polled_at)
  from monitoring_request_courses mrc
  join course_polls p on p.course_id = mrc.course_id and p.date = any(monitoring_requests.preferred_dates)
  where mrc.request_id = monitoring_requests.id
)`;

const effectiveRulesColumn = sql<DeliveryRules | null>`${effectiveDeliveryRulesSql(sql.raw('monitoring_requests'))}`;

const heldCourseNameColumn = sql<string | null>`(
  select c.name from golf_courses c where c.id = monitoring_requests.held_course_id
)`;

// Members by display name only (decision 0210): never an address, never their other requests.
const groupColumn = sql<RequestGroup | string | null>`case when monitoring_requests.group_id is null then null
  else json_build_object(
    'role', case when monitoring_requests.group_id = monitoring_requests.id then 'owner' else 'member' end,
    'members', (select json_agg(json_build_object('name', u.name,
        'role', case when gm.id = gm.group_id then 'owner' else 'member' end,
        'you', gm.id = monitoring_requests.id) order by gm.id = gm.group_id desc, gm.created_at, gm.id)
      from monitoring_requests gm join "user" u on u.id = gm.user_id
      where gm.group_id = monitoring_requests.group_id),
    'booked', monitoring_requests.group_booked) end`;

const contactConfirmedColumn = sql<boolean>`${contactEmailConfirmedSql(sql.raw('monitoring_requests'))}`;

/**
 * The listed shape of requests matching `where`, newest first. `requireConfirmed` false
 * (ALERTS_REQUIRE_VERIFIED_EMAIL=false) reports every contact address as confirmed.
 */
export async function selectMonitoringRequests(
  db: Db,
  where: SQL | undefined,
  requireConfirmed = true,
): Promise<MonitoringRequest[]> {
  const rows = await db
    .select({
      id: r.id,
      isActive: r.isActive,
      createdAt: r.createdAt,
      expiresAt: r.expiresAt,
      preferredDates: r.preferredDates,
      bookedDates: r.bookedDates,
      startHour: r.startHour,
      endHour: r.endHour,
      numberOfPlayers: r.numberOfPlayers,
      alertChannels: r.alertChannels,
      contactEmail: r.contactEmail,
      contactPhone: r.contactPhone,
      courses: coursesColumn,
      lastCheckedAt: lastCheckedColumn,
      contactConfirmed: requireConfirmed ? contactConfirmedColumn : sql<boolean>`true`,
      deliveryRules: effectiveRulesColumn,
      deliveryRulesOverride: r.deliveryRules,
      finishBeforeSunset: r.finishBeforeSunset,
      heldCourseId: r.heldCourseId,
      heldDate: r.heldDate,
      heldTime: r.heldTime,
      heldBetter: r.heldBetter,
      heldCourseRanking: r.heldCourseRanking,
      heldCourseName: heldCourseNameColumn,
      splitPartyMaxGapMinutes: r.splitPartyMaxGapMinutes,
      group: groupColumn,
      weeklyDays: r.weeklyDays,
      weeklyEndsOn: r.weeklyEndsOn,
    })
    .from(r)
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.id));
  return rows.map((row) => ({
    id: row.id,
    is_active: row.isActive,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    // json comes back parsed from node-postgres and PGlite alike; the string branch is a safety net.
    courses: typeof row.courses === 'string' ? JSON.parse(row.courses) : row.courses,
    preferred_dates: row.preferredDates,
    booked_dates: row.bookedDates,
    start_time: hourToTime(row.startHour),
    end_time: hourToTime(row.endHour),
    number_of_players: row.numberOfPlayers,
    alert_channels: row.alertChannels,
    notification_method: legacyNotificationMethod(row.alertChannels),
    alert_channel: legacyAlertChannel(row.alertChannels),
    contact_email: row.contactEmail,
    contact_phone: row.contactPhone,
    last_checked_at: row.lastCheckedAt === null ? null : new Date(row.lastCheckedAt).toISOString(),
    contact_email_confirmed: Boolean(row.contactConfirmed),
    delivery_rules: { ...NO_DELIVERY_RULES, ...row.deliveryRules },
    delivery_rules_override: row.deliveryRulesOverride
      ? { ...NO_DELIVERY_RULES, ...row.deliveryRulesOverride }
      : null,
    finishBeforeSunset: row.finishBeforeSunset ?? null,
    held: heldOf(row),
    held_course_name: row.heldCourseName,
    splitParty:
      row.splitPartyMaxGapMinutes === null ? null : { maxGapMinutes: Number(row.splitPartyMaxGapMinutes) },
    group: typeof row.group === 'string' ? JSON.parse(row.group) : row.group,
    weekly:
      row.weeklyDays && row.weeklyEndsOn
        ? { weekdays: row.weeklyDays.map(Number), endsOn: row.weeklyEndsOn }
        : null,
  }));
}

/** The held time as the API names it (decision 0195), or null when the request holds none. */
function heldOf(row: {
  heldCourseId: number | null;
  heldDate: string | null;
  heldTime: string | null;
  heldBetter: HeldBetterRule | null;
  heldCourseRanking: number[] | null;
}): HeldTime | null {
  if (row.heldCourseId === null || !row.heldDate || !row.heldTime || !row.heldBetter) return null;
  return {
    courseId: row.heldCourseId,
    date: row.heldDate,
    time: row.heldTime,
    better: row.heldBetter,
    ...(row.heldBetter === 'course' ? { courseRanking: row.heldCourseRanking ?? [] } : {}),
  };
}

export function ownedBy(userId: string, ids?: number[]): SQL | undefined {
  return and(eq(r.userId, userId), ids ? inArray(r.id, ids) : undefined);
}
