import { z } from 'zod';
import { bookingSystemOf, CPS_V3_MESSAGES } from '../booking-systems';
import { API_TYPES, type ApiType, COURSE_TYPES, LOCATIONS } from '../constants';
import { MAX_EMAIL_CHARS } from '../email-address';
import { ApiTypeSchema } from '../golf-course';
import {
  API_CONFIG_FIELD_LABELS,
  ApiConfigInputSchema,
  isBlank,
  isHttpUrl,
  OPTIONAL_API_CONFIG_FIELDS,
  REQUIRED_API_CONFIG_FIELDS,
  URL_API_CONFIG_FIELDS,
} from './api-config';
import { TestApiDateSchema } from './courses';

// The course form (create and update) and validate-config (admin-console §3, §5). Messages quoted in the
// spec are verbatim.

export const COURSE_FORM_MESSAGES = {
  nameRequired: 'Course name is required',
  locationRequired: 'Please choose a location from the list',
  apiTypeRequired: 'API type is required',
  apiCourseIdRequired: 'API course ID is required',
  sourceCourseName: 'The course name as its booking site lists it must be at most 200 characters',
  holes: 'Number of holes must be 9, 18 or 27',
  lengthYards: 'Length must be between 1000 and 8000 yards',
  par: 'Par must be between 27 and 80',
  courseRating: 'Course rating must be between 60 and 80, in steps of 0.1',
  slopeRating: 'Slope rating must be between 55 and 155',
  bookingAdvanceDays: 'Booking advance days must be between 1 and 90',
  bookingOpenTime: 'Booking open time must be a time HH:MM (UTC)',
  freeCancellationHours: 'Free cancellation cutoff must be a whole number of hours, 1 to 168',
  freeCancellationSource: 'Say where the course states its cancellation cutoff (a link or a note)',
  courseType: 'Please choose a course type from the list',
  email: 'Please enter a valid email address',
  url: 'Please enter a valid URL (https://...)',
  configRequired: (field: string) => `${API_CONFIG_FIELD_LABELS[field] ?? field} is required`,
  ...CPS_V3_MESSAGES,
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
  .refine((value) => value === null || isHttpUrl(value), COURSE_FORM_MESSAGES.url)
  .meta({ format: 'uri' });

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

// The source fields, shared by the course form and the configuration test of the values on screen.
const apiTypeField = z.enum(API_TYPES, { message: COURSE_FORM_MESSAGES.apiTypeRequired });
const apiCourseIdField = z
  .union([z.string().max(200), z.number()], { message: COURSE_FORM_MESSAGES.apiCourseIdRequired })
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1, COURSE_FORM_MESSAGES.apiCourseIdRequired).max(200));
const holesField = z
  .number({ message: COURSE_FORM_MESSAGES.holes })
  .int(COURSE_FORM_MESSAGES.holes)
  .refine((value) => value === 9 || value === 18 || value === 27, COURSE_FORM_MESSAGES.holes)
  .meta({ enum: [9, 18, 27] })
  .nullish()
  .transform((value) => value ?? null);

/**
 * The course form's id: blank is allowed when the course is named as its booking site lists it (the id is
 * then found in the site's list, decision 0160) or when nothing is read for it (directory only, 0161).
 */
const optionalApiCourseIdField = z
  .union([z.string().max(200), z.number()], { message: COURSE_FORM_MESSAGES.apiCourseIdRequired })
  .nullish()
  .transform((value) => (value == null ? '' : String(value).trim()));

/**
 * The id is there unless the listed name or the course's kind makes it unnecessary. Checked even when
 * other fields failed (`when`), so the form shows this message with theirs.
 */
function hasNeededApiCourseId(course: {
  api_type?: ApiType;
  api_course_id?: string;
  source_course_name?: string | null;
  directory_only?: boolean;
}): boolean {
  const needsId = course.api_type !== 'none' && !course.directory_only && !course.source_course_name;
  return !needsId || Boolean(course.api_course_id);
}

const API_COURSE_ID_CHECK = {
  path: ['api_course_id'],
  message: COURSE_FORM_MESSAGES.apiCourseIdRequired,
  when: (payload: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !payload.issues.some((issue) => issue.path?.[0] === 'api_course_id'),
};

/** The system's own checks, then the config fields it requires are present and those that are URLs are URLs. */
function checkApiConfig(
  course: { api_type: ApiType; api_course_id: string; api_config: Record<string, unknown> },
  ctx: z.RefinementCtx,
): void {
  for (const issue of bookingSystemOf(course.api_type)?.checkCourse?.(course) ?? []) {
    ctx.addIssue({ code: 'custom', ...issue });
  }
  for (const field of REQUIRED_API_CONFIG_FIELDS[course.api_type]) {
    const value = course.api_config[field];
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
}

export const CourseFormSchema = z
  .object({
    name: z
      .string({ message: COURSE_FORM_MESSAGES.nameRequired })
      .trim()
      .min(1, COURSE_FORM_MESSAGES.nameRequired)
      .max(200),
    location: z.enum(LOCATIONS, { message: COURSE_FORM_MESSAGES.locationRequired }),
    api_type: apiTypeField,
    api_course_id: optionalApiCourseIdField,
    api_config: ApiConfigInputSchema.default({}),
    /** The course's name as its booking site lists it: with the site, what defines the course (decision 0160). */
    source_course_name: z
      .string()
      .trim()
      .max(200, COURSE_FORM_MESSAGES.sourceCourseName)
      .nullish()
      .transform((value) => (value ? value : null)),
    /** Listed with its facts and links, never read for tee times (decision 0161). */
    directory_only: z.boolean().default(false),
    description: optionalText(5000),
    holes: holesField,
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
    /** Free cancellation ends this many hours before a tee time (decision 0196), and where that is stated. */
    free_cancellation_hours: optionalInt(1, 168, COURSE_FORM_MESSAGES.freeCancellationHours),
    free_cancellation_source: optionalText(500),
    website: optionalUrl,
    address: optionalText(500),
    phone: optionalText(50),
    email: z
      .string()
      .trim()
      .max(MAX_EMAIL_CHARS, COURSE_FORM_MESSAGES.email)
      .nullish()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || z.email().safeParse(value).success, COURSE_FORM_MESSAGES.email),
    facilities: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
    features: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  })
  .refine(hasNeededApiCourseId, API_COURSE_ID_CHECK)
  // A cutoff reminds golfers of money: it is set only with where it is stated (decision 0196).
  .refine((course) => course.free_cancellation_hours == null || Boolean(course.free_cancellation_source), {
    error: COURSE_FORM_MESSAGES.freeCancellationSource,
    path: ['free_cancellation_source'],
  })
  .superRefine(checkApiConfig)
  .transform((course) => ({ ...course, api_config: pickApiConfig(course.api_type, course.api_config) }));
export type CourseFormInput = z.input<typeof CourseFormSchema>;
export type CourseForm = z.output<typeof CourseFormSchema>;

/**
 * POST /api/admin/golf-courses/test-config: the course form's source fields as they are on screen,
 * saved or not (a new course too), and the date to read (tomorrow in the form).
 */
export const TestConfigInputSchema = z
  .object({
    api_type: apiTypeField,
    api_course_id: apiCourseIdField,
    api_config: ApiConfigInputSchema.default({}),
    holes: holesField,
    booking_url: optionalUrl,
    date: TestApiDateSchema,
  })
  .superRefine(checkApiConfig)
  .transform((input) => ({ ...input, api_config: pickApiConfig(input.api_type, input.api_config) }));
export type TestConfigInput = z.input<typeof TestConfigInputSchema>;

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
