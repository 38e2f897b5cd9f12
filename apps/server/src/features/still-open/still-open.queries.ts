import type { OpenTeeTime } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { type OpenSlotRow, openSlotColumns, openTeeTimeOf } from '../../lib/open-slot-row';
import { partyFits, ruleInstant } from '../../lib/slot-rules-sql';
import { pairedWithSql } from '../../lib/split-party-sql';
import { currentMatchSql } from '../alerts';

// What the "Still open?" link reads, from the mirror only (never upstream): the linked slot as the last
// read left it, in ONE query (the open case redirects on it alone), and, only when it is gone, the
// request's other times that fit now.

/** The slot a link names, with its request and the read that last saw its sheet. */
export type LinkedSlot = {
  expiresAt: Date;
  numberOfPlayers: number;
  courseName: string;
  date: string;
  time: string;
  availableSpots: number;
  bookingUrl: string | null;
  /** Still open and bookable by the request's party (the shared party rule). */
  fits: boolean;
  goneAt: Date | null;
  /** The opening the slot was last free from (at or before it went), if the history still has it. */
  openedAt: Date | null;
  /** The pair's last successful read: how old the mirror's answer is. */
  checkedAt: Date | null;
};

type LinkedSlotRow = {
  expires_at: Date | string;
  number_of_players: number;
  course_name: string;
  date: string;
  time: string;
  available_spots: number;
  booking_url: string | null;
  fits: boolean;
  gone_at: Date | string | null;
  opened_at: Date | string | null;
  checked_at: Date | string | null;
};

const dateOrNull = (value: Date | string | null) => (value === null ? null : new Date(value));

/**
 * The one read behind a link: undefined when the request or the slot no longer exists. A pair's link
 * (`partnerSlotId`, decision 0204) fits only while the other time is open too and the two still pair.
 */
export async function selectLinkedSlot(
  db: Executor,
  link: { requestId: number; slotId: number; partnerSlotId?: number },
  now: Date,
): Promise<LinkedSlot | undefined> {
  const paired = link.partnerSlotId
    ? sql`or ${pairedWithSql(sql`array[${link.partnerSlotId}]::bigint[]`, ruleInstant(now))}`
    : sql``;
  const [row] = rowsOf<LinkedSlotRow>(
    await db.execute(sql`
      select r.expires_at, r.number_of_players, c.name as course_name, s.date::text as date, s.time,
        s.available_spots, coalesce(s.booking_url, c.booking_url) as booking_url, s.gone_at,
        (s.gone_at is null and (${partyFits(sql`r.number_of_players`, sql`s.available_spots`, sql`s.min_players`, sql`s.max_players`)} ${paired})) as fits,
        (select max(o.opened_at) from slot_openings o
          where o.slot_id = s.id and (s.gone_at is null or o.opened_at <= s.gone_at)) as opened_at,
        p.last_success_at as checked_at
      from monitoring_requests r
      join tee_time_slots s on s.id = ${link.slotId}
      join golf_courses c on c.id = s.course_id
      left join course_polls p on p.course_id = s.course_id and p.date = s.date
      where r.id = ${link.requestId}
    `),
  );
  if (!row) return undefined;
  return {
    expiresAt: new Date(row.expires_at),
    numberOfPlayers: Number(row.number_of_players),
    courseName: row.course_name,
    date: String(row.date),
    time: row.time,
    availableSpots: Number(row.available_spots),
    bookingUrl: row.booking_url,
    fits: Boolean(row.fits),
    goneAt: dateOrNull(row.gone_at),
    openedAt: dateOrNull(row.opened_at),
    checkedAt: dateOrNull(row.checked_at),
  };
}

/** At most this many other times are offered on the "taken" page; the dashboard has the rest. */
export const MAX_OTHER_TIMES = 10;

/** One of the request's other open times, read as every alert reads an open time (openTeeTimeOf). */
export type OtherTime = OpenTeeTime & { slotId: number };

/**
 * The request's other times open now, under the very conditions a new request's "open now" uses
 * (currentMatchSql: open, in the window, the party fits, ahead, on a recent read), soonest first.
 */
export async function selectOtherTimes(options: {
  db: Executor;
  config: Config;
  requestId: number;
  exceptSlotId: number;
  now: Date;
}): Promise<OtherTime[]> {
  const instant = ruleInstant(options.now);
  const rows = rowsOf<OpenSlotRow & { slot_id: number }>(
    await options.db.execute(sql`
      select s.id as slot_id, ${openSlotColumns}
      from monitoring_requests r
      join monitoring_request_courses mrc on mrc.request_id = r.id
      join golf_courses c on c.id = mrc.course_id
      join tee_time_slots s on s.course_id = mrc.course_id and s.date = any(r.preferred_dates)
      where r.id = ${options.requestId} and r.expires_at > ${options.now} and s.id <> ${options.exceptSlotId}
        and ${currentMatchSql(options.config, instant)}
      order by s.date, s.time, c.name, s.holes
      limit ${MAX_OTHER_TIMES}
    `),
  );
  return rows.map((row) => ({ ...openTeeTimeOf(row), slotId: Number(row.slot_id) }));
}
