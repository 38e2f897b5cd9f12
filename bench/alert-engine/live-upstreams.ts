import type { AppContext } from '@teewatch/server';
import { rowsOf } from '@teewatch/server';
import { chronogolfCourseUuid, type SheetDensity, type Simulator, startSimulator } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';

// Live mode against the simulator (issue 27): each upstream host is its own simulator at its own address,
// holding the app to the real budgets with 429s as the real hosts do: ChronoGolf's marketplace at
// 1 request/s, each CPS site (its own host, golfvancouver.cps.golf, golfburnaby.cps.golf) at 4/s. The app
// runs with UPSTREAM_MODE=live and the seeded courses' stored URLs pointed at them, so its host budgets
// are the real hosts' (one bucket per simulator address), not the simulator mode's shared one.

export type LiveUpstreams = {
  chronogolf: Simulator;
  cps: Record<'golfvancouver' | 'golfburnaby', Simulator>;
  /** Points every seeded course's stored URLs at the simulators (before the worker's first read). */
  pointCourses(ctx: AppContext): Promise<void>;
  /** Protocol requests the simulators refused with 429 (the app went faster than the host allows). */
  refused(): number;
  close(): Promise<void>;
};

export async function startLiveUpstreams(options: {
  seed: number;
  density: SheetDensity;
}): Promise<LiveUpstreams> {
  const common = { port: 0, seed: options.seed, churnIntervalMs: 0, sheetDensity: options.density };
  const chronogolf = await startSimulator({ ...common, rateLimitPerSecond: 1 });
  const golfvancouver = await startSimulator({ ...common, rateLimitPerSecond: 4 });
  const golfburnaby = await startSimulator({ ...common, rateLimitPerSecond: 4 });
  const all = [chronogolf, golfvancouver, golfburnaby];
  return {
    chronogolf,
    cps: { golfvancouver, golfburnaby },
    async pointCourses(ctx) {
      await ctx.db.execute(sql`
        update golf_courses set api_config = replace(replace(replace(api_config::text,
          'https://www.chronogolf.com', ${`${chronogolf.url}/chronogolf`}),
          'https://golfvancouver.cps.golf', ${`${golfvancouver.url}/cps/golfvancouver`}),
          'https://golfburnaby.cps.golf', ${`${golfburnaby.url}/cps/golfburnaby`})::jsonb
      `);
      // The club page's address on a simulator carries its /chronogolf prefix, which the adapter's club-URL
      // rule (a marketplace /club/<slug> path) refuses: give each course its v2 UUID, as a club page would
      // have after the first read (the discovery is cached; steady-state reads never ask for it again).
      const chronogolfCourses = rowsOf<{ id: number; api_course_id: string }>(
        await ctx.db.execute(sql`select id, api_course_id from golf_courses where api_type = 'chronogolf'`),
      );
      for (const course of chronogolfCourses) {
        await ctx.db.execute(sql`
          update golf_courses set api_config = api_config || ${JSON.stringify({ courseUuid: chronogolfCourseUuid(Number(course.api_course_id)) })}::jsonb
          where id = ${course.id}
        `);
      }
    },
    refused: () => all.reduce((sum, simulator) => sum + simulator.rateLimited(), 0),
    close: async () => {
      await Promise.all(all.map((simulator) => simulator.close()));
    },
  };
}
