import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE_COURSES,
  ADMIN_PAGE_SIZE_NOTIFICATIONS,
  ADMIN_PAGE_SIZE_REQUESTS,
  API_TYPES,
  type ApiType,
  COURSE_TYPES,
  LOCATIONS,
  MAX_IMAGE_BYTES,
  MAX_IMAGES_PER_COURSE,
} from './constants';
import { AdminGolfCourseSchema, ApiTypeSchema, CourseImageSchema } from './golf-course';
import { isIsoDate } from './vancouver-time';

// The admin console's contract (admin-console §3, §5, §7). Messages quoted in the spec are verbatim.

// ── Messages ──

export const IMAGE_UPLOAD_INVALID_MESSAGE = 'Please upload valid image files (JPG, PNG, WebP, max 5MB)';
export const IMAGE_UPLOAD_LIMIT_MESSAGE = `Maximum upload limit reached (${MAX_IMAGES_PER_COURSE} images)`;
export const IMAGE_UPLOAD_SAVE_FIRST_MESSAGE = 'Please save course information first before uploading images';
export const COURSE_DELETE_MISMATCH_MESSAGE =
  'Course name does not match. Please type the exact course name to confirm deletion.';
export const USAGE_UNAVAILABLE_MESSAGE = 'Unable to load usage information';

/** Image types the server accepts (checked by content, not by the claimed type). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

// ── Pagination ──

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const ADMIN_MAX_PAGE_SIZE = 100;

const pageParam = z.coerce
  .number()
  .int()
  .min(1, 'Page must be 1 or more')
  .max(1_000_000, 'Page must be at most 1000000')
  .default(1);
const limitParam = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1, 'Limit must be 1 or more')
    .max(ADMIN_MAX_PAGE_SIZE, `Limit must be at most ${ADMIN_MAX_PAGE_SIZE}`)
    .default(fallback);
const searchParam = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => (value ? value : undefined));

/** Query strings carry booleans as text; the console sends is_active only when a status is chosen. */
const booleanParam = z
  .enum(['true', 'false'], { message: "Must be 'true' or 'false'" })
  .transform((value) => value === 'true');

/** A serial id in a path: digits that fit PostgreSQL's integer, else the given message (400, never a 500). */
export const idParam = (message: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((id) => id >= 1 && id <= 2_147_483_647, message);

export const AdminCourseIdParamSchema = z.object({ id: idParam('Invalid course ID') });

// ── Golf course configuration (admin-console §3, §5) ──

export const CHRONOGOLF_DEFAULT_BASE_URL = 'https://www.chronogolf.com/marketplace/v2/teetimes';

/** Config fields each API type needs, in the order the form shows them. */
export const REQUIRED_API_CONFIG_FIELDS: Record<ApiType, readonly string[]> = {
  cps: ['baseUrl', 'referer', 'siteId', 'websiteId'],
  chronogolf: ['baseUrl', 'clubUrl'],
};
/** Config fields that must hold a URL. */
export const URL_API_CONFIG_FIELDS: readonly string[] = ['baseUrl', 'referer', 'clubUrl'];
/** Optional config fields the ChronoGolf adapter reads; kept when present. */
export const OPTIONAL_API_CONFIG_FIELDS: Record<ApiType, readonly string[]> = {
  cps: [],
  chronogolf: ['clubId', 'affiliationTypeId', 'courseUuid'],
};

export const API_CONFIG_FIELD_LABELS: Record<string, string> = {
  baseUrl: 'Base URL',
  referer: 'Referer URL',
  siteId: 'Site ID',
  websiteId: 'Website ID',
  clubUrl: 'Club URL',
  clubId: 'Club ID',
  affiliationTypeId: 'Affiliation Type ID',
  courseUuid: 'Course UUID',
};

/** What the form starts with (and resets to when the API type changes). */
export function defaultApiConfig(apiType: ApiType): Record<string, string> {
  return apiType === 'cps'
    ? { baseUrl: '', referer: '', siteId: '', websiteId: '' }
    : { baseUrl: CHRONOGOLF_DEFAULT_BASE_URL, clubUrl: '' };
}

const isBlank = (value: unknown) => value === undefined || value === null || String(value).trim() === '';

/** The required config fields that are blank, in form order. Drives the test button and validate-config. */
export function missingApiConfigFields(apiType: ApiType, apiConfig: Record<string, unknown>): string[] {
  return REQUIRED_API_CONFIG_FIELDS[apiType].filter((field) => isBlank(apiConfig[field]));
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The message validate-config returns for missing fields: 'Missing required fields: {list}'. */
export function missingFieldsMessage(fields: string[]): string {
  return `Missing required fields: ${fields.join(', ')}`;
}

const configValue = z.union([z.string().max(2000), z.number()]).transform((value) => String(value).trim());

/** api_config as sent by the form: every known key optional; per-type requirements are checked below. */
export const ApiConfigInputSchema = z.object({
  baseUrl: configValue.optional(),
  siteId: configValue.optional(),
  websiteId: configValue.optional(),
  referer: configValue.optional(),
  clubUrl: configValue.optional(),
  clubId: configValue.optional(),
  affiliationTypeId: configValue.optional(),
  courseUuid: configValue.optional(),
});

// ── Course form (create and update) ──

export const COURSE_FORM_MESSAGES = {
  nameRequired: 'Course name is required',
  locationRequired: 'Please choose a location from the list',
  apiTypeRequired: 'API type is required',
  apiCourseIdRequired: 'API course ID is required',
  holes: 'Number of holes must be 9, 18 or 27',
  lengthYards: 'Length must be between 1000 and 8000 yards',
  par: 'Par must be between 27 and 80',
  courseRating: 'Course rating must be between 60 and 80, in steps of 0.1',
  slopeRating: 'Slope rating must be between 55 and 155',
  bookingAdvanceDays: 'Booking advance days must be between 1 and 90',
  bookingOpenTime: 'Booking open time must be a time HH:MM (UTC)',
  courseType: 'Please choose a course type from the list',
  email: 'Please enter a valid email address',
  url: 'Please enter a valid URL (https://...)',
  configRequired: (field: string) => `${API_CONFIG_FIELD_LABELS[field] ?? field} is required`,
} as const;

/** Optional free text: blank becomes null so the database never stores ''. */
const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

const optionalUrl = z
  .string()
  .trim()
  .max(2000, COURSE_FORM_MESSAGES.url)
  .nullish()
  .transform((value) => (value ? value : null))
  .refine((value) => value === null || isHttpUrl(value), COURSE_FORM_MESSAGES.url);

/** An optional whole number in a range; blank (null/undefined) is allowed. */
const optionalInt = (min: number, max: number, message: string) =>
  z
    .number({ message })
    .int(message)
    .min(min, message)
    .max(max, message)
    .nullish()
    .transform((value) => value ?? null);

const TIME_HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export const CourseFormSchema = z
  .object({
    name: z
      .string({ message: COURSE_FORM_MESSAGES.nameRequired })
      .trim()
      .min(1, COURSE_FORM_MESSAGES.nameRequired)
      .max(200),
    location: z.enum(LOCATIONS, { message: COURSE_FORM_MESSAGES.locationRequired }),
    api_type: z.enum(API_TYPES, { message: COURSE_FORM_MESSAGES.apiTypeRequired }),
    api_course_id: z
      .union([z.string(), z.number()], { message: COURSE_FORM_MESSAGES.apiCourseIdRequired })
      .transform((value) => String(value).trim())
      .pipe(z.string().min(1, COURSE_FORM_MESSAGES.apiCourseIdRequired).max(200)),
    api_config: ApiConfigInputSchema.default({}),
    description: optionalText(5000),
    holes: z
      .number({ message: COURSE_FORM_MESSAGES.holes })
      .int(COURSE_FORM_MESSAGES.holes)
      .refine((value) => value === 9 || value === 18 || value === 27, COURSE_FORM_MESSAGES.holes)
      .nullish()
      .transform((value) => value ?? null),
    length_yards: optionalInt(1000, 8000, COURSE_FORM_MESSAGES.lengthYards),
    par: optionalInt(27, 80, COURSE_FORM_MESSAGES.par),
    course_rating: z
      .number({ message: COURSE_FORM_MESSAGES.courseRating })
      .min(60, COURSE_FORM_MESSAGES.courseRating)
      .max(80, COURSE_FORM_MESSAGES.courseRating)
      .refine(
        (value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-6,
        COURSE_FORM_MESSAGES.courseRating,
      )
      .nullish()
      .transform((value) => (value == null ? null : Math.round(value * 10) / 10)),
    slope_rating: optionalInt(55, 155, COURSE_FORM_MESSAGES.slopeRating),
    course_type: z
      .union([z.enum(COURSE_TYPES), z.literal('')], { message: COURSE_FORM_MESSAGES.courseType })
      .nullish()
      .transform((value) => (value ? value : null)),
    is_public: z.boolean().default(true),
    booking_advance_days: z
      .number({ message: COURSE_FORM_MESSAGES.bookingAdvanceDays })
      .int(COURSE_FORM_MESSAGES.bookingAdvanceDays)
      .min(1, COURSE_FORM_MESSAGES.bookingAdvanceDays)
      .max(90, COURSE_FORM_MESSAGES.bookingAdvanceDays)
      .default(30),
    booking_open_time: z
      .string({ message: COURSE_FORM_MESSAGES.bookingOpenTime })
      .trim()
      .regex(TIME_HH_MM, COURSE_FORM_MESSAGES.bookingOpenTime)
      .default('00:00'),
    booking_url: optionalUrl,
    website: optionalUrl,
    address: optionalText(500),
    phone: optionalText(50),
    email: z
      .string()
      .trim()
      .max(254, COURSE_FORM_MESSAGES.email)
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || z.email().safeParse(value).success, COURSE_FORM_MESSAGES.email),
    facilities: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    features: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  })
  .superRefine((course, ctx) => {
    for (const field of REQUIRED_API_CONFIG_FIELDS[course.api_type]) {
      const value = course.api_config[field as keyof typeof course.api_config];
      if (isBlank(value)) {
        ctx.addIssue({
          code: 'custom',
          path: ['api_config', field],
          message: COURSE_FORM_MESSAGES.configRequired(field),
        });
      } else if (URL_API_CONFIG_FIELDS.includes(field) && !isHttpUrl(String(value))) {
        ctx.addIssue({ code: 'custom', path: ['api_config', field], message: COURSE_FORM_MESSAGES.url });
      }
    }
  })
  .transform((course) => ({ ...course, api_config: pickApiConfig(course.api_type, course.api_config) }));
export type CourseFormInput = z.input<typeof CourseFormSchema>;
export type CourseForm = z.output<typeof CourseFormSchema>;

/** Keeps only the config keys the chosen API type uses, dropping blanks (a type switch leaves no stale keys). */
export function pickApiConfig(apiType: ApiType, apiConfig: Record<string, unknown>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const field of [...REQUIRED_API_CONFIG_FIELDS[apiType], ...OPTIONAL_API_CONFIG_FIELDS[apiType]]) {
    const value = apiConfig[field];
    if (!isBlank(value)) picked[field] = String(value).trim();
  }
  return picked;
}

/** "Vancouver, BC" → "Vancouver". */
export function cityOfLocation(location: string): string {
  return location.split(',')[0]!.trim();
}

export const ValidateConfigInputSchema = z.object({
  api_type: ApiTypeSchema,
  api_config: z
    .record(z.string().max(100), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]))
    .refine((config) => Object.keys(config).length <= 50, 'At most 50 config fields')
    .default({}),
});
export type ValidateConfigInput = z.input<typeof ValidateConfigInputSchema>;

export const ValidateConfigResultSchema = z.object({
  valid: z.boolean(),
  message: z.string(),
  missingFields: z.array(z.string()),
});
export type ValidateConfigResult = z.infer<typeof ValidateConfigResultSchema>;

// ── Course list, stats, usage ──

export const AdminCourseListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_PAGE_SIZE_COURSES),
  api_type: ApiTypeSchema.optional(),
  is_active: booleanParam.optional(),
  search: searchParam,
});
export type AdminCourseListQuery = z.input<typeof AdminCourseListQuerySchema>;

export const AdminCourseListSchema = z.object({
  courses: z.array(AdminGolfCourseSchema),
  pagination: PaginationSchema,
});
export type AdminCourseList = z.infer<typeof AdminCourseListSchema>;

export const CourseStatsSchema = z.object({
  totalCourses: z.number().int(),
  activeCourses: z.number().int(),
  apiTypeDistribution: z.object({ cps: z.number().int(), chronogolf: z.number().int() }),
});
export type CourseStats = z.infer<typeof CourseStatsSchema>;

/** The delete dialog's usage summary, from real data (never generated on the client). */
export const CourseUsageSchema = z.object({
  activeMonitoringRequests: z.number().int(),
  totalHistoricalRequests: z.number().int(),
  /** ISO timestamp of the newest request naming the course, or null. */
  lastRequestDate: z.string().nullable(),
});
export type CourseUsage = z.infer<typeof CourseUsageSchema>;

export const CourseDeletedSchema = z.object({ id: z.number().int(), message: z.string() });

// ── Configuration test against the real source ──

export const TestApiInputSchema = z
  .object({
    date: z.string().refine(isIsoDate, 'Date must be YYYY-MM-DD').optional(),
  })
  // A POST without a body arrives as null.
  .nullish();
export type TestApiInput = z.input<typeof TestApiInputSchema>;

export const TestApiSlotSchema = z.object({
  time: z.string(),
  holes: z.number().int(),
  availableSpots: z.number().int(),
  price: z.number().nullable(),
});

export const TestApiResultSchema = z.object({
  ok: z.boolean(),
  slotsFound: z.number().int(),
  date: z.string(),
  latencyMs: z.number(),
  sample: z.array(TestApiSlotSchema).optional(),
  error: z.string().optional(),
});
export type TestApiResult = z.infer<typeof TestApiResultSchema>;

export const CacheClearedSchema = z.object({ message: z.string() });

// ── Images ──

export const AdminCourseImageSchema = CourseImageSchema.extend({
  position: z.number().int(),
  thumbnail_url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type AdminCourseImage = z.infer<typeof AdminCourseImageSchema>;

/** The spec's upload payload: the file as a data URL, its name and its claimed type. */
export const ImageUploadInputSchema = z.object({
  fileData: z
    .string({ message: IMAGE_UPLOAD_INVALID_MESSAGE })
    // A 5 MB file as base64 plus its data-URL prefix; the body limit stops anything far larger first.
    .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 200, IMAGE_UPLOAD_INVALID_MESSAGE)
    .regex(/^data:[\w.+/-]*(;[\w=.+-]+)*;base64,/, IMAGE_UPLOAD_INVALID_MESSAGE),
  filename: z.string({ message: IMAGE_UPLOAD_INVALID_MESSAGE }).trim().min(1).max(255),
  contentType: z.string({ message: IMAGE_UPLOAD_INVALID_MESSAGE }).trim().max(100),
});
export type ImageUploadInput = z.infer<typeof ImageUploadInputSchema>;

export const ImageUploadResultSchema = z.object({ url: z.string(), imageId: z.number().int() });
export type ImageUploadResult = z.infer<typeof ImageUploadResultSchema>;

export const ReorderImagesInputSchema = z.object({
  imageIds: z
    .array(z.number().int().positive())
    .min(1, 'Image list is empty')
    .max(MAX_IMAGES_PER_COURSE)
    .refine((ids) => new Set(ids).size === ids.length, 'Image ids must not repeat'),
});
export type ReorderImagesInput = z.infer<typeof ReorderImagesInputSchema>;

export const ImageIdParamSchema = z.object({ imageId: idParam('Invalid image ID') });

// ── Monitoring requests (admin view) ──

export const ADMIN_REQUEST_STATUSES = ['all', 'active', 'inactive'] as const;

export const AdminRequestListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_PAGE_SIZE_REQUESTS),
  status: z.enum(ADMIN_REQUEST_STATUSES).default('all'),
  search: searchParam,
});
export type AdminRequestListQuery = z.input<typeof AdminRequestListQuerySchema>;

export const AdminMonitoringRequestSchema = z.object({
  id: z.number().int(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  notification_method: z.enum(['email', 'sms', 'both']),
  course_ids: z.array(z.number().int()),
  course_names: z.array(z.string()),
  /** 'HH:00' local (America/Vancouver), as the golfer chose it. */
  start_time: z.string(),
  end_time: z.string(),
  preferred_dates: z.array(z.string()),
  number_of_players: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  is_active: z.boolean(),
});
export type AdminMonitoringRequest = z.infer<typeof AdminMonitoringRequestSchema>;

export const AdminRequestListSchema = z.object({
  requests: z.array(AdminMonitoringRequestSchema),
  pagination: PaginationSchema,
});
export type AdminRequestList = z.infer<typeof AdminRequestListSchema>;

export const RequestIdParamSchema = z.object({ id: idParam('Invalid request ID') });

export const RequestToggledSchema = z.object({ id: z.number().int(), is_active: z.boolean() });
export const CourseToggledSchema = z.object({ id: z.number().int(), is_active: z.boolean() });

export const CleanupResultSchema = z.object({ count: z.number().int(), message: z.string() });
export type CleanupResult = z.infer<typeof CleanupResultSchema>;

// ── Notifications ──

export const AdminNotificationListQuerySchema = z.object({
  page: pageParam,
  limit: limitParam(ADMIN_PAGE_SIZE_NOTIFICATIONS),
  search: searchParam,
  method: z.enum(['all', 'email', 'sms']).default('all'),
  status: z.enum(['all', 'success', 'failed']).default('all'),
});
export type AdminNotificationListQuery = z.input<typeof AdminNotificationListQuerySchema>;

export const NotificationRecordSchema = z.object({
  id: z.number().int(),
  request_id: z.number().int(),
  notification_sent_at: z.string(),
  notification_method: z.enum(['email', 'sms']),
  is_successful: z.boolean(),
  error_message: z.string().nullable(),
  monitoring_request: z.object({ contact_email: z.string() }),
});
export type NotificationRecord = z.infer<typeof NotificationRecordSchema>;

export const AdminNotificationListSchema = z.object({
  notifications: z.array(NotificationRecordSchema),
  pagination: PaginationSchema,
});
export type AdminNotificationList = z.infer<typeof AdminNotificationListSchema>;

// ── Dashboard ──

export const AdminDashboardSchema = z.object({
  stats: z.object({
    totalRequests: z.number().int(),
    activeRequests: z.number().int(),
    totalNotifications: z.number().int(),
  }),
  recentRequests: z.array(AdminMonitoringRequestSchema),
  recentNotifications: z.array(NotificationRecordSchema),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;

/** Page count for a total; at least 1 so "page 1 of 1" reads well on an empty list. */
export function totalPagesFor(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
