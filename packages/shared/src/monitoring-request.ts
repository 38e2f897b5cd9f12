import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { envelopeSchema, type ValidationError } from './api-envelope';
import {
  BOOKING_WINDOW_DAYS,
  MONITORING_DURATION_DAYS,
  NOTIFICATION_METHODS,
  PARTY_SIZES,
  TIME_ZONE,
  WAITLIST_FIRST_HOUR,
  WAITLIST_LAST_HOUR,
} from './constants';
import { addDaysToIsoDate, isIsoDate } from './vancouver-time';

// The waitlist (monitoring request) contract: what the form submits, what the dashboard lists,
// and the pure status rules both sides apply (golfer-side §3–§5, admin-console §4).

/** A user may hold at most this many active requests at once (decision 0005). */
export const MAX_ACTIVE_MONITORING_REQUESTS = 20;

/** Upper bounds that only a hand-made payload reaches: the window has 31 days, the catalogue far fewer courses. */
export const MAX_COURSES_PER_REQUEST = 100;
export const MAX_DATES_PER_REQUEST = BOOKING_WINDOW_DAYS + 1;
/** RFC 5321 caps a forward path at 254 characters; E.164 numbers with separators fit in 30. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 30;

export const MONITORING_REQUEST_MESSAGES = {
  noCourse: 'Please select at least one golf course',
  noDate: 'Please select at least one preferred date',
  endBeforeStart: 'End time must be after start time',
  emailRequired: 'Email address is required',
  emailInvalid: 'Please enter a valid email address',
  // The spec is silent on the texts below (decision 0005).
  invalidDate: 'Please choose dates in YYYY-MM-DD form',
  invalidTime: 'Please choose a time on the hour between 06:00 and 21:00',
  invalidPartySize: 'Please choose 2, 3, 4 or Any players',
  onlyEmail: 'Only email notifications are available',
  invalidCourse: 'Please select golf courses from the list',
  tooManyCourses: `Please select at most ${MAX_COURSES_PER_REQUEST} golf courses`,
  tooManyDates: `Please select at most ${MAX_DATES_PER_REQUEST} dates`,
  pastDate: 'Preferred dates cannot be in the past',
  beyondWindow: `Preferred dates must be within the next ${BOOKING_WINDOW_DAYS} days`,
  invalidPhone: 'Please enter a valid phone number',
  emailTooLong: `Email addresses have at most ${MAX_EMAIL_LENGTH} characters`,
} as const;

/** Waitlist hour options as the form shows them: '06:00' … '21:00'. */
export const WAITLIST_TIME_OPTIONS: readonly string[] = Array.from(
  { length: WAITLIST_LAST_HOUR - WAITLIST_FIRST_HOUR + 1 },
  (_, index) => hourToTime(WAITLIST_FIRST_HOUR + index),
);

/** 7 → '07:00'. */
export function hourToTime(hour: number): string {
  return `${String(hour).padStart(2, '0')}:00`;
}

/** '07:00' → 7. */
export function timeToHour(time: string): number {
  return Number(time.slice(0, 2));
}

// A simple {something}@{something}.{something} shape, as the spec asks; stricter checks reject real addresses.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const WaitlistTimeSchema = z
  .string({ error: MONITORING_REQUEST_MESSAGES.invalidTime })
  .refine((value) => WAITLIST_TIME_OPTIONS.includes(value), MONITORING_REQUEST_MESSAGES.invalidTime);

/**
 * The waitlist payload (golfer-side §3) with the client rules of §5. The web form validates with this
 * same schema; rules that depend on the server's clock or are server-only live in
 * `checkMonitoringRequestInput`, so a browser with a wrong clock never rejects what the server accepts.
 */
export const MonitoringRequestInputSchema = z
  .object({
    courseIds: z
      .array(
        z
          .number({ error: MONITORING_REQUEST_MESSAGES.invalidCourse })
          // Course ids are PostgreSQL integers; a larger number would fail in the database, not here.
          .refine(
            (id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647,
            MONITORING_REQUEST_MESSAGES.invalidCourse,
          ),
        { error: MONITORING_REQUEST_MESSAGES.noCourse },
      )
      .min(1, MONITORING_REQUEST_MESSAGES.noCourse)
      .max(MAX_COURSES_PER_REQUEST, MONITORING_REQUEST_MESSAGES.tooManyCourses),
    preferredDates: z
      .array(
        z
          .string({ error: MONITORING_REQUEST_MESSAGES.invalidDate })
          .refine(isIsoDate, MONITORING_REQUEST_MESSAGES.invalidDate),
        { error: MONITORING_REQUEST_MESSAGES.noDate },
      )
      .min(1, MONITORING_REQUEST_MESSAGES.noDate)
      .max(MAX_DATES_PER_REQUEST, MONITORING_REQUEST_MESSAGES.tooManyDates),
    startTime: WaitlistTimeSchema,
    endTime: WaitlistTimeSchema,
    numberOfPlayers: z.literal(PARTY_SIZES, { error: MONITORING_REQUEST_MESSAGES.invalidPartySize }),
    contactPhone: z.string().trim().max(MAX_PHONE_LENGTH, MONITORING_REQUEST_MESSAGES.invalidPhone).nullish(),
    contactEmail: z
      .string({ error: MONITORING_REQUEST_MESSAGES.emailRequired })
      .trim()
      .min(1, MONITORING_REQUEST_MESSAGES.emailRequired)
      .max(MAX_EMAIL_LENGTH, MONITORING_REQUEST_MESSAGES.emailTooLong)
      // An empty value already has its message; "abort" would also hide the other fields' form-level errors.
      .refine((value) => value === '' || EMAIL_SHAPE.test(value), MONITORING_REQUEST_MESSAGES.emailInvalid),
    notificationMethod: z.literal('email', { error: MONITORING_REQUEST_MESSAGES.onlyEmail }).default('email'),
  })
  .refine((input) => timeToHour(input.endTime) > timeToHour(input.startTime), {
    error: MONITORING_REQUEST_MESSAGES.endBeforeStart,
    path: ['endTime'],
    // Report the time-range error together with other fields' errors, as long as both times are valid.
    when: (payload) => {
      const value = payload.value as { startTime?: unknown; endTime?: unknown } | undefined;
      return (
        WAITLIST_TIME_OPTIONS.includes(value?.startTime as string) &&
        WAITLIST_TIME_OPTIONS.includes(value?.endTime as string)
      );
    },
  });
export type MonitoringRequestInput = z.infer<typeof MonitoringRequestInputSchema>;
/** What a form may hand to the schema (notificationMethod may be left out). */
export type MonitoringRequestFormValues = z.input<typeof MonitoringRequestInputSchema>;

/** Last date a request may watch: today (Vancouver) plus the booking window. */
export function lastWatchableDate(today: string): string {
  return addDaysToIsoDate(today, BOOKING_WINDOW_DAYS);
}

/**
 * When a request stops watching (issue 12, decision 0050): at the end of its hour window on its last
 * preferred date (Vancouver wall clock), or MONITORING_DURATION_DAYS after creation if that comes first.
 * Nothing can match after the window closes on the last date, so no email, dashboard or admin view
 * should promise more. Stored as expires_at, which every view and the matcher read.
 */
export function monitoringEndsAt(options: {
  createdAt: Date;
  preferredDates: readonly string[];
  endHour: number;
}): Date {
  const cap = new Date(options.createdAt.getTime() + MONITORING_DURATION_DAYS * 86_400_000);
  const last = [...options.preferredDates].sort().at(-1);
  if (!last) return cap;
  const [y, m, d] = last.split('-').map(Number) as [number, number, number];
  const windowEnd = new Date(new TZDate(y, m - 1, d, options.endHour, 0, 0, TIME_ZONE).getTime());
  return windowEnd < cap ? windowEnd : cap;
}

/** Phone numbers: digits with the usual separators and an optional leading +, 7 to 15 digits. */
export function isPlausiblePhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/**
 * The server-side rules on a schema-valid payload: preferred dates from `today` (Vancouver) to
 * today + BOOKING_WINDOW_DAYS, and a plausible phone when one is given. Returns one error per field.
 */
export function checkMonitoringRequestInput(options: {
  input: Pick<MonitoringRequestInput, 'preferredDates' | 'contactPhone'>;
  today: string;
}): ValidationError[] {
  const { input, today } = options;
  const problems: ValidationError[] = [];
  const last = lastWatchableDate(today);
  // ISO dates compare correctly as strings.
  if (input.preferredDates.some((date) => date < today)) {
    problems.push({ field: 'preferredDates', message: MONITORING_REQUEST_MESSAGES.pastDate });
  } else if (input.preferredDates.some((date) => date > last)) {
    problems.push({ field: 'preferredDates', message: MONITORING_REQUEST_MESSAGES.beyondWindow });
  }
  if (input.contactPhone && !isPlausiblePhone(input.contactPhone)) {
    problems.push({ field: 'contactPhone', message: MONITORING_REQUEST_MESSAGES.invalidPhone });
  }
  return problems;
}

export const MonitoringRequestCourseSchema = z.object({ id: z.number().int(), name: z.string() });

/** A monitoring request as listed for its owner (golfer-side §3). Times are ISO 8601 strings. */
export const MonitoringRequestSchema = z.object({
  id: z.number().int(),
  is_active: z.boolean(),
  created_at: z.string(),
  expires_at: z.string(),
  courses: z.array(MonitoringRequestCourseSchema),
  preferred_dates: z.array(z.string()),
  /**
   * Dates the golfer said "I booked it" for (decision 0071): no longer watched. A request ended that way
   * keeps its last date in preferred_dates too. Optional for older servers.
   */
  booked_dates: z.array(z.string()).optional(),
  /** 'HH:00' */
  start_time: z.string(),
  end_time: z.string(),
  /** 0 means any party size. */
  number_of_players: z.number().int(),
  notification_method: z.enum(NOTIFICATION_METHODS),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  /** When any of its (course, date) pairs was last polled: the oldest such time, or null if never. */
  last_checked_at: z.string().nullable(),
  /**
   * False while alerts wait for the contact address to be confirmed (the account's own address by the
   * sign-up email's link, another address by the link sent to it). Optional for older servers.
   */
  contact_email_confirmed: z.boolean().optional(),
});
export type MonitoringRequest = z.infer<typeof MonitoringRequestSchema>;

/** One tee time an alert named. */
export const AlertedTeeTimeSchema = z.object({
  course_id: z.number().int(),
  course_name: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
  /** HH:MM, 24-hour, America/Vancouver wall-clock. */
  time: z.string(),
});
export type AlertedTeeTime = z.infer<typeof AlertedTeeTimeSchema>;

/** One alert a request sent (or tried to send): what, when, to whom, and which tee times it named. */
export const MonitoringRequestAlertSchema = z.object({
  id: z.number().int(),
  sent_at: z.string(),
  notification_method: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  is_successful: z.boolean(),
  error_message: z.string().nullable(),
  tee_times: z.array(AlertedTeeTimeSchema),
});
export type MonitoringRequestAlert = z.infer<typeof MonitoringRequestAlertSchema>;

/** GET /api/users/me/monitoring-requests/{id}/alerts answer, newest first. */
export const MonitoringRequestAlertListResultSchema = envelopeSchema(z.array(MonitoringRequestAlertSchema));

/** DELETE /api/users/me/monitoring-requests/{id} answer. */
export const DeletedMonitoringRequestResultSchema = envelopeSchema(z.object({ id: z.number().int() }));

export const RemovedCourseSchema = z.object({ id: z.number().int(), name: z.string(), reason: z.string() });
export type RemovedCourse = z.infer<typeof RemovedCourseSchema>;

/** The create answer lists at most this many of the times already open (the count is exact). */
export const MAX_OPEN_NOW_LISTED = 50;

/** One tee time that already matches a new request (issue 12, "the first moment"). */
export const OpenTeeTimeSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string().max(200),
  /** YYYY-MM-DD */
  date: z.string().max(10),
  /** HH:MM, Vancouver wall clock */
  time: z.string().max(5),
  holes: z.number().int(),
  availableSpots: z.number().int(),
  price: z.number().nullable(),
  bookingUrl: z.string().max(2000),
});
export type OpenTeeTime = z.infer<typeof OpenTeeTimeSchema>;

/**
 * What already matches a request when it is created: how many times are open now, the first of them
 * (date, time, course order), and per date a link to the tee-times page filtered to them.
 */
export const OpenNowSchema = z.object({
  count: z.number().int(),
  slots: z.array(OpenTeeTimeSchema).max(MAX_OPEN_NOW_LISTED),
  links: z
    .array(z.object({ date: z.string().max(10), count: z.number().int(), url: z.string().max(2000) }))
    .max(MAX_DATES_PER_REQUEST),
});
export type OpenNow = z.infer<typeof OpenNowSchema>;

/** POST /api/monitoring-requests answer: the created request, plus the courses that were dropped. */
export const CreateMonitoringRequestResultSchema = envelopeSchema(MonitoringRequestSchema).extend({
  removedCourses: z.array(RemovedCourseSchema).optional(),
  warningMessage: z.string().optional(),
  /** Matching tee times already open when the request was created (absent if they could not be read). */
  openNow: OpenNowSchema.optional(),
});
export type CreateMonitoringRequestResult = z.infer<typeof CreateMonitoringRequestResultSchema>;

export const MonitoringRequestListResultSchema = envelopeSchema(z.array(MonitoringRequestSchema));

/** PATCH /api/users/me/monitoring-requests/{id} body. */
export const MonitoringRequestActiveUpdateSchema = z.object({
  is_active: z.boolean({ error: 'is_active must be true or false' }),
});
export type MonitoringRequestActiveUpdate = z.infer<typeof MonitoringRequestActiveUpdateSchema>;

export const MonitoringRequestIdParamSchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,9}$/, 'Invalid request ID')
    .transform(Number),
});

/** Dashboard states: a paused request is not a cancelled one, and an expired one is over whatever its flag. */
export type RequestDisplayStatus = 'active' | 'paused' | 'expired';
export type AdminRequestStatus = 'Active' | 'Inactive' | 'Expired';
type StatusFields = { is_active: boolean; expires_at: string | Date };

const expiryTime = (request: StatusFields) => new Date(request.expires_at).getTime();

/**
 * The dashboard badge: expired once past expires_at (it will never watch again, whatever its flag), else
 * paused or active by its flag. Issue 15 replaces the spec's "cancelled" with these distinct states (decision 0040).
 */
export function requestDisplayStatus(request: StatusFields, now: Date = new Date()): RequestDisplayStatus {
  if (now.getTime() > expiryTime(request)) return 'expired';
  return request.is_active ? 'active' : 'paused';
}

/** The admin badge (admin-console §4): Expired at or after expires_at, whatever the flag says. */
export function adminRequestStatus(request: StatusFields, now: Date = new Date()): AdminRequestStatus {
  if (expiryTime(request) <= now.getTime()) return 'Expired';
  return request.is_active ? 'Active' : 'Inactive';
}
