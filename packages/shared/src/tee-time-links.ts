import { z } from 'zod';
import { ISO_DATE_DOC } from './api-document-meta';
import { formatClockTime, formatDayLabel } from './clock-time';
import { isIsoDate } from './vancouver-time';

// What the golfer is given beside a tee time: where its booking link lands, the words to show when it
// cannot land on the time (issue 15, item 4), and its "Add to calendar" link (issue 16, item 5).

/** Where a booking link lands: on the tee time itself, on the day's tee sheet, or on the site's search page. */
export const BOOKING_LANDS_ON = ['tee-time', 'date', 'search-page'] as const;
export type BookingLandsOn = (typeof BOOKING_LANDS_ON)[number];

/**
 * The words beside a booking link that cannot land on the time itself: "Choose 7:10 AM on the course's
 * site" when it lands on the day (the day is already on screen there), "Choose 7:10 AM on Sat, Dec 5 on
 * the course's site" when it lands on a search page. An unknown landing (a row read before this was
 * recorded) gets the whole words: naming the time and day never hurts.
 */
export function bookingHint(slot: {
  date: string;
  time: string;
  landsOn?: BookingLandsOn | null;
}): string | undefined {
  if (slot.landsOn === 'tee-time') return undefined;
  if (slot.landsOn === 'date') return `Choose ${formatClockTime(slot.time)} on the course\u2019s site`;
  return `Choose ${formatClockTime(slot.time)} on ${formatDayLabel(slot.date)} on the course\u2019s site`;
}

export const TEE_TIME_CALENDAR_PATH = '/api/tee-times/calendar.ics';

const INVALID = 'Tee time must name a course, a date (YYYY-MM-DD), a time (HH:MM) and holes (1 to 36)';

/** GET /api/tee-times/calendar.ics query: one tee time. */
export const TeeTimeCalendarQuerySchema = z.object({
  courseId: z
    .string({ error: INVALID })
    .regex(/^[1-9]\d{0,8}$/, INVALID)
    .transform(Number)
    .meta({ type: 'integer', minimum: 1, maximum: 999_999_999, pattern: undefined }),
  date: z
    .string({ error: INVALID })
    .max(10, INVALID)
    .refine((value) => isIsoDate(value), INVALID)
    .meta(ISO_DATE_DOC),
  time: z.string({ error: INVALID }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, INVALID),
  holes: z
    .string({ error: INVALID })
    .regex(/^\d{1,2}$/, INVALID)
    .transform(Number)
    .pipe(z.number().int().min(1, INVALID).max(36, INVALID)),
});
export type TeeTimeCalendarQuery = z.infer<typeof TeeTimeCalendarQuerySchema>;

/** The "Add to calendar" link of one tee time (relative; the email prefixes the public URL). */
export function teeTimeCalendarLink(slot: {
  courseId: number;
  date: string;
  time: string;
  holes: number;
}): string {
  const query = new URLSearchParams({
    courseId: String(slot.courseId),
    date: slot.date,
    time: slot.time,
    holes: String(slot.holes),
  });
  return `${TEE_TIME_CALENDAR_PATH}?${query.toString()}`;
}
