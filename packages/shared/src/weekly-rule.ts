import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { ISO_DATE_DOC } from './api-document-meta';
import type { ValidationError } from './api-envelope';
import { TIME_ZONE } from './constants';
import { addDaysToIsoDate, isIsoDate } from './vancouver-time';

// Standing weekly watches (issue 51 item 5, decision 0350): a request that names weekdays instead of
// dates. The server expands it into the dates it currently covers (those weekdays from today to the end
// of its courses' booking window, booked dates left out) and rolls them forward each day, so matching,
// the mirror's watched pairs, caps, quiet hours and every channel read it as a dated request.

/** A season (decision 0350): a rule without an end date runs this long; an end date is at most this far off. */
export const WEEKLY_SEASON_DAYS = 183;

/** 0 = Sunday … 6 = Saturday, as JavaScript's getUTCDay and PostgreSQL's extract(dow) number them. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export const WEEKLY_RULE_MESSAGES = {
  noWeekday: 'Please choose at least one weekday',
  invalidWeekday: 'Please choose weekdays from Sunday to Saturday',
  invalidEndDate: 'Please choose an end date in YYYY-MM-DD form',
  pastEndDate: 'The end date cannot be in the past',
  beyondSeason: `The end date must be within ${WEEKLY_SEASON_DAYS} days (one season)`,
  invalidBookedDate: 'Name the date you booked in YYYY-MM-DD form',
} as const;

/** What the waitlist form submits for "Repeat weekly". */
export const WeeklyRuleInputSchema = z.object({
  weekdays: z
    .array(
      z
        .number({ error: WEEKLY_RULE_MESSAGES.invalidWeekday })
        .int(WEEKLY_RULE_MESSAGES.invalidWeekday)
        .min(0, WEEKLY_RULE_MESSAGES.invalidWeekday)
        .max(6, WEEKLY_RULE_MESSAGES.invalidWeekday),
      { error: WEEKLY_RULE_MESSAGES.noWeekday },
    )
    .min(1, WEEKLY_RULE_MESSAGES.noWeekday)
    .max(7, WEEKLY_RULE_MESSAGES.invalidWeekday),
  /** The last date it watches; null or left out: one season from when it is saved. */
  endsOn: z
    .string({ error: WEEKLY_RULE_MESSAGES.invalidEndDate })
    .max(10, WEEKLY_RULE_MESSAGES.invalidEndDate)
    .refine(isIsoDate, WEEKLY_RULE_MESSAGES.invalidEndDate)
    .meta(ISO_DATE_DOC)
    .nullish(),
});
export type WeeklyRuleInput = z.infer<typeof WeeklyRuleInputSchema>;

/** A weekly rule as the API lists it: its weekdays in order and the last date it watches. */
export const WeeklyRuleSchema = z.object({
  weekdays: z.array(z.number().int().min(0).max(6)),
  endsOn: z.string(),
});
export type WeeklyRule = z.infer<typeof WeeklyRuleSchema>;

/** The rule's last date: its end date, else one season from `today`. */
export function weeklyEndsOn(rule: WeeklyRuleInput, today: string): string {
  return rule.endsOn ?? addDaysToIsoDate(today, WEEKLY_SEASON_DAYS);
}

/** The server-side checks on a rule's end date, which depend on today (Vancouver). */
export function checkWeeklyRule(rule: WeeklyRuleInput, today: string): ValidationError[] {
  if (!rule.endsOn) return [];
  if (rule.endsOn < today) return [{ field: 'weekly.endsOn', message: WEEKLY_RULE_MESSAGES.pastEndDate }];
  if (rule.endsOn > addDaysToIsoDate(today, WEEKLY_SEASON_DAYS))
    return [{ field: 'weekly.endsOn', message: WEEKLY_RULE_MESSAGES.beyondSeason }];
  return [];
}

/** The weekday (0 = Sunday) of an ISO date; a calendar date has one weekday wherever it is read. */
export function weekdayOf(isoDate: string): number {
  return new Date(`${isoDate}T12:00:00Z`).getUTCDay();
}

/** Monday first, as a golfer reads a week ("Saturdays and Sundays"); the values stay 0 = Sunday. */
export const WEEKDAYS_MONDAY_FIRST: readonly number[] = [1, 2, 3, 4, 5, 6, 0];

/** "Saturdays and Sundays", "Mondays, Wednesdays and Fridays", "every day". */
export function describeWeekdays(weekdays: readonly number[]): string {
  const days = WEEKDAYS_MONDAY_FIRST.filter((day) => weekdays.includes(day));
  if (days.length === 7) return 'every day';
  const names = days.map((day) => `${WEEKDAY_NAMES[day]}s`);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** When a rule stops watching: the end of its hour window on its last date, Vancouver wall clock. */
export function weeklyRuleEndsAt(endsOn: string, endHour: number): Date {
  const [y, m, d] = endsOn.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d, endHour, 0, 0, TIME_ZONE).getTime());
}

/** The dashboard's "I booked it" for one date of a weekly rule. */
export const WeeklyBookedDateSchema = z.object({
  date: z
    .string({ error: WEEKLY_RULE_MESSAGES.invalidBookedDate })
    .max(10, WEEKLY_RULE_MESSAGES.invalidBookedDate)
    .refine(isIsoDate, WEEKLY_RULE_MESSAGES.invalidBookedDate)
    .meta(ISO_DATE_DOC),
});
