import { addDaysToIsoDate, type TeeTimesQuery, vancouverToday } from '@teewatch/shared';
import { type Simulator, startSimulator } from '@teewatch/simulator';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { simulatorEnv } from '../../../test/source-test-support';
import { createTestApp, type TestApp } from '../../../test/test-context';
import { golfCourses } from '../../db/schema';
import { SEED_COURSES } from '../../db/seed-courses';
import { matchOpeningsToRequests } from '../alerts';
import { NOT_READ_YET_MESSAGE } from './answer-course';
import { createTeeTimeSearch, type TeeTimeSearch } from './tee-time-search';

/** The seeded courses a search reads (not the directory-only ones). */
const READABLE_SEEDS = SEED_COURSES.filter((course) => course.apiType !== 'none').length;

// The search reads the tee-sheet mirror. Its clock and the simulator's are pinned to one fixed moment
// we move; sources, host budgets, database and simulator are real.

const START = new Date('2026-12-01T18:00:00Z'); // 10:00 in Vancouver
let clock: Date;
let simulator: Simulator;
let testApp: TestApp;
let search: TeeTimeSearch;

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, now: () => clock });
  testApp = await createTestApp({
    ...simulatorEnv(simulator),
    // Far above what 18 reads take even on a loaded machine: only the budget test below runs out of it,
    // on a search of its own with a short budget.
    SEARCH_BUDGET_MS: '30000',
    SEARCH_ANSWER_TTL_MS: '0',
    SOURCE_TIMEOUT_MS: '10000',
    SOURCE_MAX_RETRIES: '0',
  });
  search = createTeeTimeSearch({
    config: testApp.config,
    db: testApp.ctx.db,
    sources: testApp.ctx.sources,
    clock: () => clock,
    matchOpeningsToRequests,
  });
});
afterAll(async () => {
  await search?.stop();
  await testApp?.close();
  await simulator?.close();
});
beforeEach(async () => {
  clock = START;
  simulator.reset();
  simulator.clearFaults();
  // Each test starts from an empty mirror (the clock goes back to START).
  await testApp.ctx.db.execute(sql`truncate course_polls, tee_time_slots cascade`);
  await search.clearCache();
});

const today = () => vancouverToday(clock);
const query = (days: number, courseIds?: number[]): TeeTimesQuery => ({
  date: addDaysToIsoDate(today(), days),
  courseIds,
  startHour: 0,
  endHour: 24,
  numberOfPlayers: 0,
});
const advance = (seconds: number) => {
  clock = new Date(clock.getTime() + seconds * 1000);
};
const upstreamCalls = () => simulator.requests().total;
async function courseIdBySeedKey(seedKey: string): Promise<number> {
  const [row] = await testApp.ctx.db
    .select({ id: golfCourses.id })
    .from(golfCourses)
    .where(eq(golfCourses.seedKey, seedKey));
  return row!.id;
}

describe('search on the tee-sheet mirror', () => {
  it('reads missing data on demand, then answers every course from the mirror without asking upstream', async () => {
    const first = await search.search(query(1));
    expect(first.courses.length).toBe(READABLE_SEEDS);
    for (const course of first.courses) {
      expect(course, course.courseName).toMatchObject({ status: 'fresh', fetchedAt: START.toISOString() });
      expect(course.error).toBeUndefined();
    }
    expect(first.courses.some((course) => course.teeTimeSlots.length > 0)).toBe(true);

    const calls = upstreamCalls();
    advance(30);
    const again = await search.search(query(1));
    expect(upstreamCalls()).toBe(calls);
    expect(again.courses.map((course) => course.teeTimeSlots)).toEqual(
      first.courses.map((c) => c.teeTimeSlots),
    );
    expect(again.courses.every((course) => course.status === 'fresh')).toBe(true);
  });

  it('reads again only what is older than twice its cadence', async () => {
    const fraserview = await courseIdBySeedKey('cps:golfvancouver:2');
    await search.search(query(1, [fraserview])); // near: 60 s cadence
    await search.search(query(12, [fraserview])); // far: 1800 s cadence
    const calls = upstreamCalls();

    advance(121);
    const far = await search.search(query(12, [fraserview]));
    expect(upstreamCalls()).toBe(calls);
    expect(far.courses[0]).toMatchObject({ status: 'fresh', fetchedAt: START.toISOString() });

    const near = await search.search(query(1, [fraserview]));
    expect(upstreamCalls()).toBeGreaterThan(calls);
    expect(near.courses[0]).toMatchObject({ status: 'fresh', fetchedAt: clock.toISOString() });
  });

  it('shows a failing source’s last known slots with their age and the reason', async () => {
    const fraserview = await courseIdBySeedKey('cps:golfvancouver:2');
    const good = await search.search(query(1, [fraserview]));
    expect(good.courses[0]!.teeTimeSlots.length).toBeGreaterThan(0);

    simulator.addFault({ target: { system: 'cps' }, fault: { type: 'status', status: 500 } });
    advance(200);
    const failing = await search.search(query(1, [fraserview]));
    expect(failing.courses[0]).toMatchObject({
      status: 'failing',
      fetchedAt: START.toISOString(),
      error: expect.stringMatching(/^Source unavailable/),
      teeTimeSlots: good.courses[0]!.teeTimeSlots,
    });
  });

  it('with nothing known, says the source is not answering instead of showing an empty sheet', async () => {
    const fraserview = await courseIdBySeedKey('cps:golfvancouver:2');
    simulator.addFault({ target: { system: 'cps' }, fault: { type: 'cloudflare403' } });
    const answer = await search.search(query(2, [fraserview]));
    expect(answer.courses[0]).toMatchObject({
      status: 'failing',
      fetchedAt: null,
      teeTimeSlots: [],
      error: expect.stringMatching(/^Source unavailable/),
    });
  });

  it('past the search budget answers what the mirror holds, and the read goes on to fill it', {
    timeout: 90_000,
  }, async () => {
    const fraserview = await courseIdBySeedKey('cps:golfvancouver:2');
    const config = testApp.config;
    const hurried = createTeeTimeSearch({
      config: { ...config, search: { ...config.search, budgetMs: 1000 } },
      db: testApp.ctx.db,
      sources: testApp.ctx.sources,
      clock: () => clock,
      matchOpeningsToRequests,
    });
    onTestFinished(() => hurried.stop());
    simulator.addFault({ target: { system: 'cps' }, fault: { type: 'latency', ms: 3000 }, times: 1 });
    const answer = await hurried.search(query(3, [fraserview]));
    expect(answer.courses[0]).toMatchObject({ status: 'unknown', fetchedAt: null, teeTimeSlots: [] });
    expect(answer.courses[0]!.error).toBe(NOT_READ_YET_MESSAGE);

    // The read goes on after the answer: waited for with a bound only a broken read reaches (decision 0175).
    const until = Date.now() + 60_000;
    let later = answer;
    while (later.courses[0]!.status !== 'fresh' && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      later = await hurried.search(query(3, [fraserview]));
    }
    expect(later.courses[0]!.status).toBe('fresh');
  });

  it('says when bookings open for a date beyond the course’s window, without asking upstream', async () => {
    const fraserview = await courseIdBySeedKey('cps:golfvancouver:2');
    await testApp.ctx.db
      .update(golfCourses)
      .set({ bookingAdvanceDays: 7, bookingOpenTime: '15:00' })
      .where(eq(golfCourses.id, fraserview));
    try {
      await search.clearCache(); // forget the course list
      const calls = upstreamCalls();
      const answer = await search.search(query(10, [fraserview]));
      expect(upstreamCalls()).toBe(calls);
      const opensOn = addDaysToIsoDate(today(), 3);
      expect(answer.courses[0]).toMatchObject({
        status: 'not_bookable_yet',
        teeTimeSlots: [],
        bookingOpensAt: `${opensOn}T15:00:00.000Z`,
      });
    } finally {
      await testApp.ctx.db
        .update(golfCourses)
        .set({ bookingAdvanceDays: 30, bookingOpenTime: '00:00' })
        .where(eq(golfCourses.id, fraserview));
    }
  });

  it('Clear Cache empties the current sheets: the next search reads them again', async () => {
    const fraserview = await courseIdBySeedKey('cps:golfvancouver:2');
    await search.search(query(1, [fraserview]));
    const calls = upstreamCalls();
    await search.clearCache();
    advance(1);
    const answer = await search.search(query(1, [fraserview]));
    expect(upstreamCalls()).toBeGreaterThan(calls);
    expect(answer.courses[0]).toMatchObject({ status: 'fresh', fetchedAt: clock.toISOString() });
  });

  it('names the first date from the asked one on with open times, so a page can move past an empty day', async () => {
    const fraserview = await courseIdBySeedKey('cps:golfvancouver:2');
    const tomorrow = addDaysToIsoDate(today(), 1);
    const withTimes = await search.search(query(1, [fraserview]));
    const course = withTimes.courses[0]!;
    expect(course.teeTimeSlots.length).toBeGreaterThan(0);
    expect(withTimes.firstDateWithTimes).toBe(tomorrow);
    for (const slot of course.teeTimeSlots) {
      simulator.setSlot({
        system: 'cps',
        site: 'golfvancouver',
        courseId: 2,
        date: tomorrow,
        time: slot.time,
        spots: 0,
      });
    }
    await search.search(query(2, [fraserview]));
    advance(121);
    const answer = await search.search(query(1, [fraserview]));
    expect(answer.courses[0]).toMatchObject({ status: 'fresh', teeTimeSlots: [] });
    expect(answer.firstDateWithTimes).toBe(addDaysToIsoDate(today(), 2));
  });

  it('keeps an answer for its TTL, then serves it once more while one refresh computes the next', async () => {
    const ttl = 1000;
    const memoised = createTeeTimeSearch({
      config: { ...testApp.config, search: { ...testApp.config.search, answerTtlMs: ttl } },
      db: testApp.ctx.db,
      sources: testApp.ctx.sources,
      clock: () => clock,
      matchOpeningsToRequests,
    });
    onTestFinished(() => memoised.stop());
    const fraserview = await courseIdBySeedKey('cps:golfvancouver:2');
    const ask = () => memoised.search(query(1, [fraserview]));
    const first = await ask();
    expect(first.courses[0]!.teeTimeSlots.length).toBeGreaterThan(0);
    expect(await ask()).toBe(first);

    // The mirror changes; past the TTL the old answer still comes at once, and the refreshed one follows.
    await testApp.ctx.db.execute(sql`truncate tee_time_slots cascade`);
    advance(ttl / 1000 + 0.5);
    expect(await ask()).toBe(first);
    await vi.waitFor(async () => expect(await ask()).not.toBe(first));
    const refreshed = await ask();
    expect(refreshed.courses[0]!.teeTimeSlots).toEqual([]);

    // Idle for longer than two TTLs: nothing that old is served; the search waits for a new answer.
    advance((3 * ttl) / 1000);
    const pending = ask();
    expect(await pending).not.toBe(refreshed);
  });
});
