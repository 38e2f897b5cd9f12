import { z } from 'zod';
import { ISO_DATE_DOC } from './api-document-meta';
import type { ValidationError } from './api-envelope';
import { formatClockTime, formatDayLabel } from './clock-time';
import { isIsoDate } from './vancouver-time';

// A tee time the golfer already holds, and what would beat it (issue 38 item 1, decision 0195). A request
// with a held time is an upgrade watch: it alerts only for times better than the held one by its rule.

/** What "better" means: an earlier or later start on the held date, or a course ranked above the held one. */
export const HELD_BETTER_RULES = ['earlier', 'later', 'course'] as const;
export type HeldBetterRule = (typeof HELD_BETTER_RULES)[number];

/** The ranking names courses of the request; the catalogue is far smaller than this. */
export const MAX_COURSE_RANKING = 100;

export const HELD_TIME_MESSAGES = {
  invalidCourse: 'Please choose the golf course of the time you hold',
  invalidDate: 'Please give the date of the time you hold as YYYY-MM-DD',
  invalidTime: 'Please give the time you hold as HH:MM, for example 15:10',
  invalidRule: "Choose what counts as better: 'earlier', 'later' or 'course'",
  rankingTooLong: `Please rank at most ${MAX_COURSE_RANKING} golf courses`,
  dateNotWatched: 'The time you hold must be on one of your preferred dates',
  rankingRequired: 'Rank your golf courses, best first, including the course you hold',
  rankingOutsideRequest: 'Rank only the golf courses this request watches',
  rankingTooLongForRequest: 'The ranking cannot name more golf courses than the request watches',
  heldCourseNotRanked: 'The ranking must include the course you hold',
  rankingRepeats: 'Rank each golf course once',
} as const;

const courseId = z
  .number({ error: HELD_TIME_MESSAGES.invalidCourse })
  .refine((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647, HELD_TIME_MESSAGES.invalidCourse);

/** "HH:MM", 24-hour, America/Vancouver wall clock, as tee times are. */
const HELD_TIME_SHAPE = /^([01]\d|2[0-3]):[0-5]\d$/;

export const HeldTimeSchema = z.object({
  courseId,
  date: z
    .string({ error: HELD_TIME_MESSAGES.invalidDate })
    .max(10, HELD_TIME_MESSAGES.invalidDate)
    .refine(isIsoDate, HELD_TIME_MESSAGES.invalidDate)
    .meta(ISO_DATE_DOC),
  time: z
    .string({ error: HELD_TIME_MESSAGES.invalidTime })
    .max(5, HELD_TIME_MESSAGES.invalidTime)
    .regex(HELD_TIME_SHAPE, HELD_TIME_MESSAGES.invalidTime),
  better: z.enum(HELD_BETTER_RULES, { error: HELD_TIME_MESSAGES.invalidRule }),
  /** For `better: 'course'`: the request's courses, best first; the held course among them. */
  courseRanking: z.array(courseId).max(MAX_COURSE_RANKING, HELD_TIME_MESSAGES.rankingTooLong).optional(),
});
export type HeldTime = z.infer<typeof HeldTimeSchema>;

/**
 * The rules on a held time that need the rest of the request (its dates and courses); field names are
 * prefixed `held.` as the API's validation errors name them.
 */
export function checkHeldTime(options: {
  held: HeldTime;
  preferredDates: readonly string[];
  courseIds: readonly number[];
}): ValidationError[] {
  const { held } = options;
  const problems: ValidationError[] = [];
  if (!options.preferredDates.includes(held.date))
    problems.push({ field: 'held.date', message: HELD_TIME_MESSAGES.dateNotWatched });
  if (held.better !== 'course') return problems;
  const ranking = held.courseRanking ?? [];
  const field = 'held.courseRanking';
  if (ranking.length === 0) problems.push({ field, message: HELD_TIME_MESSAGES.rankingRequired });
  else if (ranking.length > options.courseIds.length)
    problems.push({ field, message: HELD_TIME_MESSAGES.rankingTooLongForRequest });
  else if (new Set(ranking).size !== ranking.length)
    problems.push({ field, message: HELD_TIME_MESSAGES.rankingRepeats });
  else if (ranking.some((id) => !options.courseIds.includes(id)))
    problems.push({ field, message: HELD_TIME_MESSAGES.rankingOutsideRequest });
  else if (!ranking.includes(held.courseId))
    problems.push({ field, message: HELD_TIME_MESSAGES.heldCourseNotRanked });
  return problems;
}

/** The rule in words, as the dashboard and the alerts say it. */
export function heldRuleWords(better: HeldBetterRule): string {
  if (better === 'earlier') return 'an earlier time that day';
  if (better === 'later') return 'a later time that day';
  return 'a course you ranked higher, that day';
}

/** The held time as an alert names it: its course's name beside it. */
export type HeldTimeNote = Pick<HeldTime, 'date' | 'time' | 'better'> & { courseName: string };

/**
 * What every alert of an upgrade watch says beside the new time (email, push, text): the time it beats,
 * and that the old booking is the golfer's to release (Teewatch books and cancels nothing).
 */
export function upgradeNoteWords(held: HeldTimeNote): { holding: string; release: string } {
  return {
    holding: `You hold ${formatClockTime(held.time)} on ${formatDayLabel(held.date)} at ${held.courseName}; this is ${heldRuleWords(held.better)}.`,
    release: `If you book it, release your ${formatClockTime(held.time)} booking on ${held.courseName}'s site: Teewatch cannot cancel it for you.`,
  };
}
