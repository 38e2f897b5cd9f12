import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { ALERT_CHANNELS, AlertChannelsSchema, NOTIFICATION_METHODS } from './alert-channels';
import { ISO_DATE_DOC } from './api-document-meta';
import type { ValidationError } from './api-envelope';
import {
  BOOKING_WINDOW_DAYS,
  MONITORING_DURATION_DAYS,
  PARTY_SIZES,
  TIME_ZONE,
  WAITLIST_FIRST_HOUR,
  WAITLIST_LAST_HOUR,
} from './constants';
import { DeliveryRulesSchema } from './delivery-rules';
import { EMAIL_ADDRESS_MESSAGES, MAX_EMAIL_CHARS } from './email-address';
import { FinishBeforeSunsetInputSchema } from './finish-before-sunset';
import { HeldTimeSchema } from './held-time';
import { addDaysToIsoDate, isIsoDate } from './vancouver-time';
import { checkWeeklyRule, WeeklyRuleInputSchema } from './weekly-rule';

// The waitlist (monitoring request) contract: what the form submits, what the dashboard lists,
// and the pure status rules both sides apply (golfer-side §3–§5, admin-console §4).

/** A user may hold at most this many active requests at once (decision 0005). */
export const MAX_ACTIVE_MONITORING_REQUESTS = 20;

/** Upper bounds that only a hand-made payload reaches: the window has 31 days, the catalogue far fewer courses. */
export const MAX_COURSES_PER_REQUEST = 100;
export const MAX_DATES_PER_REQUEST = BOOKING_WINDOW_DAYS + 1;
/** E.164 numbers with separators fit in 30 characters. */
export const MAX_PHONE_LENGTH = 30;

/** Split a foursome (decision 0203): two times at most this many minutes apart; the form's default is 10. */
export const SPLIT_PARTY_MIN_GAP_MINUTES = 1;
export const SPLIT_PARTY_MAX_GAP_MINUTES = 30;
export const SPLIT_PARTY_DEFAULT_GAP_MINUTES = 10;
/** The party sizes a request may split over two times. */
export const SPLIT_PARTY_SIZES: readonly number[] = [3, 4];

export const MONITORING_REQUEST_MESSAGES = {
  invalidAlertChannel: "Alerts go by 'email', 'push' or 'both'",
  invalidNotificationMethod: "Notifications go by 'email', 'sms' or 'both'",
  /** Alerts by text ('sms') without a confirmed number on the account (issue 36). */
  confirmedPhoneRequired: 'Add and confirm your mobile number in your account to get alerts by text',
  noCourse: 'Please select at least one golf course',
  noDate: 'Please select at least one preferred date',
  endBeforeStart: 'End time must be after start time',
  emailRequired: EMAIL_ADDRESS_MESSAGES.required,
  emailInvalid: EMAIL_ADDRESS_MESSAGES.invalid,
  // The spec is silent on the texts below (decision 0005).
  invalidDate: 'Please choose dates in YYYY-MM-DD form',
  invalidTime: 'Please choose a time on the hour between 06:00 and 21:00',
  invalidPartySize: 'Please choose 1, 2, 3, 4 or Any players',
  onlyEmail: 'Only email notifications are available',
  invalidCourse: 'Please select golf courses from the list',
  tooManyCourses: `Please select at most ${MAX_COURSES_PER_REQUEST} golf courses`,
  tooManyDates: `Please select at most ${MAX_DATES_PER_REQUEST} dates`,
  pastDate: 'Preferred dates cannot be in the past',
  beyondWindow: `Preferred dates must be within the next ${BOOKING_WINDOW_DAYS} days`,
  invalidPhone: 'Please enter a valid phone number',
  emailTooLong: EMAIL_ADDRESS_MESSAGES.tooLong,
  // Split a foursome (issue 38 item 4, decision 0203).
  splitPartyGap: `The gap between the two times must be a whole number of minutes from ${SPLIT_PARTY_MIN_GAP_MINUTES} to ${SPLIT_PARTY_MAX_GAP_MINUTES}`,
  splitPartySize: 'Two nearby times are only for parties of 3 or 4',
} as const;

/**
 * `splitParty`: a party of 3 or 4 also accepts two times at one course and date, at most `maxGapMinutes`
 * apart, whose open spots together hold the party (decision 0203). Null: one time for the whole party.
 */
export const SplitPartySchema = z.object({
  maxGapMinutes: z
    .number({ error: MONITORING_REQUEST_MESSAGES.splitPartyGap })
    .int(MONITORING_REQUEST_MESSAGES.splitPartyGap)
    .min(SPLIT_PARTY_MIN_GAP_MINUTES, MONITORING_REQUEST_MESSAGES.splitPartyGap)
    .max(SPLIT_PARTY_MAX_GAP_MINUTES, MONITORING_REQUEST_MESSAGES.splitPartyGap),
});
export type SplitParty = z.infer<typeof SplitPartySchema>;

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

export const WaitlistTimeSchema = z
  .string({ error: MONITORING_REQUEST_MESSAGES.invalidTime })
  .max(5, MONITORING_REQUEST_MESSAGES.invalidTime)
  .refine((value) => WAITLIST_TIME_OPTIONS.includes(value), MONITORING_REQUEST_MESSAGES.invalidTime)
  // The refinement is invisible to the API document; the options are what it checks.
  .meta({ enum: [...WAITLIST_TIME_OPTIONS] });

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
          .refine(isIsoDate, MONITORING_REQUEST_MESSAGES.invalidDate)
          .meta(ISO_DATE_DOC),
        { error: MONITORING_REQUEST_MESSAGES.noDate },
      )
      .max(MAX_DATES_PER_REQUEST, MONITORING_REQUEST_MESSAGES.tooManyDates)
      // A weekly rule names weekdays instead (decision 0350); a dated request needs one date (refined below).
      .default([]),
    startTime: WaitlistTimeSchema,
    endTime: WaitlistTimeSchema,
    numberOfPlayers: z.literal(PARTY_SIZES, { error: MONITORING_REQUEST_MESSAGES.invalidPartySize }),
    contactPhone: z.string().trim().max(MAX_PHONE_LENGTH, MONITORING_REQUEST_MESSAGES.invalidPhone).nullish(),
    contactEmail: z
      .string({ error: MONITORING_REQUEST_MESSAGES.emailRequired })
      .trim()
      .min(1, MONITORING_REQUEST_MESSAGES.emailRequired)
      .max(MAX_EMAIL_CHARS, MONITORING_REQUEST_MESSAGES.emailTooLong)
      // An empty value already has its message; "abort" would also hide the other fields' form-level errors.
      .refine((value) => value === '' || EMAIL_SHAPE.test(value), MONITORING_REQUEST_MESSAGES.emailInvalid),
    /**
     * The channels its alerts go by (decision 0260): email, push to the golfer's devices, text to the
     * account's confirmed number (issue 36: with 'sms' the server takes that number as contactPhone and
     * refuses the request, naming contactPhone, without one). Left out: what notificationMethod and
     * alertChannel say, as older clients send them.
     */
    alertChannels: AlertChannelsSchema.optional(),
    /** Older clients' email, text or both (the spec's field); read only when alertChannels is left out. */
    notificationMethod: z
      .enum(NOTIFICATION_METHODS, { error: MONITORING_REQUEST_MESSAGES.invalidNotificationMethod })
      .optional(),
    /**
     * This request's own delivery rules (decision 0133): null = the account's; left out on an edit =
     * unchanged (left out on a create = the account's).
     */
    deliveryRules: DeliveryRulesSchema.nullable().optional(),
    /**
     * Older clients' email, push or both (decision 0130); read only when alertChannels is left out. Left
     * out as well: on create, 'both' when the golfer has a push device, else 'email'; on edit, unchanged.
     */
    alertChannel: z
      .enum(ALERT_CHANNELS, { error: MONITORING_REQUEST_MESSAGES.invalidAlertChannel })
      .optional(),
    /**
     * Finish before dark (issue 38, decision 0199): `{ holes: 9 | 18, paceMinutes? }`; times whose round
     * would end after sunset at the course are not alerted. Null = no such rule; left out on a create =
     * none, on an edit = unchanged.
     */
    finishBeforeSunset: FinishBeforeSunsetInputSchema.nullable().optional(),
    /**
     * A tee time the golfer already holds (issue 38, decision 0195): the request alerts only for times
     * that beat it. null = none; left out on an edit = unchanged (on a create = none).
     */
    held: HeldTimeSchema.nullable().optional(),
    /**
     * Split a foursome (decision 0203): for a party of 3 or 4, two nearby times whose spots hold the party
     * are alerted as one pair. Null: off; left out on an edit: unchanged (on a create: off).
     */
    splitParty: SplitPartySchema.nullable().optional(),
    /**
     * A standing weekly watch (issue 51, decision 0350): these weekdays, watched on every date inside the
     * courses' booking windows and rolled forward each day until `endsOn` (at most a season). The server
     * chooses the dates; preferredDates is ignored. Null or left out: a request for its preferredDates.
     */
    weekly: WeeklyRuleInputSchema.nullable().optional(),
  })
  .refine((input) => Boolean(input.weekly) || (input.preferredDates?.length ?? 0) > 0, {
    error: MONITORING_REQUEST_MESSAGES.noDate,
    path: ['preferredDates'],
    // Reported together with other fields' errors, as the old .min(1) was.
    when: (payload) => {
      const value = payload.value as { preferredDates?: unknown; weekly?: unknown } | null | undefined;
      // Not an object at all (a body of null or a list): the object's own error says so.
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
      return (
        value.weekly == null && (value.preferredDates === undefined || Array.isArray(value.preferredDates))
      );
    },
  })
  .refine((input) => !input.splitParty || SPLIT_PARTY_SIZES.includes(input.numberOfPlayers), {
    error: MONITORING_REQUEST_MESSAGES.splitPartySize,
    path: ['splitParty'],
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
/** What a form may hand to the schema. */
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
  input: Pick<MonitoringRequestInput, 'preferredDates' | 'contactPhone'> &
    Partial<Pick<MonitoringRequestInput, 'weekly'>>;
  today: string;
}): ValidationError[] {
  const { input, today } = options;
  const problems: ValidationError[] = input.weekly ? checkWeeklyRule(input.weekly, today) : [];
  const last = lastWatchableDate(today);
  // ISO dates compare correctly as strings. A weekly rule's dates are the server's own (decision 0350).
  const dates = input.weekly ? [] : input.preferredDates;
  if (dates.some((date) => date < today)) {
    problems.push({ field: 'preferredDates', message: MONITORING_REQUEST_MESSAGES.pastDate });
  } else if (dates.some((date) => date > last)) {
    problems.push({ field: 'preferredDates', message: MONITORING_REQUEST_MESSAGES.beyondWindow });
  }
  if (input.contactPhone && !isPlausiblePhone(input.contactPhone)) {
    problems.push({ field: 'contactPhone', message: MONITORING_REQUEST_MESSAGES.invalidPhone });
  }
  return problems;
}
