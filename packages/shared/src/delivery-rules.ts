import { z } from 'zod';
import { ISO_DATE_DOC } from './api-document-meta';
import { envelopeSchema, type ValidationError } from './api-envelope';
import { formatClockTime, formatDayLabel } from './clock-time';
import { addDaysToIsoDate, isIsoDate } from './vancouver-time';

// Delivery rules the golfer sets (issue 28 item 4, decision 0133): quiet hours, "mute until" a date
// and a daily cap. The account holds the defaults; a request may carry its own set, which then wins
// whole (null = the account's). Alerts held by a rule stay pending and go out as one email later.

/** A hand-made payload's ceiling; the server's ALERT_EMAILS_PER_RECIPIENT_PER_DAY is the real one. */
export const MAX_DAILY_CAP = 1000;
/** "Mute until" at most this far ahead: longer than that is pausing the request. */
export const MAX_MUTE_DAYS = 366;

export const DELIVERY_RULES_MESSAGES = {
  invalidTime: 'Please enter a time as HH:MM, from 00:00 to 23:59',
  sameTimes: 'Quiet hours must end at a different time than they start',
  invalidDate: 'Please choose the date in YYYY-MM-DD form',
  muteTooFar: `Mute for at most ${MAX_MUTE_DAYS} days; pause the request for longer`,
  invalidCap: 'Please choose a whole number of emails a day, at least 1',
  capAboveServer: (max: number) => `At most ${max} emails a day: that is this server's limit`,
} as const;

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

const ClockTimeSchema = z
  .string({ error: DELIVERY_RULES_MESSAGES.invalidTime })
  .max(5, DELIVERY_RULES_MESSAGES.invalidTime)
  .regex(HHMM, DELIVERY_RULES_MESSAGES.invalidTime);

/** Quiet hours, Vancouver wall clock; end before start crosses midnight (22:00–06:00). */
export const QuietHoursSchema = z
  .object({ start: ClockTimeSchema, end: ClockTimeSchema })
  .refine((hours) => hours.start !== hours.end, {
    error: DELIVERY_RULES_MESSAGES.sameTimes,
    path: ['end'],
  });
export type QuietHours = z.infer<typeof QuietHoursSchema>;

export const DeliveryRulesSchema = z.object({
  /** Alerts found in these hours wait and go out as one email when they end. */
  quietHours: QuietHoursSchema.nullable().default(null),
  /** YYYY-MM-DD (Vancouver): no alert before this date starts; held ones go out at its 00:00. */
  muteUntil: z
    .string({ error: DELIVERY_RULES_MESSAGES.invalidDate })
    .max(10, DELIVERY_RULES_MESSAGES.invalidDate)
    .refine(isIsoDate, DELIVERY_RULES_MESSAGES.invalidDate)
    .meta(ISO_DATE_DOC)
    .nullable()
    .default(null),
  /** Alert emails per Vancouver day across the golfer's requests; null = the server's limit. */
  dailyCap: z
    .number({ error: DELIVERY_RULES_MESSAGES.invalidCap })
    .int(DELIVERY_RULES_MESSAGES.invalidCap)
    .min(1, DELIVERY_RULES_MESSAGES.invalidCap)
    .max(MAX_DAILY_CAP, DELIVERY_RULES_MESSAGES.invalidCap)
    .nullable()
    .default(null),
});
export type DeliveryRules = z.infer<typeof DeliveryRulesSchema>;
export type DeliveryRulesInput = z.input<typeof DeliveryRulesSchema>;

export const NO_DELIVERY_RULES: DeliveryRules = { quietHours: null, muteUntil: null, dailyCap: null };

/** GET/PUT /api/account/delivery-rules answer: the account's defaults and the server's cap. */
export const AccountDeliveryRulesSchema = z.object({
  rules: DeliveryRulesSchema,
  /** ALERT_EMAILS_PER_RECIPIENT_PER_DAY: the highest daily cap a golfer may choose. */
  maxDailyCap: z.number().int(),
});
export type AccountDeliveryRules = z.infer<typeof AccountDeliveryRulesSchema>;
export const AccountDeliveryRulesResultSchema = envelopeSchema(AccountDeliveryRulesSchema);

/**
 * The rules as a dashboard card shows them: "Quiet 10:00 PM–6:00 AM · Muted until Mon, Nov 30 · At most
 * 3 a day". A mute whose date has come (`today` or earlier) is over and not shown. Empty when none apply.
 */
export function describeDeliveryRules(rules: DeliveryRules, today: string): string[] {
  const parts: string[] = [];
  if (rules.quietHours)
    parts.push(`Quiet ${formatClockTime(rules.quietHours.start)}–${formatClockTime(rules.quietHours.end)}`);
  if (rules.muteUntil && rules.muteUntil > today)
    parts.push(`Muted until ${formatDayLabel(rules.muteUntil)}`);
  if (rules.dailyCap !== null)
    parts.push(`At most ${rules.dailyCap} ${rules.dailyCap === 1 ? 'email' : 'emails'} a day`);
  return parts;
}

/**
 * The server's rules on schema-valid rules: the cap at most the server's (ALERT_EMAILS_PER_RECIPIENT_PER_DAY)
 * and the mute at most MAX_MUTE_DAYS after `today` (Vancouver). A date already past is allowed: it
 * simply mutes nothing. `prefix` names the fields inside a larger payload ("deliveryRules.").
 */
export function checkDeliveryRules(options: {
  rules: DeliveryRules;
  today: string;
  maxDailyCap: number;
  prefix?: string;
}): ValidationError[] {
  const { rules, today, maxDailyCap, prefix = '' } = options;
  const problems: ValidationError[] = [];
  if (rules.dailyCap !== null && rules.dailyCap > maxDailyCap)
    problems.push({
      field: `${prefix}dailyCap`,
      message: DELIVERY_RULES_MESSAGES.capAboveServer(maxDailyCap),
    });
  if (rules.muteUntil !== null && rules.muteUntil > addDaysToIsoDate(today, MAX_MUTE_DAYS))
    problems.push({ field: `${prefix}muteUntil`, message: DELIVERY_RULES_MESSAGES.muteTooFar });
  return problems;
}
