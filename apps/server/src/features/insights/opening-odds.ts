import {
  type CourseOpeningOdds,
  MIN_HISTORY_DAYS,
  ODDS_WINDOW_DAYS,
  OPENING_LEAD_BANDS,
  type OpeningLeadBand,
  type OpeningOdds,
  type UsualOpeningTime,
} from '@teewatch/shared';
import type { Db } from '../../db/client';
import { DAY_MS, minutesFreeOf } from '../../lib/opening-speed';
import { leadBandOf, MIN_FOR_USUAL, notEnoughHistoryWords, oddsSentence } from './odds-words';
import {
  daysBetween,
  type Reopening,
  selectCourseNames,
  selectReopenings,
  selectWatchedSince,
  vancouverMoment,
  watchedDaysOf,
  weekdayOf,
} from './opening-history';

/**
 * Reopening odds for courses × a time window (× weekdays of the tee date), from the mirror's own history
 * (decision 0070): how many times like these reopened in the last 14 days, when they usually came, and
 * how long a typical one stayed free. A course watched for less than 7 days gets no figure, only words.
 */
export async function openingOdds(options: {
  db: Db;
  now: Date;
  courseIds: number[];
  timeStart: string;
  timeEnd: string;
  weekdays?: number[];
  /** "Times like this" on the form, "Tee times" on a course page. */
  subject?: string;
}): Promise<OpeningOdds> {
  const { db, now } = options;
  const names = await selectCourseNames(db, options.courseIds);
  const ids = options.courseIds.filter((id) => names.has(id));
  const since = await selectWatchedSince(db, ids);
  const rows = await selectReopenings(db, {
    courseIds: ids,
    from: new Date(now.getTime() - ODDS_WINDOW_DAYS * DAY_MS),
    now,
    timeStart: options.timeStart,
    timeEnd: options.timeEnd,
  });
  const weekdays = options.weekdays && options.weekdays.length > 0 ? new Set(options.weekdays) : null;
  const courses = ids.map((courseId) =>
    oddsForCourse({
      courseId,
      courseName: names.get(courseId)!,
      watchedSince: since.get(courseId),
      now,
      subject: options.subject ?? 'Times like this',
      reopenings: rows.filter(
        (row) => row.courseId === courseId && (weekdays === null || weekdays.has(weekdayOf(row.date))),
      ),
    }),
  );
  return {
    generatedAt: now.toISOString(),
    timeStart: options.timeStart,
    timeEnd: options.timeEnd,
    weekdays: weekdays ? [...weekdays].sort() : null,
    courses,
  };
}

/** One course's figures from its reopenings of the last 14 days. Pure, so tests can check it by hand. */
export function oddsForCourse(input: {
  courseId: number;
  courseName: string;
  watchedSince: Date | undefined;
  now: Date;
  subject: string;
  reopenings: Reopening[];
}): CourseOpeningOdds {
  const { now } = input;
  const watchedDays = watchedDaysOf(input.watchedSince, now);
  const base = { courseId: input.courseId, courseName: input.courseName, watchedDays };
  if (watchedDays < MIN_HISTORY_DAYS) {
    return {
      ...base,
      hasEnoughHistory: false,
      periodDays: null,
      reopenings: null,
      usually: null,
      medianMinutesFree: null,
      closedReopenings: null,
      sentence: notEnoughHistoryWords(watchedDays, input.watchedSince !== undefined),
    };
  }
  // While the course has been watched for less than the window, the figures cover what was watched.
  const periodDays = Math.min(ODDS_WINDOW_DAYS, watchedDays);
  const from = now.getTime() - periodDays * DAY_MS;
  const counted = input.reopenings.filter((row) => row.openedAt.getTime() > from && row.openedAt <= now);
  const usually = usualTime(counted);
  // The same figure every alert's "usually gone within" shows (decision 0201).
  const { medianMinutesFree, closedReopenings } = minutesFreeOf(counted, now);
  return {
    ...base,
    hasEnoughHistory: true,
    periodDays,
    reopenings: counted.length,
    usually,
    medianMinutesFree,
    closedReopenings,
    sentence: oddsSentence({
      subject: input.subject,
      courseName: input.courseName,
      periodDays,
      reopenings: counted.length,
      usually,
      medianMinutesFree,
    }),
  };
}

/**
 * "Usually": the lead band (same day, day before, 2–3 days, …) holding at least half of the reopenings,
 * then, within it, the two-hour band of the moment they came holding at least half of those. Ties go to the
 * band nearer the tee time, then the earlier hour. Fewer than 3 reopenings make no "usually".
 */
export function usualTime(reopenings: Reopening[]): UsualOpeningTime | null {
  if (reopenings.length < MIN_FOR_USUAL) return null;
  const moments = reopenings.map((row) => {
    const at = vancouverMoment(row.openedAt);
    return { lead: leadBandOf(daysBetween(at.date, row.date)), hour: at.hour };
  });
  const perLead = new Map<OpeningLeadBand, number>();
  for (const moment of moments) perLead.set(moment.lead, (perLead.get(moment.lead) ?? 0) + 1);
  let lead: OpeningLeadBand | null = null;
  for (const band of OPENING_LEAD_BANDS) {
    if ((perLead.get(band) ?? 0) > (lead ? perLead.get(lead)! : 0)) lead = band;
  }
  if (!lead || perLead.get(lead)! * 2 < moments.length) return null;
  const hours = new Array<number>(24).fill(0);
  for (const moment of moments) if (moment.lead === lead) hours[moment.hour]! += 1;
  let fromHour = 0;
  for (let hour = 1; hour <= 22; hour += 1) {
    if (hours[hour]! + hours[hour + 1]! > hours[fromHour]! + hours[fromHour + 1]!) fromHour = hour;
  }
  const inBand = hours[fromHour]! + hours[fromHour + 1]!;
  return inBand * 2 >= perLead.get(lead)!
    ? { lead, fromHour, toHour: fromHour + 2 }
    : { lead, fromHour: null, toHour: null };
}
