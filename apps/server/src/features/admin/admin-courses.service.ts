import {
  type AdminCourseList,
  type AdminCourseListQuerySchema,
  type AdminGolfCourse,
  type ApiType,
  type CourseForm,
  type CourseStats,
  type CourseUsage,
  cityOfLocation,
  isHttpUrl,
  missingApiConfigFields,
  missingFieldsMessage,
  perBookingSystem,
  REQUIRED_API_CONFIG_FIELDS,
  URL_API_CONFIG_FIELDS,
  type ValidateConfigResult,
} from '@teewatch/shared';
import { and, asc, eq, gt, ilike, isNull, max, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { golfCourses, monitoringRequestCourses, monitoringRequests } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { adapterOf } from '../../sources/booking-systems';
import type { Sources } from '../../sources/create-sources';
import { selectCourse, selectImages, toAdminGolfCourse } from '../courses';
import { type AdminListOptions, containsPattern, countAll, listPage } from './admin-pagination';
import { selectCourseSourceHealth } from './course-source-health';
import { refuseUnfetchableSource } from './source-address-check';

export const COURSE_NOT_FOUND = 'Golf course not found';

const notDeleted = isNull(golfCourses.deletedAt);

/** Admin course list: every non-deleted course, filtered, in name order, with images and source health. */
export async function listAdminCourses(
  options: AdminListOptions<typeof AdminCourseListQuerySchema> & { clock: Clock },
): Promise<AdminCourseList> {
  const { db, query } = options;
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    notDeleted,
    query.api_type ? eq(golfCourses.apiType, query.api_type) : undefined,
    query.is_active === undefined ? undefined : eq(golfCourses.isActive, query.is_active),
    pattern ? or(ilike(golfCourses.name, pattern), ilike(golfCourses.location, pattern)) : undefined,
  );
  const { rows, pagination } = await listPage(
    query,
    db.select({ total: countAll }).from(golfCourses).where(where),
    db.select().from(golfCourses).where(where).orderBy(asc(golfCourses.name), asc(golfCourses.id)).$dynamic(),
  );
  const ids = rows.map((row) => row.id);
  const [images, health] = await Promise.all([
    selectImages(db, ids),
    selectCourseSourceHealth({ db, courseIds: ids, now: options.clock() }),
  ]);
  return {
    courses: rows.map((row) => ({
      ...toAdminGolfCourse(row, images.get(row.id)),
      source_health: health.get(row.id),
    })),
    pagination,
  };
}

export async function getCourseStats(options: { db: Db }): Promise<CourseStats> {
  const [row] = await options.db
    .select({
      total: countAll,
      active: sql<number>`(count(*) filter (where ${golfCourses.isActive}))::int`,
    })
    .from(golfCourses)
    .where(notDeleted);
  const byType = await options.db
    .select({ apiType: golfCourses.apiType, count: countAll })
    .from(golfCourses)
    .where(notDeleted)
    .groupBy(golfCourses.apiType);
  // Every system (and 'none') is counted, with 0 when it has no course.
  const apiTypeDistribution = { ...perBookingSystem(() => 0), none: 0 };
  for (const group of byType) apiTypeDistribution[group.apiType] = group.count;
  return { totalCourses: row?.total ?? 0, activeCourses: row?.active ?? 0, apiTypeDistribution };
}

export async function getAdminCourse(options: { db: Db; id: number }): Promise<AdminGolfCourse> {
  const row = await selectCourse(options.db, options.id);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  const images = await selectImages(options.db, [row.id]);
  return toAdminGolfCourse(row, images.get(row.id));
}

/** golfer-side api_source ("vancouver", "burnaby", "chronogolf"), derived so admins never type it. */
function apiSourceOf(apiType: ApiType, apiConfig: Record<string, string>): string | null {
  return adapterOf(apiType)?.apiSourceOf(apiConfig) ?? null;
}

function toCourseValues(input: CourseForm) {
  return {
    name: input.name,
    location: input.location,
    city: cityOfLocation(input.location),
    description: input.description,
    holes: input.holes,
    lengthYards: input.length_yards,
    par: input.par,
    courseRating: input.course_rating,
    slopeRating: input.slope_rating,
    courseType: input.course_type,
    isPublic: input.is_public,
    bookingAdvanceDays: input.booking_advance_days,
    bookingOpenTime: input.booking_open_time,
    bookingUrl: input.booking_url,
    freeCancellationHours: input.free_cancellation_hours,
    freeCancellationSource: input.free_cancellation_source,
    website: input.website,
    address: input.address,
    phone: input.phone,
    email: input.email,
    facilities: input.facilities,
    features: input.features,
    apiType: input.api_type,
    apiCourseId: input.api_course_id,
    apiConfig: input.api_config,
    apiSource: apiSourceOf(input.api_type, input.api_config),
    sourceCourseName: input.source_course_name,
    directoryOnly: input.directory_only || input.api_type === 'none',
    // The course's definition may have changed: its site's list is read again before its next read
    // (decision 0160), and a course it had lost is looked for anew.
    sourceCheckedAt: null,
    sourceMissingSince: null,
  };
}

export async function createCourse(options: {
  db: Db;
  sources: Pick<Sources, 'refusedSourceAddress'>;
  input: CourseForm;
}): Promise<AdminGolfCourse> {
  await refuseUnfetchableSource(options.sources, options.input.api_config);
  const [row] = await options.db.insert(golfCourses).values(toCourseValues(options.input)).returning();
  return toAdminGolfCourse(row!);
}

/** Replaces the form's fields (PUT): is_active, images and the seed key are left as they are. */
export async function updateCourse(options: {
  db: Db;
  sources: Pick<Sources, 'refusedSourceAddress'>;
  id: number;
  input: CourseForm;
  clock: Clock;
}): Promise<AdminGolfCourse> {
  await refuseUnfetchableSource(options.sources, options.input.api_config);
  const [row] = await options.db
    .update(golfCourses)
    .set({ ...toCourseValues(options.input), updatedAt: options.clock() })
    .where(and(eq(golfCourses.id, options.id), notDeleted))
    .returning();
  if (!row) throw notFound(COURSE_NOT_FOUND);
  const images = await selectImages(options.db, [row.id]);
  return toAdminGolfCourse(row, images.get(row.id));
}

export async function toggleCourse(options: {
  db: Db;
  id: number;
  clock: Clock;
}): Promise<{ id: number; is_active: boolean }> {
  const [row] = await options.db
    .update(golfCourses)
    .set({ isActive: not(golfCourses.isActive), updatedAt: options.clock() })
    .where(and(eq(golfCourses.id, options.id), notDeleted))
    .returning({ id: golfCourses.id, is_active: golfCourses.isActive });
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return row;
}

/**
 * Soft delete: the row stays (hidden everywhere, never re-seeded because its seed key still exists) so
 * requests and notifications that name the course keep reading well. It is also deactivated so nothing
 * polls it.
 */
export async function deleteCourse(options: {
  db: Db;
  id: number;
  clock: Clock;
}): Promise<{ id: number; message: string }> {
  const now = options.clock();
  const [row] = await options.db
    .update(golfCourses)
    .set({ deletedAt: now, isActive: false, updatedAt: now })
    .where(and(eq(golfCourses.id, options.id), notDeleted))
    .returning({ id: golfCourses.id, name: golfCourses.name });
  if (!row) throw notFound(COURSE_NOT_FOUND);
  return { id: row.id, message: `${row.name} deleted` };
}

/** The delete dialog's usage summary, counted from the requests that name the course. */
export async function getCourseUsage(options: { db: Db; id: number; clock: Clock }): Promise<CourseUsage> {
  const { db, id } = options;
  if (!(await selectCourse(db, id))) throw notFound(COURSE_NOT_FOUND);
  const now = options.clock();
  const [row] = await db
    .select({
      total: countAll,
      active: sql<number>`(count(*) filter (where ${monitoringRequests.isActive} and ${gt(monitoringRequests.expiresAt, now)}))::int`,
      last: max(monitoringRequests.createdAt),
    })
    .from(monitoringRequestCourses)
    .innerJoin(monitoringRequests, eq(monitoringRequests.id, monitoringRequestCourses.requestId))
    .where(eq(monitoringRequestCourses.courseId, id));
  const last = row?.last ? new Date(row.last) : null;
  return {
    activeMonitoringRequests: row?.active ?? 0,
    totalHistoricalRequests: row?.total ?? 0,
    lastRequestDate: last ? last.toISOString() : null,
  };
}

/** Checks that the fields an API type needs are present and that URL fields hold URLs. */
export function validateApiConfig(options: {
  apiType: ApiType;
  apiConfig: Record<string, unknown>;
}): ValidateConfigResult {
  const missing = missingApiConfigFields(options.apiType, options.apiConfig);
  if (missing.length > 0)
    return { valid: false, message: missingFieldsMessage(missing), missingFields: missing };
  const badUrls = REQUIRED_API_CONFIG_FIELDS[options.apiType].filter(
    (field) => URL_API_CONFIG_FIELDS.includes(field) && !isHttpUrl(String(options.apiConfig[field]).trim()),
  );
  if (badUrls.length > 0) {
    return { valid: false, message: `Invalid URL in: ${badUrls.join(', ')}`, missingFields: [] };
  }
  return { valid: true, message: 'All required fields are present', missingFields: [] };
}
