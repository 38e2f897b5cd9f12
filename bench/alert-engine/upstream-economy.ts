import { rowsOf } from '@teewatch/server';
import { matchOpeningsToRequests } from '@teewatch/server/features/alerts';
import { createMirrorScheduler, listWatchedPairKeys } from '@teewatch/server/features/mirror';
import { startSimulator } from '@teewatch/simulator';
import { sql } from 'drizzle-orm';
import { insertRequests, openApp } from './bench-app';

/** Most scheduler ticks the cycle may take to read every watched pair once. */
const MAX_TICKS = 500;

export async function upstreamEconomy(): Promise<void> {
  const simulator = await startSimulator({ port: 0, seed: 3, churnIntervalMs: 0 });
  const app = await openApp({ UPSTREAM_MODE: 'simulator', SIMULATOR_URL: simulator.url }, 'pglite');
  try {
    await insertRequests(app.ctx, 10_000, 30);
    simulator.clearRequests();
    const chronogolfIds = new Set(
      rowsOf<{ id: number }>(
        await app.ctx.db.execute(sql`select id from golf_courses where api_type = 'chronogolf'`),
      ).map((row) => Number(row.id)),
    );
    const started = performance.now();
    const watched = await listWatchedPairKeys(app.ctx.db, app.ctx.clock());
    const due = [...watched].map((key) => ({ courseId: Number(key.split('|')[0]) }));
    // The worker's own scheduler, one tick after another (each waiting for its reads), until every
    // watched pair has been read once: the reads it takes, and the upstream calls they cost.
    const scheduler = createMirrorScheduler({
      db: app.ctx.db,
      config: app.ctx.config,
      sources: app.ctx.sources,
      clock: app.ctx.clock,
      matchOpeningsToRequests,
    });
    const unread = new Set(watched);
    let refreshes = 0;
    for (let tick = 0; tick < MAX_TICKS && unread.size > 0; tick++) {
      const claimed = await scheduler.tick();
      await scheduler.settle();
      for (const pair of claimed) {
        const key = `${pair.course.id}|${pair.date}`;
        if (!watched.has(key)) continue;
        refreshes += 1;
        unread.delete(key);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const log = simulator.requests();
    const teeTimeCalls = Object.entries(log.byPath)
      .filter(([requestPath]) => /teetimes/i.test(requestPath))
      .reduce((sum, [, count]) => sum + Number(count), 0);
    const calls = log.total;
    const again = (await scheduler.tick()).filter((pair) => watched.has(`${pair.course.id}|${pair.date}`));
    await scheduler.settle();
    console.log('\n1. Upstream economy (10,000 active requests, seeded courses, 30 dates)');
    console.log(
      `   distinct watched (course, date) pairs:        ${due.length} (${unread.size} unread after the cycle)`,
    );
    console.log(
      `   mirror reads in the cycle:                     ${refreshes}  → ${(refreshes / due.length).toFixed(2)} per pair`,
    );
    console.log(
      `   upstream HTTP calls in the cycle:              ${calls} (tee-time calls ${teeTimeCalls}; rest = CPS configuration/token/transaction bootstrap, ChronoGolf club pages)`,
    );
    console.log(
      `   upstream calls ÷ watched pairs:                ${(calls / due.length).toFixed(3)}  (tee-time calls ÷ pairs ${(teeTimeCalls / due.length).toFixed(3)})`,
    );
    console.log(`   cycle wall time:                               ${seconds.toFixed(1)} s`);
    console.log(`   watched pairs the next tick reads again:       ${again.length}`);
    const byKind = new Map<string, number>();
    for (const [requestPath, count] of Object.entries(log.byPath)) {
      const kind = requestPath.startsWith('/cps/')
        ? `CPS ${requestPath.split('/').at(-1)}`
        : requestPath.includes('/v2/')
          ? 'ChronoGolf v2 teetimes'
          : requestPath.includes('/club/')
            ? 'ChronoGolf club page'
            : 'ChronoGolf classic teetimes';
      byKind.set(kind, (byKind.get(kind) ?? 0) + Number(count));
    }
    console.log(`   calls by kind: ${[...byKind].map(([kind, count]) => `${kind} ${count}`).join(', ')}`);
    const v2Calls = log.log.filter((entry) => entry.path.includes('/v2/'));
    // The simulator keeps the last 1,000 requests; the mean is only printed when it saw them all.
    if (v2Calls.length > 0 && log.log.length === log.total) {
      const firstPages = v2Calls.filter((entry) => entry.query.page === '1');
      const courses = firstPages.map((entry) => String(entry.query.course_ids).split(',').length);
      console.log(
        `   ChronoGolf v2: ${firstPages.length} requests (${v2Calls.length} pages), ${(courses.reduce((sum, n) => sum + n, 0) / courses.length).toFixed(1)} courses per request on average`,
      );
    }
    const chronoPairs = due.filter((pair) => chronogolfIds.has(pair.courseId)).length;
    console.log(
      `   pairs on ChronoGolf courses: ${chronoPairs}, on CPS courses: ${due.length - chronoPairs}`,
    );
  } finally {
    await app.close();
    await simulator.close();
  }
}
