import { z } from 'zod';
import { ISO_DATE_DOC } from '../api-document-meta';
import { BOOKING_SYSTEM_TYPES, perBookingSystem } from '../booking-systems';
import { ADMIN_PAGE_SIZE_COURSES } from '../constants';
import { AdminGolfCourseSchema, ApiTypeSchema } from '../golf-course';
import { ActiveToggledSchema } from '../id-result';
import { IsoInstantSchema } from '../iso-instant';
import { TeeTimeSlotViewSchema } from '../tee-times';
import { isIsoDate } from '../vancouver-time';
import { pagedListSchema } from './paged-list';
import { booleanParam, idParam, limitParam, pageParam, searchParam } from './query-params';

// The admin course list, its stats, a course's usage and the configuration test (admin-console §3, §7).
// Messages quoted in the spec are verbatim.

export const COURSE_DELETE_MISMATCH_MESSAGE =
  'Course name does not match. Please type the exact course name to confirm deletion.';
export const USAGE_UNAVAILABLE_MESSAGE = 'Unable to load usage information';

export const AdminCourseIdParamSchema = z.object({ id: idParam('Invalid course ID') });

export const AdminCourseListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_PAGE_SIZE_COURSES),
  api_type: ApiTypeSchema.optional(),
  is_active: booleanParam.optional(),
  search: searchParam,
});
export type AdminCourseListQuery = z.input<typeof AdminCourseListQuerySchema>;

export const AdminCourseListSchema = pagedListSchema('courses', AdminGolfCourseSchema);
export type AdminCourseList = z.infer<typeof AdminCourseListSchema>;

export const CourseStatsSchema = z.object({
  totalCourses: z.number().int(),
  activeCourses: z.number().int(),
  apiTypeDistribution: z.object({
    ...perBookingSystem(() => z.number().int()),
    /** Courses with no booking system Teewatch reads (directory only); absent from older servers. */
    none: z.number().int().optional(),
  }),
});
export type CourseStats = z.infer<typeof CourseStatsSchema>;

/** The delete dialog's usage summary, from real data (never generated on the client). */
export const CourseUsageSchema = z.object({
  activeMonitoringRequests: z.number().int(),
  totalHistoricalRequests: z.number().int(),
  /** ISO timestamp of the newest request naming the course, or null. */
  lastRequestDate: IsoInstantSchema.nullable(),
});
export type CourseUsage = z.infer<typeof CourseUsageSchema>;

export const CourseDeletedSchema = z.object({ id: z.number().int(), message: z.string() });

// ── Configuration test against the real source ──

/** The date a configuration test reads: any day, checked only for its form (tomorrow in the form). */
export const TestApiDateSchema = z
  .string()
  .refine(isIsoDate, 'Date must be YYYY-MM-DD')
  .meta(ISO_DATE_DOC)
  .optional();

export const TestApiInputSchema = z
  .object({ date: TestApiDateSchema })
  // A POST without a body arrives as null.
  .nullish();
export type TestApiInput = z.input<typeof TestApiInputSchema>;

/** A slot the test read, as a search shows it: its time, holes, open spots and price. */
export const TestApiSlotSchema = TeeTimeSlotViewSchema.pick({
  time: true,
  holes: true,
  availableSpots: true,
  price: true,
});

/** The values a configuration test read with: the form's (`form`, saved or not) or the saved course's. */
export const TestApiUsedSchema = z.object({
  from: z.enum(['form', 'saved']),
  api_type: ApiTypeSchema,
  api_course_id: z.string(),
  api_config: z.record(z.string(), z.unknown()),
  holes: z.number().int().nullable(),
});
export type TestApiUsed = z.infer<typeof TestApiUsedSchema>;

export const TestApiResultSchema = z.object({
  ok: z.boolean(),
  slotsFound: z.number().int(),
  date: z.string(),
  latencyMs: z.number(),
  sample: z.array(TestApiSlotSchema).optional(),
  error: z.string().optional(),
  used: TestApiUsedSchema.optional(),
});
export type TestApiResult = z.infer<typeof TestApiResultSchema>;

export const CacheClearedSchema = z.object({ message: z.string() });

export const CourseToggledSchema = ActiveToggledSchema;

// ── Add courses from a booking link (decision 0160) ──

export const DISCOVER_MESSAGES = {
  url: 'Please paste the address of a booking page (https://...)',
  insecure: 'The booking page address must start with https://',
} as const;

export const DiscoverInputSchema = z.object({
  url: z
    .string({ message: DISCOVER_MESSAGES.url })
    .trim()
    .min(1, DISCOVER_MESSAGES.url)
    .max(2000, DISCOVER_MESSAGES.url)
    .refine((value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'https:' || url.protocol === 'http:';
      } catch {
        return false;
      }
    }, DISCOVER_MESSAGES.url)
    .meta({ format: 'uri' }),
});
export type DiscoverInput = z.input<typeof DiscoverInputSchema>;

export const DiscoveredCourseSchema = z.object({
  /** The course's name as its booking site lists it. */
  name: z.string().max(200),
  api_course_id: z.string().max(200),
  holes: z.number().int().nullable(),
  /** A catalogue course (not deleted) is already this course of this site. */
  in_catalogue: z.boolean(),
  /** The days in advance the site sells this course, where it says. */
  booking_advance_days: z.number().int().nullable().optional(),
});
export type DiscoveredCourse = z.infer<typeof DiscoveredCourseSchema>;

export const DiscoveredSiteSchema = z.object({
  platform: z.enum(BOOKING_SYSTEM_TYPES),
  /** The site's address as a course's configuration names it (CPS site root, ChronoGolf club page). */
  site: z.string().max(2000),
  courses: z.array(DiscoveredCourseSchema).max(200),
  /** What POST /api/admin/golf-courses takes for a course of this site (with source_course_name). */
  api_type: ApiTypeSchema.optional(),
  api_config: z.record(z.string(), z.string().max(2000)).optional(),
  booking_url: z.string().max(2000).optional(),
});
export type DiscoveredSite = z.infer<typeof DiscoveredSiteSchema>;
