import { rowsOf } from '@teewatch/server';
import { matchOpenings } from '@teewatch/server/features/alerts';
import { vancouverToday } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import { fromPglite, PgBoss } from 'pg-boss';
import { insertRequests, openApp } from './bench-app';

export async function matching(database: 'pglite' | 'postgres'): Promise<void> {
  const app = await openApp({}, database);
  try {
    const today = vancouverToday(new Date());
    const insertStarted = performance.now();
    await insertRequests(app.ctx, 100_000, 30);
    const insertSeconds = (performance.now() - insertStarted) / 1000;
    // 1,000 openings: random courses, dates and times, 1–4 spots.
    await app.ctx.db.execute(sql`
      insert into tee_time_slots (course_id, date, time, holes, available_spots, min_players, max_players, price)
      select c.id, ${today}::date + 1 + (g % 29), lpad((6 + (g % 14))::text, 2, '0') || ':' || lpad(((g * 7) % 60)::text, 2, '0'),
        18, 1 + (g % 4), 1, 4, 55
      from generate_series(1, 1000) g
      cross join lateral (select id from golf_courses where is_active and g is not null order by random() limit 1) c
      on conflict do nothing
    `);
    const openingRows = rowsOf<{ id: number }>(
      await app.ctx.db.execute(sql`
        insert into slot_openings (slot_id, course_id, date, time, holes, available_spots, min_players, max_players, price)
        select id, course_id, date, time, holes, available_spots, min_players, max_players, price from tee_time_slots
        returning id
      `),
    );
    await app.ctx.db.execute(sql`analyze`);
    const boss =
      app.ctx.database.kind === 'pglite'
        ? new PgBoss({ db: fromPglite(app.ctx.database.pglite), backend: 'pglite' })
        : new PgBoss({ connectionString: app.ctx.config.databaseUrl, max: 2 });
    await boss.start();
    await boss.createQueue('alerts.notify', { policy: 'short' });

    if (process.env.BENCH_EXPLAIN) {
      const plan = rowsOf<Record<string, string>>(
        await app.ctx.db.execute(sql`
          explain analyze select count(*) from monitoring_requests r
          join monitoring_request_courses mrc on mrc.request_id = r.id
          cross join lateral unnest(r.preferred_dates) as d(date)
          join slot_openings o on o.course_id = mrc.course_id and o.date = d.date
          where r.is_active and r.expires_at > now()
            and o.time >= lpad(r.start_hour::text, 2, '0') || ':00' and o.time < lpad(r.end_hour::text, 2, '0') || ':00'
        `),
      );
      console.log(plan.map((row) => Object.values(row)[0]).join('\n'));
    }
    const started = performance.now();
    const alerted = await matchOpenings({
      db: app.ctx.db,
      openings: openingRows.map((row) => ({ id: Number(row.id), previousSpots: 0 })),
      now: new Date(),
    });
    const matchedAt = performance.now();
    await boss.send('alerts.notify', {}, { startAfter: 2 });
    const enqueuedAt = performance.now();
    const [{ count }] = rowsOf<{ count: number }>(
      await app.ctx.db.execute(sql`select count(*)::int as count from request_alerts`),
    ) as [{ count: number }];
    await boss.stop({ graceful: false, close: app.ctx.database.kind !== 'pglite' });
    console.log(
      `\n2. Matching on ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'} (100,000 active requests, ${openingRows.length} openings)`,
    );
    console.log(`   (setup: inserting the requests took ${insertSeconds.toFixed(1)} s)`);
    console.log(`   alerts created: ${count} for ${alerted.length} requests`);
    console.log(`   match (one insert … select): ${(matchedAt - started).toFixed(0)} ms`);
    console.log(`   enqueue notify:              ${(enqueuedAt - matchedAt).toFixed(1)} ms`);
    console.log(`   match + enqueue:             ${(enqueuedAt - started).toFixed(0)} ms`);
  } finally {
    await app.close();
  }
}
