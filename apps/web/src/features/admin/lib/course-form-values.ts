import {
  type AdminGolfCourse,
  type ApiType,
  type CourseFormInput,
  DEFAULT_BOOKING_SYSTEM,
  defaultApiConfig,
  isBookingSystemType,
  LOCATIONS,
  OPTIONAL_API_CONFIG_FIELDS,
  REQUIRED_API_CONFIG_FIELDS,
} from '@teewatch/shared';

/**
 * What the course form edits. Numbers are kept as the text the admin typed, so a half-typed value is
 * never silently coerced; they become numbers (or null when blank) only in `toCourseFormInput`.
 */
export type CourseFormValues = {
  name: string;
  location: string;
  description: string;
  holes: string;
  length_yards: string;
  par: string;
  course_rating: string;
  slope_rating: string;
  course_type: string;
  is_public: boolean;
  address: string;
  phone: string;
  email: string;
  website: string;
  booking_url: string;
  facilities: string[];
  features: string[];
  booking_advance_days: string;
  booking_open_time: string;
  free_cancellation_hours: string;
  free_cancellation_source: string;
  api_type: ApiType;
  api_course_id: string;
  api_config: Record<string, string>;
};

/** A new course: the spec's defaults (30 advance days, 00:00 UTC, public, CPS with blank config). */
export function emptyCourseFormValues(): CourseFormValues {
  return {
    name: '',
    location: '',
    description: '',
    holes: '',
    length_yards: '',
    par: '',
    course_rating: '',
    slope_rating: '',
    course_type: '',
    is_public: true,
    address: '',
    phone: '',
    email: '',
    website: '',
    booking_url: '',
    facilities: [],
    features: [],
    booking_advance_days: '30',
    booking_open_time: '00:00',
    free_cancellation_hours: '',
    free_cancellation_source: '',
    api_type: DEFAULT_BOOKING_SYSTEM,
    api_course_id: '',
    api_config: defaultApiConfig(DEFAULT_BOOKING_SYSTEM),
  };
}

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The form's starting point for an existing course (also the "original" for change tracking). */
export function courseToFormValues(course: Partial<AdminGolfCourse>): CourseFormValues {
  const apiType: ApiType = isBookingSystemType(course.api_type) ? course.api_type : DEFAULT_BOOKING_SYSTEM;
  const config: Record<string, string> = { ...defaultApiConfig(apiType) };
  for (const field of [...REQUIRED_API_CONFIG_FIELDS[apiType], ...OPTIONAL_API_CONFIG_FIELDS[apiType]]) {
    const value = course.api_config?.[field];
    if (value !== undefined && value !== null) config[field] = String(value);
  }
  // Keep what is stored even when it is outside LOCATIONS, so the form never hides the real value.
  const location =
    text(course.location) || (LOCATIONS.find((entry) => entry.startsWith(`${text(course.city)},`)) ?? '');
  return {
    name: text(course.name),
    location,
    description: text(course.description),
    holes: text(course.holes),
    length_yards: text(course.length_yards),
    par: text(course.par),
    course_rating: text(course.course_rating),
    slope_rating: text(course.slope_rating),
    course_type: text(course.course_type),
    is_public: course.is_public ?? true,
    address: text(course.address),
    phone: text(course.phone),
    email: text(course.email),
    website: text(course.website),
    booking_url: text(course.booking_url),
    facilities: [...(course.facilities ?? [])],
    features: [...(course.features ?? [])],
    booking_advance_days: text(course.booking_advance_days ?? 30),
    booking_open_time: course.booking_open_time || '00:00',
    free_cancellation_hours: text(course.free_cancellation_hours),
    free_cancellation_source: text(course.free_cancellation_source),
    api_type: apiType,
    api_course_id: text(course.api_course_id),
    api_config: config,
  };
}

/** Blank → null, otherwise a number (NaN stays NaN so the schema reports it). */
function numberOrNull(value: string): number | null {
  return value.trim() === '' ? null : Number(value);
}

/** The payload the shared CourseFormSchema validates and the server accepts. */
export function toCourseFormInput(values: CourseFormValues): CourseFormInput {
  return {
    name: values.name,
    location: values.location as CourseFormInput['location'],
    description: values.description,
    holes: numberOrNull(values.holes),
    length_yards: numberOrNull(values.length_yards),
    par: numberOrNull(values.par),
    course_rating: numberOrNull(values.course_rating),
    slope_rating: numberOrNull(values.slope_rating),
    course_type: values.course_type as CourseFormInput['course_type'],
    is_public: values.is_public,
    address: values.address,
    phone: values.phone,
    email: values.email,
    website: values.website,
    booking_url: values.booking_url,
    facilities: values.facilities,
    features: values.features,
    booking_advance_days: numberOrNull(values.booking_advance_days) ?? Number.NaN,
    booking_open_time: values.booking_open_time,
    free_cancellation_hours: numberOrNull(values.free_cancellation_hours),
    free_cancellation_source: values.free_cancellation_source,
    api_type: values.api_type,
    api_course_id: values.api_course_id,
    api_config: values.api_config,
  };
}

/**
 * A comparable fingerprint: surrounding spaces and the order of ticked checkboxes do not count as
 * changes, so undoing an edit makes the form clean again.
 */
function fingerprint(values: CourseFormValues): string {
  const normalised = Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      if (Array.isArray(value)) return [key, [...value].sort()];
      if (typeof value === 'string') return [key, value.trim()];
      if (value && typeof value === 'object') {
        const entries = Object.entries(value as Record<string, string>)
          .map(([k, v]) => [k, String(v).trim()] as const)
          .filter(([, v]) => v !== '')
          .sort(([a], [b]) => a.localeCompare(b));
        return [key, entries];
      }
      return [key, value];
    }),
  );
  return JSON.stringify(
    Object.keys(normalised)
      .sort()
      .map((key) => [key, normalised[key]]),
  );
}

/** Unsaved-change tracking (admin-console §2): the form is dirty when it differs from the original. */
export function isCourseFormDirty(current: CourseFormValues, original: CourseFormValues): boolean {
  return fingerprint(current) !== fingerprint(original);
}
