import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AppContext, closeContext, createContext, loadConfig, rowsOf } from '@teewatch/server';
import { freshPostgresDatabase } from '@teewatch/server/testing';
import { vancouverToday } from '@teewatch/shared';
import type { Simulator } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';

// What every section of the alert bench starts from: an app on PGlite or a fresh PostgreSQL database,
// generated waitlist requests, a closed day in the simulator.

const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const LATENCY_INTERVAL_S = Number(process.env.BENCH_POLL_INTERVAL_S ?? 10);
const secret = 'bench-secret-bench-secret-bench-secret-01';

export type Env = Record<string, string>;

export async function openApp(env: Env, database: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-alert-bench-'));
  let drop: (() => Promise<void>) | undefined;
  let databaseUrl: string | undefined;
  if (database === 'postgres') {
    ({ url: databaseUrl, drop } = await freshPostgresDatabase(PG_URL, { prefix: 'teewatch_bench' }));
  }
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: secret,
    CPS_REQUESTS_PER_SECOND: '500',
    CHRONOGOLF_REQUESTS_PER_SECOND: '500',
    // The bench's golfers are rows, not signed-up users: their addresses count as confirmed.
    ALERTS_REQUIRE_VERIFIED_EMAIL: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const ctx = await createContext(database === 'pglite' ? { ...config, dataDir: 'memory://' } : config);
  await ctx.db.execute(sql`
    insert into "user" (id, name, email) values ('bench-user', 'Bench', 'bench@example.com') on conflict do nothing
  `);
  return {
    ctx,
    close: async () => {
      await closeContext(ctx);
      await drop?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` active requests, each on 1–3 random active courses and 1–3 random dates of the next `days`
 * days, random hour windows and party sizes, all generated in SQL.
 */
export async function insertRequests(ctx: AppContext, count: number, days: number): Promise<void> {
  const today = vancouverToday(new Date());
  await ctx.db.execute(sql`
    with params as (select ${today}::date as today)
    insert into monitoring_requests (user_id, preferred_dates, start_hour, end_hour, number_of_players, contact_email, expires_at)
    select 'bench-user',
      array(select distinct p.today + floor(random() * ${days}::int)::int from generate_series(1, 1 + (g % 3)) s(n) where s.n > 0),
      6 + (g % 8), 6 + (g % 8) + 3 + (g % 5), (array[0,2,3,4])[1 + (g % 4)],
      'golfer' || g || '@example.com', now() + interval '30 days'
    from generate_series(1, ${count}::int) g, params p
  `);
  await ctx.db.execute(sql`
    insert into monitoring_request_courses (request_id, course_id)
    select distinct r.id, c.id
    from monitoring_requests r
    cross join lateral (
      select id from golf_courses where is_active and deleted_at is null and r.id is not null
      order by random() limit 1 + (r.id % 3)
    ) c
  `);
}

/** One request a trial, for one hour on `date` at one course, any party size, straight into the tables. */
export async function insertHourRequests(
  ctx: AppContext,
  date: string,
  trials: { email: string; hour: number; courseId: number }[],
): Promise<void> {
  const inserted = rowsOf<{ id: number; contact_email: string }>(
    await ctx.db.execute(sql`
      insert into monitoring_requests (user_id, preferred_dates, start_hour, end_hour, number_of_players, contact_email, expires_at)
      values ${sql.join(
        trials.map(
          (trial) =>
            sql`('bench-user', array[${date}::date], ${trial.hour}, ${trial.hour + 1}, 0, ${trial.email}, now() + interval '30 days')`,
        ),
        sql`, `,
      )} returning id, contact_email
    `),
  );
  const byEmail = new Map(inserted.map((row) => [row.contact_email, Number(row.id)]));
  await ctx.db.execute(sql`
    insert into monitoring_request_courses (request_id, course_id) values
    ${sql.join(
      trials.map((trial) => sql`(${byEmail.get(trial.email)!}, ${trial.courseId})`),
      sql`, `,
    )}
  `);
}

export async function closeDay(simulator: Simulator, cpsId: number, date: string): Promise<void> {
  for (let minutes = 5 * 60; minutes < 21 * 60; minutes += 1) {
    const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    simulator.setSlot({ system: 'cps', site: 'golfvancouver', courseId: cpsId, date, time, spots: 0 });
  }
}
