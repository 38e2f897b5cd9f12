import type { OpeningLeadBand, UsualOpeningTime } from '@teewatch/shared';
import { durationWords } from '../../lib/opening-speed';

// The odds in words (decision 0070). Pure: the figures in, one sentence out.

export { durationWords, MIN_FOR_MEDIAN } from '../../lib/opening-speed';

/** Fewer reopenings than this make no "usually" (fewer closed ones make no "typical" duration: MIN_FOR_MEDIAN). */
export const MIN_FOR_USUAL = 3;

/** Calendar days between the day an opening came and its tee date → the lead band. */
export function leadBandOf(daysBefore: number): OpeningLeadBand {
  if (daysBefore <= 0) return 'same_day';
  if (daysBefore === 1) return 'day_before';
  if (daysBefore <= 3) return 'two_to_three_days';
  if (daysBefore <= 7) return 'four_to_seven_days';
  return 'over_a_week';
}

/** 18 → "6 PM", 0 and 24 → "midnight", 12 → "noon". */
function hourWord(hour: number): string {
  if (hour % 24 === 0) return 'midnight';
  if (hour === 12) return 'noon';
  return `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "between 6 and 8 PM", "between 11 AM and 1 PM", "between 10 PM and midnight". */
export function hourBandWords(fromHour: number, toHour: number): string {
  const from = hourWord(fromHour);
  const to = hourWord(toHour);
  const fromHalf = fromHour < 12 ? 'AM' : 'PM';
  const toHalf = toHour < 12 ? 'AM' : 'PM';
  // One AM/PM when both ends share it and neither is a word ("noon", "midnight").
  if (fromHalf === toHalf && !/[a-z]/.test(from) && !/[a-z]/.test(to)) {
    return `between ${from.split(' ')[0]} and ${to}`;
  }
  return `between ${from} and ${to}`;
}

/** Part of the day by the middle of the band: before noon morning, before 5 PM afternoon, else evening. */
function partOfDay(fromHour: number): 'morning' | 'afternoon' | 'evening' {
  const middle = fromHour + 1;
  if (middle <= 12) return 'morning';
  if (middle <= 17) return 'afternoon';
  return 'evening';
}

/** "usually between 6 and 8 PM the evening before", "usually 2–3 days before". */
export function usuallyWords(usual: UsualOpeningTime): string {
  const band =
    usual.fromHour !== null && usual.toHour !== null ? hourBandWords(usual.fromHour, usual.toHour) : null;
  switch (usual.lead) {
    case 'same_day':
      return band ? `usually ${band} the same ${partOfDay(usual.fromHour!)}` : 'usually on the day itself';
    case 'day_before':
      return band ? `usually ${band} the ${partOfDay(usual.fromHour!)} before` : 'usually the day before';
    case 'two_to_three_days':
      return band ? `usually ${band}, 2–3 days before` : 'usually 2–3 days before';
    case 'four_to_seven_days':
      return band ? `usually ${band}, 4–7 days before` : 'usually 4–7 days before';
    case 'over_a_week':
      return band ? `usually ${band}, more than a week before` : 'usually more than a week before';
  }
}

function timesWord(count: number): string {
  if (count === 1) return 'once';
  if (count === 2) return 'twice';
  return `${count} times`;
}

/** "Teewatch started watching this course 2 days ago" and its edge cases. */
export function notEnoughHistoryWords(watchedDays: number, everWatched: boolean): string {
  if (!everWatched) return 'Not enough history yet: Teewatch has not watched this course yet.';
  const ago = watchedDays === 0 ? 'today' : watchedDays === 1 ? '1 day ago' : `${watchedDays} days ago`;
  return `Not enough history yet: Teewatch started watching this course ${ago}.`;
}

/**
 * "Times like this at Langara reopened 9 times in the last 14 days, usually between 6 and 8 PM the
 * evening before; a typical opening stayed free 25 minutes."
 */
export function oddsSentence(figures: {
  subject: string;
  courseName: string;
  periodDays: number;
  reopenings: number;
  usually: UsualOpeningTime | null;
  medianMinutesFree: number | null;
}): string {
  const where = `${figures.subject} at ${figures.courseName}`;
  const period = `in the last ${figures.periodDays} days`;
  if (figures.reopenings === 0) return `${where} did not reopen ${period}.`;
  let sentence = `${where} reopened ${timesWord(figures.reopenings)} ${period}`;
  if (figures.usually) sentence += `, ${usuallyWords(figures.usually)}`;
  if (figures.medianMinutesFree !== null) {
    sentence += `; a typical opening stayed free ${durationWords(figures.medianMinutesFree)}`;
  }
  return `${sentence}.`;
}
