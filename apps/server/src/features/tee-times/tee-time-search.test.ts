import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { type Simulator, startSimulator } from '@teewatch/simulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seededCourse } from '../../../test/source-test-support';
import { createTestApp, type TestApp } from '../../../test/test-context';
import { SourceError } from '../../sources/tee-time-source';
import { createTeeTimeSearch } from './tee-time-search';

// The service is built here with a clock we move; everything else (sources, simulator, database) is real.

let simulator: Simulator;
let testApp: TestApp;
let clock: number;

beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
  testApp = await createTestApp({
    UPSTREAM_MODE: 'simulator',
    SIMULATOR_URL: simulator.url,
    CPS_REQUESTS_PER_SECOND: '1000',
    CHRONOGOLF_REQUESTS_PER_SECOND: '1000',
    SEARCH_CACHE_TTL_MS: '60000',
    SEARCH_STALE_MS: '300000',
    SEARCH_BUDGET_MS: '700',
    SOURCE_TIMEOUT_MS: '5000',
    SOURCE_MAX_RETRIES: '0',
  });
});
afterAll(async () => {
  await testApp?.close();
  await simulator?.close();
});
beforeEach(() => {
  simulator.reset();
  clock = Date.now();
});

const langara = seededCourse('cps:golfvancouver:1');
const date = () => addDaysToIsoDate(vancouverToday(), 3);
const teeTimeCalls = () =>
  simulator.requests().log.filter((entry) => entry.path.endsWith('/TeeTimes')).length;

function service() {
  return createTeeTimeSearch({ config: testApp.config, db: testApp.ctx.db, now: () => clock });
}

async function eventually(check: () => boolean, timeoutMs = 5000): Promise<void> {
  const until = performance.now() + timeoutMs;
  while (!check()) {
    if (performance.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('tee-time search cache', () => {
  it('shares one upstream call among concurrent callers (single-flight)', async () => {
    const search = service();
    const days = await Promise.all(
      Array.from({ length: 20 }, () => search.getCourseDay({ course: langara, date: date() })),
    );
    expect(teeTimeCalls()).toBe(1);
    expect(new Set(days.map((day) => day.fetchedAt.getTime())).size).toBe(1);
    expect(days[0]!.slots.length).toBeGreaterThan(0);
  });

  it('serves from cache within the TTL, then stale while one background refresh runs', async () => {
    const search = service();
    const first = await search.getCourseDay({ course: langara, date: date() });
    clock += 30_000;
    expect(await search.getCourseDay({ course: langara, date: date() })).toBe(first);
    expect(teeTimeCalls()).toBe(1);

    clock += 60_000; // 90 s old: stale but within the 5-minute bound
    const stale = await Promise.all(
      [1, 2, 3].map(() => search.getCourseDay({ course: langara, date: date() })),
    );
    for (const day of stale) expect(day).toBe(first);
    await eventually(() => teeTimeCalls() === 2);

    let fresh = await search.getCourseDay({ course: langara, date: date() });
    for (let i = 0; fresh === first && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      fresh = await search.getCourseDay({ course: langara, date: date() });
    }
    expect(fresh.fetchedAt.getTime()).toBe(clock);
    expect(teeTimeCalls()).toBe(2);
  });

  it('waits for the source once the copy is older than the stale bound', async () => {
    const search = service();
    const first = await search.getCourseDay({ course: langara, date: date() });
    clock += 6 * 60_000;
    const next = await search.getCourseDay({ course: langara, date: date() });
    expect(next).not.toBe(first);
    expect(next.fetchedAt.getTime()).toBe(clock);
    expect(teeTimeCalls()).toBe(2);
  });

  it('refreshCourseDay always asks the source and updates what searchers see', async () => {
    const search = service();
    await search.getCourseDay({ course: langara, date: date() });
    simulator.setSlot({
      system: 'cps',
      site: 'golfvancouver',
      courseId: 1,
      date: date(),
      time: '05:02',
      spots: 4,
    });
    const refreshed = await search.refreshCourseDay({ course: langara, date: date() });
    expect(teeTimeCalls()).toBe(2);
    expect(refreshed.slots.some((slot) => slot.time === '05:02')).toBe(true);
    expect(await search.getCourseDay({ course: langara, date: date() })).toBe(refreshed);
  });

  it('rejects with SourceError when the source fails and nothing is cached, but keeps serving a stale copy', async () => {
    const search = service();
    simulator.addFault({
      target: { system: 'cps', site: 'golfvancouver' },
      fault: { type: 'status', status: 503 },
    });
    await expect(search.getCourseDay({ course: langara, date: date() })).rejects.toBeInstanceOf(SourceError);

    simulator.clearFaults();
    const good = await search.getCourseDay({ course: langara, date: date() });
    simulator.addFault({
      target: { system: 'cps', site: 'golfvancouver' },
      fault: { type: 'status', status: 503 },
    });
    clock += 120_000;
    expect(await search.getCourseDay({ course: langara, date: date() })).toBe(good);
    await expect(search.refreshCourseDay({ course: langara, date: date() })).rejects.toBeInstanceOf(
      SourceError,
    );
    expect(await search.getCourseDay({ course: langara, date: date() })).toBe(good);
  });

  it('clearCache makes the next read go upstream', async () => {
    const search = service();
    await search.getCourseDay({ course: langara, date: date() });
    search.clearCache();
    await search.getCourseDay({ course: langara, date: date() });
    expect(teeTimeCalls()).toBe(2);
  });

  it('answers within the per-source budget and lets the slow fetch fill the cache for the next search', async () => {
    const search = service();
    simulator.addFault({
      target: { system: 'cps', site: 'golfvancouver' },
      fault: { type: 'latency', ms: 1500 },
      times: 1,
    });
    const [course] = await testApp.ctx.db.query.golfCourses.findMany({
      where: (table, { eq }) => eq(table.seedKey, 'cps:golfvancouver:1'),
    });
    const started = performance.now();
    const first = await search.search({
      date: date(),
      courseIds: [course!.id],
      startHour: 0,
      endHour: 24,
      numberOfPlayers: 0,
    });
    expect(performance.now() - started).toBeLessThan(1400);
    expect(first.courses[0]!.error).toMatch(/did not answer in time/);

    await eventually(() => teeTimeCalls() === 1);
    let second = await search.search({
      date: date(),
      courseIds: [course!.id],
      startHour: 0,
      endHour: 24,
      numberOfPlayers: 0,
    });
    for (let i = 0; second.courses[0]!.error && i < 100; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      second = await search.search({
        date: date(),
        courseIds: [course!.id],
        startHour: 0,
        endHour: 24,
        numberOfPlayers: 0,
      });
    }
    expect(second.courses[0]!.error).toBeUndefined();
    expect(second.courses[0]!.teeTimeSlots.length).toBeGreaterThan(0);
    expect(teeTimeCalls()).toBe(1);
  });
});
