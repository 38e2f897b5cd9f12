import { describe, expect, it } from 'vitest';
import { setWestVancouverV3Sheet } from '../../../../simulator/test/west-vancouver-v3-sheet';
import {
  daysAhead,
  SOURCE_TEST_NOW,
  simulatorForThisFile,
  simulatorRequests,
  simulatorSources,
  sourceError,
  withUpstreamClock,
} from '../../../test/source-test-support';
import type { SourceCourse } from '../tee-time-source';
import { CPS_V3_SESSION_IDLE_MS } from './sessions';

const sim = simulatorForThisFile();

/** Gleneagles as a v3 course (not necessarily seeded): the tenant, CourseId=1, Hole=9. */
const gleneagles: SourceCourse = {
  id: 9001,
  name: 'Gleneagles Golf Course',
  apiType: 'cps-v3',
  apiCourseId: '1',
  apiConfig: { baseUrl: 'https://w.cps.golf/WestVancouverV3', hole: '9' },
  bookingUrl: null,
  holes: 9,
};
const site = 'westvancouverv3';
const SATURDAY = daysAhead(3); // 2026-06-13

/** The request paths after the simulator's /cps/w/WestVancouverV3 prefix, sessions shown as (S(*)). */
async function v3Paths(simulator = sim.current): Promise<string[]> {
  return (await simulatorRequests(simulator, '/cps/w/WestVancouverV3')).map((entry) =>
    entry.path.slice('/cps/w/WestVancouverV3'.length).replace(/\(S\([a-z0-5]+\)\)/, '(S(*))'),
  );
}

async function sessionsUsed(simulator = sim.current): Promise<string[]> {
  return (await simulatorRequests(simulator, '/Home/nIndex')).map(
    (entry) => /\(S\(([a-z0-5]+)\)\)/.exec(entry.path)?.[1] ?? '',
  );
}

describe('CPS v3 adapter', () => {
  it('starts a session at the tenant root and reads the day\u2019s tee sheet under it', async () => {
    setWestVancouverV3Sheet(sim.current, SATURDAY);

    const slots = await sim.sources().fetchSlots({ course: gleneagles, date: SATURDAY });

    expect(slots.find((slot) => slot.time === '07:57')).toEqual({
      time: '07:57',
      holes: 9,
      availableSpots: 4,
      minPlayers: 2,
      maxPlayers: 4,
      price: 31,
      sourceSlotId: expect.stringMatching(/^\d+$/),
      bookingUrl:
        'https://w.cps.golf/WestVancouverV3/Home/nIndex?CourseId=1&Date=2026-6-13&Time=AnyTime&Player=99&Hole=9',
      bookingLandsOn: 'date',
    });
    expect(slots.find((slot) => slot.time === '13:05')).toMatchObject({
      availableSpots: 1,
      minPlayers: 1,
      price: 24.5,
    });
    expect(slots.some((slot) => slot.time === '08:05')).toBe(false);
    const open = sim.current
      .slots({ system: 'cps', site, courseId: 1 }, SATURDAY)
      .filter((slot) => slot.spots > 0);
    expect(slots.map((slot) => slot.time)).toEqual(open.map((slot) => slot.time));
    expect(await v3Paths()).toEqual(['/', '/(S(*))/Home/nIndex']);
    const [read] = await simulatorRequests(sim.current, '/Home/nIndex');
    expect(read!.query).toEqual({
      CourseId: '1',
      Date: '2026-6-13',
      Time: 'AnyTime',
      Player: '99',
      Hole: '9',
    });
  });

  it('reuses its session for later reads, and one session serves reads started together', async () => {
    const source = sim.sources();
    await Promise.all(
      [daysAhead(2), daysAhead(3), daysAhead(4)].map((date) =>
        source.fetchSlots({ course: gleneagles, date }),
      ),
    );
    await source.fetchSlots({ course: gleneagles, date: daysAhead(5) });
    const paths = await v3Paths();
    expect(paths.filter((path) => path === '/')).toHaveLength(1);
    expect(paths).toHaveLength(5);
    expect(new Set(await sessionsUsed()).size).toBe(1);
  });

  it('lets one read give up while the session is being started without failing the others', async () => {
    sim.current.addFault({ target: { site }, fault: { type: 'latency', ms: 300 }, times: 1 });
    const source = sim.sources();
    const giveUp = new AbortController();
    const abandoned = source.fetchSlots({ course: gleneagles, date: daysAhead(2), signal: giveUp.signal });
    const kept = source.fetchSlots({ course: gleneagles, date: daysAhead(3) });
    setTimeout(() => giveUp.abort(new Error('the golfer left')), 50);
    await expect(abandoned).rejects.toThrow('the golfer left');
    expect((await kept).length).toBeGreaterThan(0);
    expect((await v3Paths()).filter((path) => path === '/')).toHaveLength(1);
  });

  it('answers an explicit "no tee times" page as an empty sheet', async () => {
    expect(await sim.sources().fetchSlots({ course: gleneagles, date: daysAhead(60) })).toEqual([]);
  });

  it('fails a page whose tee times it cannot read as malformed, with the reason, never as no times', async () => {
    const error = await sim.readErrorUnder({ target: { site }, fault: { type: 'malformed' } }, gleneagles);
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/^Source unavailable/);
    expect(String((error.cause as Error).message)).toMatch(/has no start time/);
  });

  it('fails a page that is no tee sheet at all as malformed', async () => {
    sim.current.addFault({ target: { site }, fault: { type: 'malformed' } });
    const error = await sourceError(sim.sources().fetchSlots({ course: gleneagles, date: daysAhead(60) }));
    expect(error.kind).toBe('malformed');
    expect(String((error.cause as Error).message)).toMatch(/no tee sheet/);
  });

  it('follows the site to a new session when it expired upstream', async () => {
    await withUpstreamClock(async (timed, upstream) => {
      // Our clock stands still, so we still trust the session the upstream has dropped.
      const source = simulatorSources(timed, {}, () => SOURCE_TEST_NOW);
      await source.fetchSlots({ course: gleneagles, date: daysAhead(2) });
      upstream.advance(CPS_V3_SESSION_IDLE_MS + 60_000);
      const slots = await source.fetchSlots({ course: gleneagles, date: daysAhead(3) });
      expect(slots.length).toBeGreaterThan(0);
      expect(await v3Paths(timed)).toEqual([
        '/',
        '/(S(*))/Home/nIndex',
        '/(S(*))/Home/nIndex',
        '/(S(*))/Home/nIndex',
      ]);
      const [first, expired, renewed] = await sessionsUsed(timed);
      expect(expired).toBe(first);
      expect(renewed).not.toBe(first);
      await source.fetchSlots({ course: gleneagles, date: daysAhead(4) });
      expect((await sessionsUsed(timed)).at(-1)).toBe(renewed);
    });
  });

  it('starts a new session itself once its own has been idle past the timeout', async () => {
    await withUpstreamClock(async (timed, clock) => {
      const source = simulatorSources(timed, {}, clock.now);
      await source.fetchSlots({ course: gleneagles, date: daysAhead(2) });
      clock.advance(CPS_V3_SESSION_IDLE_MS + 60_000);
      await source.fetchSlots({ course: gleneagles, date: daysAhead(2) });
      expect(await v3Paths(timed)).toEqual(['/', '/(S(*))/Home/nIndex', '/', '/(S(*))/Home/nIndex']);
    });
  });

  it('reports a tenant that keeps failing as unavailable after the bounded retries', async () => {
    const error = await sim.readErrorUnder(
      { target: { site }, fault: { type: 'status', status: 503 } },
      gleneagles,
    );
    expect(error.kind).toBe('unavailable');
    expect(await v3Paths()).toEqual(['/', '/', '/']); // 1 + SOURCE_MAX_RETRIES (2)
  });

  it('refuses a course whose configuration is not a v3 tenant', async () => {
    const bad = (apiConfig: Record<string, unknown>, apiCourseId = '1') =>
      sourceError(
        sim.sources().fetchSlots({ course: { ...gleneagles, apiConfig, apiCourseId }, date: daysAhead(2) }),
      );
    expect((await bad({ baseUrl: 'https://w.cps.golf/WestVancouverV3', hole: '12' })).kind).toBe('config');
    expect((await bad({ baseUrl: 'https://w.cps.golf', hole: '9' })).kind).toBe('config');
    expect((await bad({ baseUrl: 'https://w.cps.golf/WestVancouverV3', hole: '9' }, 'one')).kind).toBe(
      'config',
    );
    expect(await v3Paths()).toEqual([]);
  });

  it('spends the budget of the tenant\u2019s real host', () => {
    expect(sim.sources().hostOf(gleneagles)).toBe('w.cps.golf');
  });
});
