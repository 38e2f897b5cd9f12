import { describe, expect, it } from 'vitest';
import { mirrorCourse } from '../../../test/mirror-course';
import { loadConfig } from '../../config';
import type { HostState, MirrorCourse, MirrorPair } from './mirror-state';
import { estimateRequests, planMirrorReads } from './plan-mirror-reads';

// The planner's cost model for the watched tier (decision 0300) and its ranking (decision 0301), pure:
// a fixed clock, hand-made pairs and host states.

const config = loadConfig({ DATA_DIR: '/tmp/teewatch-plan-narrow-test', BETTER_AUTH_SECRET: 'x'.repeat(32) });
const NOW = new Date('2026-12-01T18:00:00Z');
const HOST = 'www.chronogolf.com';
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

const course = mirrorCourse;

/** A watched pair of a full sheet (60 rows, 8 before 11 AM) last read 40 s ago, its whole day 100 s ago. */
function watched(id: number, extra: Partial<MirrorPair> = {}): MirrorPair {
  return {
    course: course(id),
    date: `2026-12-0${2 + (extra.daysAhead ?? 1) - 1}`,
    daysAhead: 1,
    tier: 'watched',
    host: HOST,
    lastPolledAt: ago(40),
    lastSuccessAt: ago(40),
    lastFullSuccessAt: ago(100),
    leaseUntil: null,
    openSlots: 60,
    openSlotsBefore: 8,
    watchers: 1,
    watchUntilHour: 11,
    ...extra,
  };
}

const idle = (): Map<string, HostState> =>
  new Map([[HOST, { requestsPerSecond: 1, nextRequestAt: null, slowUntil: null }]]);
const plan = (pairs: MirrorPair[]) =>
  planMirrorReads({ pairs, hosts: idle(), config, now: NOW, tickSeconds: 2 });

describe('planMirrorReads: narrowed watched reads', () => {
  it('reads a full sheet only until its watchers’ latest end hour between whole-day reads, for fewer requests', () => {
    const [planned] = plan([watched(1)]);
    expect(planned?.readUntilHour).toBe(11);
    expect(estimateRequests([planned!])).toBe(1);
    expect(estimateRequests([watched(1)])).toBe(3);
  });

  it('reads the whole day once a mid cadence has passed since the last whole-day read, never read whole, or a search watches it', () => {
    const read = (seconds: number) => ({ lastPolledAt: ago(seconds), lastSuccessAt: ago(seconds) });
    expect(
      plan([watched(1, { ...read(29), lastFullSuccessAt: ago(300) })])[0]?.readUntilHour,
    ).toBeUndefined();
    expect(plan([watched(1, { lastFullSuccessAt: null })])[0]?.readUntilHour).toBeUndefined();
    expect(plan([watched(1, { watchUntilHour: null })])[0]?.readUntilHour).toBeUndefined();
  });

  it('stretches the whole-day reads as far as the watched reads are late on a saturated host', () => {
    const read = (seconds: number) => ({ lastPolledAt: ago(seconds), lastSuccessAt: ago(seconds) });
    expect(plan([watched(1, { ...read(90), lastFullSuccessAt: ago(600) })])[0]?.readUntilHour).toBe(11);
    expect(
      plan([watched(1, { ...read(90), lastFullSuccessAt: ago(900) })])[0]?.readUntilHour,
    ).toBeUndefined();
  });

  it('reads the whole day when narrowing saves nothing (every open row is before the end hour)', () => {
    expect(plan([watched(1, { openSlots: 8 })])[0]?.readUntilHour).toBeUndefined();
  });

  it('never narrows a CPS read (one call answers the whole day)', () => {
    const cps = watched(1, { course: { ...course(1), apiType: 'cps' }, host: 'golfvancouver.cps.golf' });
    expect(plan([cps])[0]?.readUntilHour).toBeUndefined();
  });

  it('shares one request among the narrowed reads of a date, apart from its whole-day reads', () => {
    const planned = plan([watched(1), watched(2), watched(3, { lastFullSuccessAt: null })]);
    const narrowed = planned.filter((pair) => pair.readUntilHour === 11).map((pair) => pair.course.id);
    expect(narrowed.sort()).toEqual([1, 2]);
  });
});

describe('planMirrorReads: waitlists first', () => {
  /** A host whose budget this tick holds one more request only. */
  const busy = (): Map<string, HostState> =>
    new Map([
      [HOST, { requestsPerSecond: 1, nextRequestAt: new Date(NOW.getTime() + 7_000), slowUntil: null }],
    ]);
  const first = (pairs: MirrorPair[]) =>
    planMirrorReads({ pairs, hosts: busy(), config, now: NOW, tickSeconds: 2 })[0]?.course.id;
  const whole = { lastFullSuccessAt: null, openSlots: 10 };

  it('reads a pair a waitlist request watches before one only a search watches, however overdue', () => {
    const searched = watched(1, {
      ...whole,
      watchers: 0,
      watchUntilHour: null,
      lastPolledAt: ago(200),
      lastSuccessAt: ago(200),
    });
    const waitlisted = watched(2, { ...whole, daysAhead: 2 });
    expect(first([searched, waitlisted])).toBe(2);
  });

  it('among watched pairs, more watchers and nearer dates first; a long-waiting pair is not starved', () => {
    const few = watched(1, { ...whole, watchers: 1 });
    const many = watched(2, { ...whole, watchers: 6, daysAhead: 2 });
    expect(first([few, many])).toBe(2);
    const near = watched(3, { ...whole, daysAhead: 1 });
    const far = watched(4, { ...whole, daysAhead: 5 });
    expect(first([far, near])).toBe(3);
    const starving = watched(5, {
      ...whole,
      watchers: 1,
      daysAhead: 5,
      lastPolledAt: ago(200),
      lastSuccessAt: ago(200),
    });
    expect(first([many, starving])).toBe(5);
  });
});
