import { DEFAULT_BOOKING_URL, type OpenTeeTime } from '@teewatch/shared';
import { sql } from 'drizzle-orm';

// One way to read an open tee time for a golfer (the alert email, "open now" on a new request): the same
// columns of a stored slot `s` and its course `c`, turned into the same fields.

/** The columns of `OpenSlotRow`, for a query that joins `tee_time_slots s` and `golf_courses c`. */
export const openSlotColumns = sql`s.course_id, c.name as course_name, s.date::text as date, s.time, s.holes,
  s.available_spots, s.price, coalesce(s.booking_url, c.booking_url) as booking_url`;

export type OpenSlotRow = {
  course_id: number;
  course_name: string;
  date: string;
  time: string;
  holes: number;
  available_spots: number;
  price: number | null;
  booking_url: string | null;
};

export function openTeeTimeOf(row: OpenSlotRow): OpenTeeTime {
  return {
    courseId: Number(row.course_id),
    courseName: row.course_name,
    date: String(row.date),
    time: row.time,
    holes: Number(row.holes),
    availableSpots: Number(row.available_spots),
    price: row.price === null ? null : Number(row.price),
    bookingUrl: row.booking_url ?? DEFAULT_BOOKING_URL,
  };
}
