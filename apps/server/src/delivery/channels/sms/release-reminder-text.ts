import { formatClockTime, formatDayLabel } from '@teewatch/shared';
import { shortTimeLeftWords, timeLeftWords } from '../../release-reminder-due';
import { toGsmText } from './sms-channel';
import { countSegments } from './sms-segments';

// The release reminder's words as a text (decision 0196), in the alert texts' style (sms-channel.ts):
// "Teewatch: still playing Fraserview Sat Jun 5 3:10pm? Free cancellation ends in 3 hours. <booking link>
// Reply STOP to stop texts", in ONE GSM-7 segment whenever it fits. Pure: the claim fixes what it returns.

/** One GSM-7 segment. */
const ONE_SEGMENT = 160;

/** What a course's name may end with and still be known without it: "Fraserview Golf Course" → "Fraserview". */
const COURSE_SUFFIX =
  /\s+(golf\s*(&|and)\s*country\s+club|golf\s+course|golf\s+club|golf\s+centre|golf\s+center|golf\s+links|golf)$/i;

export type ReminderText = {
  courseName: string;
  /** The held date, YYYY-MM-DD (Vancouver). */
  date: string;
  /** The held time, HH:MM (Vancouver). */
  time: string;
  /** Milliseconds until free cancellation ends. */
  msLeft: number;
  /** Where the golfer releases the time (the course's booking link). */
  link: string;
};

/**
 * The reminder text and its segments. To fit one segment the course name is shortened first (its "Golf
 * Course" dropped, then cut), then the time left said short ("3h"), then "Reply STOP" said without "to
 * stop texts"; what still does not fit (a very long link) goes in full, and its segments say so.
 */
export function composeReminderText(reminder: ReminderText): { body: string; segments: number } {
  const day = formatDayLabel(reminder.date).replace(',', '');
  const time = formatClockTime(reminder.time).replace(' AM', 'am').replace(' PM', 'pm');
  const course = toGsmText(reminder.courseName).trim();
  const short = course.replace(COURSE_SUFFIX, '').trim() || course;
  const text = (name: string, left: string, stop: string) =>
    `Teewatch: still playing ${name} ${day} ${time}? Free cancellation ends in ${left}. ${reminder.link} ${stop}`;
  const fits = (body: string) => countSegments(body).segments === 1 && body.length <= ONE_SEGMENT;
  const longLeft = timeLeftWords(reminder.msLeft);
  const shortLeft = shortTimeLeftWords(reminder.msLeft);
  const steps = [
    [longLeft, 'Reply STOP to stop texts'],
    [shortLeft, 'Reply STOP to stop texts'],
    [shortLeft, 'Reply STOP'],
  ] as const;
  for (const [left, stop] of steps) {
    const room = ONE_SEGMENT - text('', left, stop).length;
    // At least a recognisable start of the name; else the next step shortens the rest.
    const cut = room >= Math.min(short.length, 8) ? `${short.slice(0, room - 1).trimEnd()}.` : undefined;
    for (const name of [course, short, cut]) {
      if (name === undefined || name.length > room) continue;
      const body = text(name, left, stop);
      if (fits(body)) return { body, segments: 1 };
    }
  }
  const body = text(course, longLeft, steps[0][1]);
  return { body, segments: countSegments(body).segments };
}
