import type { Database } from '@teewatch/server';
import { sql } from 'drizzle-orm';

// The tables at a given size, generated in PostgreSQL with generate_series (set-based: no row crosses
// from JS). The shape per unit of size (1× of the estimate: 40 courses, 10,000 active requests):
// 45 dates per course (15 of history, today and 29 ahead) of 100 times each; 5 or 6 openings per slot
// (≈ 1 M slot_openings); 30 alerts per opening (≈ 30 M request_alerts), 1 in 50 of them a pair alert;
// one push claim per 10 openings. `size` multiplies the courses and requests, so every table grows with it.

export type Fill = { courses: number; requests: number; dates: number; timesPerDate: number };

export const DATES = 45;
export const HISTORY_DATES = 15;
const TIMES_PER_DATE = 100;
const ALERTS_PER_OPENING = 30;

export function fillOf(size: number): Fill {
  return {
    courses: Math.max(1, Math.round(40 * size)),
    requests: Math.max(ALERTS_PER_OPENING, Math.round(10_000 * size)),
    dates: DATES,
    timesPerDate: TIMES_PER_DATE,
  };
}

/**
 * Fills an empty, migrated database with `fill`'s rows for `today` (a Vancouver date) and `now`. Foreign
 * keys are not checked while it fills (session_replication_role = replica): every reference is made
 * to exist by construction, and checking 30 M of them would take longer than the bench.
 */
export async function fillTables(database: Database, fill: Fill, today: string, now: Date): Promise<void> {
  if (database.kind !== 'postgres') throw new Error('bench:tables runs on PostgreSQL');
  const client = await database.pool.connect();
  const run = (statement: string, values: unknown[] = []) => client.query(statement, values);
  try {
    await run('set session_replication_role = replica');
    await run(
      `insert into golf_courses (name, api_type, api_course_id)
       select 'Bench Course ' || n, 'cps', n::text from generate_series(1, $1) n`,
      [fill.courses],
    );
    await run(
      `insert into "user" (id, name, email, email_verified)
       select 'bench-' || n, 'Golfer ' || n, 'golfer' || n || '@bench.example', true
       from generate_series(1, $1) n`,
      [fill.requests],
    );
    // Each request watches 3 neighbouring courses on 5 dates ahead, 06:00 to 20:00, a party of 2.
    await run(
      `insert into monitoring_requests (user_id, preferred_dates, start_hour, end_hour, number_of_players,
         contact_email, created_at, expires_at)
       select 'bench-' || n,
         array(select $2::date + ((n * 7 + k * 6) % 30) from generate_series(0, 4) k),
         6, 20, 2, 'golfer' || n || '@bench.example', $3::timestamptz - interval '10 days',
         $3::timestamptz + interval '30 days'
       from generate_series(1, $1) n`,
      [fill.requests, today, now],
    );
    await run(
      `insert into monitoring_request_courses (request_id, course_id)
       select r.id, c.id from monitoring_requests r
       join golf_courses c on (c.id - 1) % $1 in ((r.id) % $1, (r.id + 1) % $1, (r.id + 2) % $1)`,
      [fill.courses],
    );
    await fillMirror(run, fill, today, now);
    await run('set session_replication_role = origin');
  } finally {
    client.release();
  }
  await database.db.execute(sql`vacuum analyze`);
}

type Run = (statement: string, values?: unknown[]) => Promise<unknown>;

/** The mirror's history: slots, their openings, the alerts and push claims those made. */
async function fillMirror(run: Run, fill: Fill, today: string, now: Date): Promise<void> {
  // Past dates' slots are gone; of later dates, 7 in 10 are open.
  await run(
    `insert into tee_time_slots (course_id, date, time, holes, source_slot_id, available_spots, price,
       first_seen_at, last_seen_at, gone_at)
     select c.id, d.date, left((time '05:00' + t * interval '10 minutes')::text, 5), 18, c.id || '-' || t,
       1 + (c.id + t) % 4, 45, $3::timestamptz - interval '20 days', $3::timestamptz,
       case when d.date < $2::date or (c.id * 31 + t) % 10 >= 7 then $3::timestamptz - interval '1 hour' end
     from golf_courses c
     cross join (select $2::date + k as date from generate_series(-$4::int, $5::int - $4::int - 1) k) d
     cross join generate_series(0, $1 - 1) t`,
    [fill.timesPerDate, today, now, HISTORY_DATES, fill.dates],
  );
  // 5 or 6 openings per slot, a day apart (slots' hours spread over 12), each closed by the next; the last
  // one open if the slot is.
  await run(
    `insert into slot_openings (slot_id, course_id, date, time, holes, available_spots, opened_at, closed_at)
     select s.id, s.course_id, s.date, s.time, s.holes, s.available_spots,
       $1::timestamptz - (6 - k) * interval '1 day' - (s.id % 720) * interval '1 minute',
       case when k < 5 + s.id % 2 - 1 or s.gone_at is not null
         then $1::timestamptz - (5 - k) * interval '1 day' - (s.id % 720) * interval '1 minute' end
     from tee_time_slots s cross join generate_series(0, 5) k
     where k < 5 + s.id % 2`,
    [now],
  );
  // 30 alerts per opening, to requests spread over all of them, delivered; 1 in 50 is a pair alert.
  await run(
    `insert into request_alerts (request_id, opening_id, created_at, delivered_at, partner_opening_id)
     select 1 + (o.id * 7919 + j * 104729) % $1, o.id, o.opened_at, o.opened_at,
       case when (o.id + j) % 50 = 0 and o.id > 1 then o.id - 1 end
     from slot_openings o cross join generate_series(1, ${ALERTS_PER_OPENING}) j
     on conflict do nothing`,
    [fill.requests],
  );
  await run(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, device_label)
     select 'bench-' || n, 'https://push.bench.example/' || n, 'key', 'auth', 'Bench'
     from generate_series(1, greatest(1, $1 / 10)) n`,
    [fill.requests],
  );
  await run(
    `insert into push_alerts (subscription_id, opening_id, kind, request_id, delivered_at)
     select 1 + o.id % greatest(1, $1 / 10), o.id, 'open', 1 + o.id % $1, o.opened_at
     from slot_openings o where o.id % 10 = 0`,
    [fill.requests],
  );
}
