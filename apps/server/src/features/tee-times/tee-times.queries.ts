import type { BookingLandsOn } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { partyFits, type RuleInstant, slotStillAhead, withinHours } from '../../lib/slot-rules-sql';
import type { TeeTimeSlot } from '../../sources/tee-time-source';

/** A slot as the mirror stores it: the adapter's fields, with the booking link and where it lands nullable. */
export type SheetSlot = Pick<
  TeeTimeSlot,
  'time' | 'holes' | 'availableSpots' | 'minPlayers' | 'maxPlayers' | 'price'
> & {
  bookingUrl: string | null;
  bookingLandsOn: BookingLandsOn | null;
};

/** One course's current sheet for a date, with the mirror's bookkeeping of its reads. */
export type CourseSheet = {
  courseId: number;
  lastPolledAt: Date | null;
  lastSuccessAt: Date | null;
  lastError: string | null;
  lastErrorAt: Date | null;
  leaseUntil: Date | null;
  slots: SheetSlot[];
};

type SheetRow = {
  course_id: number;
  last_polled_at: Date | string | null;
  last_success_at: Date | string | null;
  last_error: string | null;
  last_error_at: Date | string | null;
  lease_until: Date | string | null;
  slots: SheetSlot[] | string;
};

const asDate = (value: Date | string | null): Date | null => (value ? new Date(value) : null);

/** The current sheets of these courses on one date, in one query (a search's one database read). */
export async function selectCourseSheets(
  db: Db,
  date: string,
  courseIds: number[],
): Promise<Map<number, CourseSheet>> {
  if (courseIds.length === 0) return new Map();
  const rows = rowsOf<SheetRow>(
    await db.execute(sql`
      select c.id as course_id, p.last_polled_at, p.last_success_at, p.last_error, p.last_error_at, p.lease_until,
        coalesce((
          select json_agg(json_build_object(
            'time', s.time, 'holes', s.holes, 'availableSpots', s.available_spots,
            'minPlayers', s.min_players, 'maxPlayers', s.max_players, 'price', s.price,
            'bookingUrl', s.booking_url, 'bookingLandsOn', s.booking_lands_on) order by s.time, s.holes)
          from tee_time_slots s
          where s.course_id = c.id and s.date = ${date}::date and s.gone_at is null
        ), '[]'::json) as slots
      from unnest(${`{${courseIds.join(',')}}`}::int[]) as c(id)
      left join course_polls p on p.course_id = c.id and p.date = ${date}::date
    `),
  );
  return new Map(
    rows.map((row) => [
      Number(row.course_id),
      {
        courseId: Number(row.course_id),
        lastPolledAt: asDate(row.last_polled_at),
        lastSuccessAt: asDate(row.last_success_at),
        lastError: row.last_error,
        lastErrorAt: asDate(row.last_error_at),
        leaseUntil: asDate(row.lease_until),
        slots: typeof row.slots === 'string' ? (JSON.parse(row.slots) as SheetSlot[]) : row.slots,
      },
    ]),
  );
}

/**
 * The first date in [from, until] on which the mirror holds a time these courses sell to the party in
 * the hour window (today: still ahead by the lead time), or undefined.
 */
export async function selectFirstDateWithTimes(
  db: Db,
  options: {
    courseIds: number[];
    from: string;
    until: string;
    startHour: number;
    endHour: number;
    numberOfPlayers: number;
    instant: RuleInstant;
  },
): Promise<string | undefined> {
  if (options.courseIds.length === 0) return undefined;
  const [row] = rowsOf<{ date: string | null }>(
    await db.execute(sql`
      select min(s.date)::text as date
      from tee_time_slots s
      where s.course_id = any(${`{${options.courseIds.join(',')}}`}::int[])
        and s.gone_at is null
        and s.date between ${options.from}::date and ${options.until}::date
        and ${withinHours(sql`s.time`, sql`${options.startHour}`, sql`${options.endHour}`)}
        and ${partyFits(sql`${options.numberOfPlayers}`, sql`s.available_spots`, sql`s.min_players`, sql`s.max_players`)}
        and ${slotStillAhead(sql`s.date`, sql`s.time`, options.instant)}
    `),
  );
  return row?.date ?? undefined;
}

/** What an .ics of one tee time needs: the course, and the mirror's booking link for the slot if it has one. */
export async function selectCalendarTeeTime(
  db: Db,
  slot: { courseId: number; date: string; time: string; holes: number },
): Promise<
  | {
      courseName: string;
      address: string | null;
      city: string | null;
      courseBookingUrl: string | null;
      website: string | null;
      slotBookingUrl: string | null;
      landsOn: 'tee-time' | 'date' | 'search-page' | null;
    }
  | undefined
> {
  const [row] = rowsOf<{
    name: string;
    address: string | null;
    city: string | null;
    booking_url: string | null;
    website: string | null;
    slot_booking_url: string | null;
    booking_lands_on: 'tee-time' | 'date' | 'search-page' | null;
  }>(
    await db.execute(sql`
      select c.name, c.address, c.city, c.booking_url, c.website,
        s.booking_url as slot_booking_url, s.booking_lands_on
      from golf_courses c
      left join tee_time_slots s on s.course_id = c.id and s.date = ${slot.date}::date
        and s.time = ${slot.time} and s.holes = ${slot.holes}
      where c.id = ${slot.courseId} and c.deleted_at is null
    `),
  );
  if (!row) return undefined;
  return {
    courseName: row.name,
    address: row.address,
    city: row.city,
    courseBookingUrl: row.booking_url,
    website: row.website,
    slotBookingUrl: row.slot_booking_url,
    landsOn: row.slot_booking_url ? row.booking_lands_on : 'search-page',
  };
}
