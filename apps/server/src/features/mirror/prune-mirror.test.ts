import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForThisSuite } from '../../../test/test-context';
import { rowsOf } from '../../db/rows-of';
import { pruneMirror } from './prune-mirror';

const testApp = testAppForThisSuite();

// Noon in Vancouver on 15 June: today is 2026-06-15, and with 7 days of history the oldest kept date is the 8th.
const NOW = new Date('2026-06-15T19:00:00Z');
const HISTORY_DAYS = 7;

const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number }>(await testApp.current.ctx.db.execute(query))[0]?.n);

/** Two courses' slots (three times each, each with an opening) on every date from 1 to 16 June, and their bookkeeping. */
async function seedHistory() {
  const { db } = testApp.current.ctx;
  await db.execute(sql`
    with courses as (select id from golf_courses order by id limit 2),
      slots as (
        insert into tee_time_slots (course_id, date, time, holes, available_spots)
        select c.id, d::date, t, 18, 2
        from courses c, generate_series('2026-06-01'::date, '2026-06-16'::date, interval '1 day') d,
          unnest(array['07:00', '08:00', '09:00']) t
        returning id, course_id, date, time, holes
      )
    insert into slot_openings (slot_id, course_id, date, time, holes, available_spots)
    select id, course_id, date, time, holes, 2 from slots
  `);
  await db.execute(sql`
    insert into course_polls (course_id, date, last_success_at)
    select c.id, d::date, ${NOW}::timestamptz
    from (select id from golf_courses order by id limit 2) c,
      generate_series('2026-06-10'::date, '2026-06-20'::date, interval '1 day') d
  `);
  await db.execute(sql`
    insert into course_sunsets (course_id, date, sunset_minutes, latitude, longitude)
    select c.id, d::date, 1290, 49.25, -123.1
    from (select id from golf_courses order by id limit 2) c,
      generate_series('2026-06-10'::date, '2026-06-20'::date, interval '1 day') d
  `);
  await db.execute(sql`
    insert into upstream_host_minutes (host, minute, requests)
    select 'cps.example', m, 1
    from generate_series(${NOW}::timestamptz - interval '30 hours', ${NOW}::timestamptz, interval '1 hour') m
  `);
}

describe('the mirror prune', () => {
  it('deletes everything due, batch by batch, and nothing else', async () => {
    await seedHistory();
    // Batches of 4 rows: 42 past slots (7 dates × 2 courses × 3 times) take 11 statements.
    const pruned = await pruneMirror({
      db: testApp.current.ctx.db,
      now: NOW,
      historyDays: HISTORY_DAYS,
      batchRows: 4,
    });
    expect(pruned).toEqual({ slots: 42, polls: 2 * 5, hostMinutes: 30 - 24 });

    expect(await count(sql`select count(*)::int as n from tee_time_slots where date < '2026-06-08'`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from tee_time_slots`)).toBe(2 * 9 * 3);
    // Openings went with their slots; every kept slot keeps its own.
    expect(await count(sql`select count(*)::int as n from slot_openings`)).toBe(2 * 9 * 3);
    expect(await count(sql`select count(*)::int as n from slot_openings where date < '2026-06-08'`)).toBe(0);
    expect(await count(sql`select min(date) - '2026-06-15'::date as n from course_polls`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from course_polls`)).toBe(2 * 6);
    expect(await count(sql`select count(*)::int as n from course_sunsets`)).toBe(2 * 6);
    expect(await count(sql`select min(date) - '2026-06-15'::date as n from course_sunsets`)).toBe(0);
    expect(await count(sql`select count(*)::int as n from upstream_host_minutes`)).toBe(25);

    // A second pass finds nothing more.
    expect(
      await pruneMirror({ db: testApp.current.ctx.db, now: NOW, historyDays: HISTORY_DAYS, batchRows: 4 }),
    ).toEqual({ slots: 0, polls: 0, hostMinutes: 0 });
  });
});
