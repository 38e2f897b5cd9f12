import { z } from 'zod';
import { ALERT_CHANNELS, AlertChannelsSchema, NOTIFICATION_METHODS } from './alert-channels';
import { pathId } from './api-document-meta';
import { envelopeSchema } from './api-envelope';
import { SENT_NOTIFICATION_METHODS } from './constants';
import { DeliveryRulesSchema } from './delivery-rules';
import { FinishBeforeSunsetSchema } from './finish-before-sunset';
import { HeldTimeSchema } from './held-time';
import { IdResultSchema } from './id-result';
import { IsoInstantSchema } from './iso-instant';
import { MAX_DATES_PER_REQUEST, SplitPartySchema } from './monitoring-request';
import { ReadCadenceSchema } from './read-cadence';
import { RequestGroupSchema } from './request-group';
import { WeeklyRuleSchema } from './weekly-rule';

// What the waitlist API answers: a request as its owner sees it, its alert history, what is open now
// for it, and the ids routes take (golfer-side §3–§5).

export const MonitoringRequestCourseSchema = z.object({ id: z.number().int(), name: z.string() });

/** A monitoring request as listed for its owner (golfer-side §3). Times are ISO 8601 strings. */
export const MonitoringRequestSchema = z.object({
  id: z.number().int(),
  is_active: z.boolean(),
  created_at: IsoInstantSchema,
  expires_at: IsoInstantSchema,
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
  /** The channels its alerts go by, each once, in DELIVERY_CHANNELS' order (decision 0260). Optional for older servers. */
  alert_channels: AlertChannelsSchema.optional(),
  /** The spec's email, sms or both, derived from alert_channels for older clients (decision 0260). */
  notification_method: z.enum(NOTIFICATION_METHODS),
  /** Email, push or both (decision 0130), derived from alert_channels for older clients. Optional for older servers. */
  alert_channel: z.enum(ALERT_CHANNELS).optional(),
  contact_email: z.string(),
  contact_phone: z.string().nullable(),
  /** When any of its (course, date) pairs was last polled: the oldest such time, or null if never. */
  last_checked_at: IsoInstantSchema.nullable(),
  /**
   * How often its courses are being read now, from the mirror's own read times (issue 50, decision
   * 0305); null while the request is not watching (paused, expired, every date past or booked). Optional
   * for older servers and answers other than the list.
   */
  read_cadence: ReadCadenceSchema.nullable().optional(),
  /**
   * False while alerts wait for the contact address to be confirmed (the account's own address by the
   * sign-up email's link, another address by the link sent to it). Optional for older servers.
   */
  contact_email_confirmed: z.boolean().optional(),
  /** The rules that apply: its own, else the account's (decision 0133). Optional for older servers. */
  delivery_rules: DeliveryRulesSchema.optional(),
  /** Its own rules, or null when the account's apply. Optional for older servers. */
  delivery_rules_override: DeliveryRulesSchema.nullable().optional(),
  /**
   * Finish before dark (issue 38, decision 0199): the holes and the pace in force, or null for no sunset
   * rule. Named as the input names it (the interface). Optional for older servers.
   */
  finishBeforeSunset: FinishBeforeSunsetSchema.nullable().optional(),
  /** The tee time it holds, when it is an upgrade watch (decision 0195); null otherwise. Optional for older servers. */
  held: HeldTimeSchema.nullable().optional(),
  /** The held time's course name, for the dashboard (the held course need not be watched). */
  held_course_name: z.string().nullable().optional(),
  /**
   * Two nearby times accepted for a party of 3 or 4 (decision 0203), or null. Named as the input names it
   * (issue 38's interface). Optional for older servers.
   */
  splitParty: SplitPartySchema.nullable().optional(),
  /**
   * The group it waits with (decision 0210): the reader's role, the members' display names, and who booked
   * what once the watch ended for all; null when it is not shared. Optional for older servers.
   */
  group: RequestGroupSchema.nullable().optional(),
  /**
   * A standing weekly watch (decision 0350): its weekdays and last date, or null for a dated request;
   * preferred_dates are the dates it watches now. Optional for older servers.
   */
  weekly: WeeklyRuleSchema.nullable().optional(),
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
  sent_at: IsoInstantSchema,
  notification_method: z.enum(SENT_NOTIFICATION_METHODS),
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
export const DeletedMonitoringRequestResultSchema = envelopeSchema(IdResultSchema);

export const RemovedCourseSchema = MonitoringRequestCourseSchema.extend({ reason: z.string() });
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
  /**
   * Pairs of nearby times open now for a request that splits its party (issue 38 item 4, decision 0203),
   * the first MAX_OPEN_NOW_LISTED, earlier time first; absent for a request that does not split.
   */
  pairs: z
    .array(z.object({ first: OpenTeeTimeSchema, second: OpenTeeTimeSchema }))
    .max(MAX_OPEN_NOW_LISTED)
    .optional(),
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

/** PUT /api/users/me/monitoring-requests/{id}/held body: the time it holds, or null for none (decision 0195). */
export const HeldTimeUpdateSchema = z.object({ held: HeldTimeSchema.nullable() });
export type HeldTimeUpdate = z.infer<typeof HeldTimeUpdateSchema>;

export const MonitoringRequestIdParamSchema = z.object({ id: pathId('Invalid request ID') });
