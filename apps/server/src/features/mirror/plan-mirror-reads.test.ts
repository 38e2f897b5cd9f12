import { describe, expect, it } from 'vitest';
import { mirrorCourse } from '../../../test/mirror-course';
import { loadConfig } from '../../config';
import type { HostState, MirrorCourse, MirrorPair } from './mirror-state';
import { estimateRequests, planMirrorReads } from './plan-mirror-reads';

// The planner is pure: a fixed clock, hand-made pairs and host states.

const config = loadConfig({ DATA_DIR: '/tmp/teewatch-plan-test', BETTER_AUTH_SECRET: 'x'.repeat(32) });
const NOW = new Date('2026-12-01T18:00:00Z');
const HOST = 'www.chronogolf.com';

const course = mirrorCourse;

function pair(
  id: number,
  daysAhead: number,
  lastReadSecondsAgo: number | null,
  extra: Partial<MirrorPair> = {},
) {
  const lastRead = lastReadSecondsAgo === null ? null : new Date(NOW.getTime() - lastReadSecondsAgo * 1000);
  return {
    course: course(id),
    date: `2026-12-${String(1 + daysAhead).padStart(2, '0')}`,
    daysAhead,
    tier: daysAhead <= 2 ? 'near' : daysAhead <= 7 ? 'mid' : 'far',
    host: HOST,
    lastPolledAt: lastRead,
    lastSuccessAt: lastRead,
    leaseUntil: null,
    openSlots: 0,
    ...extra,
  } satisfies MirrorPair;
}

const idle = (requestsPerSecond = 1): Map<string, HostState> =>
  new Map([[HOST, { requestsPerSecond, nextRequestAt: null, slowUntil: null }]]);
const plan = (pairs: MirrorPair[], hosts = idle()) =>
  planMirrorReads({ pairs, hosts, config, now: NOW, tickSeconds: 2 }).map(
    (p) => `${p.course.id}@${p.daysAhead}`,
  );

describe('planMirrorReads', () => {
  it('reads a pair once its cadence has passed (by the time the read would end), not before', () => {
    expect(plan([pair(1, 0, 30)])).toEqual([]);
    expect(plan([pair(1, 0, 58)])).toEqual(['1@0']);
    expect(plan([pair(1, 10, 1700)])).toEqual([]);
    expect(plan([pair(1, 10, 1799)])).toEqual(['1@10']);
    expect(plan([pair(1, 3, null)])).toEqual(['1@3']);
  });

  it('tries a never-read pair whose read failed again after 20 s, not a whole cadence', () => {
    const failedAt = (secondsAgo: number) => pair(1, 12, secondsAgo, { lastSuccessAt: null });
    expect(plan([failedAt(10)])).toEqual([]);
    expect(plan([failedAt(21)])).toEqual(['1@12']);
  });

  it('skips pairs another reader holds', () => {
    const held = pair(1, 0, null, { leaseUntil: new Date(NOW.getTime() + 10_000) });
    const expired = pair(2, 0, null, { leaseUntil: new Date(NOW.getTime() - 1) });
    expect(plan([held, expired])).toEqual(['2@0']);
  });

  it('puts near dates first when the host has room for only part of what is due', () => {
    const far = Array.from({ length: 10 }, (_, i) => pair(i + 1, 20, null, { openSlots: 70 }));
    const near = [pair(11, 1, 3600, { openSlots: 20 })];
    const busy = new Map([
      [HOST, { requestsPerSecond: 1, nextRequestAt: new Date(NOW.getTime() + 5000), slowUntil: null }],
    ]);
    expect(plan([...far, ...near], busy)).toEqual(['11@1']);
  });

  it('reads a watched pair on its 30 s cadence, ahead of unwatched near dates when the host has room for one', () => {
    expect(plan([pair(1, 0, 20, { tier: 'watched' })])).toEqual([]);
    expect(plan([pair(1, 0, 27, { tier: 'watched' })])).toEqual(['1@0']);
    const near = pair(1, 1, 3600, { openSlots: 72 });
    const watched = pair(2, 2, 40, { tier: 'watched', openSlots: 72 });
    const busy = new Map([
      [HOST, { requestsPerSecond: 1, nextRequestAt: new Date(NOW.getTime() + 5000), slowUntil: null }],
    ]);
    expect(plan([near, watched], busy)).toEqual(['2@2']);
  });

  it('lets a mid date three cadences late compete with the unwatched near dates, never with watched ones', () => {
    const busy = new Map([
      [HOST, { requestsPerSecond: 1, nextRequestAt: new Date(NOW.getTime() + 5000), slowUntil: null }],
    ]);
    const near = pair(1, 1, 70, { openSlots: 72 });
    expect(plan([near, pair(2, 5, 400, { openSlots: 72 })], busy)).toEqual(['1@1']);
    expect(plan([near, pair(2, 5, 950, { openSlots: 72 })], busy)).toEqual(['2@5']);
    const watched = pair(3, 1, 40, { tier: 'watched', openSlots: 72 });
    expect(plan([watched, pair(2, 5, 950, { openSlots: 72 })], busy)).toEqual(['3@1']);
  });

  it('keeps the backlog under a quarter of the near cadence, but an idle host always gets its most urgent read', () => {
    const far = Array.from({ length: 10 }, (_, i) => pair(i + 1, 20, null, { openSlots: 90 }));
    const chosen = plan(far);
    expect(chosen.length).toBeGreaterThan(0);
    const cost = estimateRequests(far.filter((p) => chosen.includes(`${p.course.id}@20`)));
    // 15 s of a 1 request/s host, plus the tick, or one chunk on an idle host.
    expect(cost).toBeLessThanOrEqual(17);
    const saturated = new Map([
      [HOST, { requestsPerSecond: 1, nextRequestAt: new Date(NOW.getTime() + 20_000), slowUntil: null }],
    ]);
    expect(plan(far, saturated)).toEqual([]);
  });

  it('counts reads still under way in this process as backlog, so a cold start does not over-claim', () => {
    const near = [pair(1, 0, null, { openSlots: 24 })];
    const withInFlight = (requests: number) =>
      planMirrorReads({
        pairs: near,
        hosts: idle(),
        config,
        now: NOW,
        tickSeconds: 2,
        inFlightRequests: new Map([[HOST, requests]]),
      });
    expect(withInFlight(20)).toEqual([]);
    expect(withInFlight(2)).toHaveLength(1);
  });

  it('asks a ChronoGolf date’s courses together: ten a request, pages of 24', () => {
    const ten = Array.from({ length: 10 }, (_, i) => pair(i + 1, 5, null, { openSlots: 24 }));
    expect(estimateRequests(ten)).toBe(1 + 10);
    expect(estimateRequests(ten.slice(0, 1))).toBe(2);
    expect(estimateRequests([{ ...ten[0]!, course: course(1, 'cps') }])).toBe(1);
  });

  it('reads far dates less often while the host asked us to slow down, near dates never', () => {
    const slowed = new Map([
      [HOST, { requestsPerSecond: 1, nextRequestAt: null, slowUntil: new Date(NOW.getTime() + 60_000) }],
    ]);
    expect(plan([pair(1, 10, 1900)], slowed)).toEqual([]);
    expect(plan([pair(1, 10, 7300)], slowed)).toEqual(['1@10']);
    expect(plan([pair(2, 0, 59)], slowed)).toEqual(['2@0']);
  });
});
