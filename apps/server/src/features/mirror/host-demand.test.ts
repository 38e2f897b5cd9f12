import { describe, expect, it } from 'vitest';
import { mirrorCourse } from '../../../test/mirror-course';
import { loadConfig } from '../../config';
import { hostDemand } from './host-demand';
import type { MirrorCourse, MirrorPair } from './mirror-state';
import { estimateRequests } from './plan-mirror-reads';

// A host's demand against its budget for the admin's source health (decision 0305): hand-made pairs and a
// fixed clock, as the planner's own tests.

const config = loadConfig({ DATA_DIR: '/tmp/teewatch-demand-test', BETTER_AUTH_SECRET: 'x'.repeat(32) });
const NOW = new Date('2026-12-01T18:00:00Z');

function pair(
  id: number,
  daysAhead: number,
  tier: MirrorPair['tier'],
  readSecondsAgo: number | null,
): MirrorPair {
  const read = readSecondsAgo === null ? null : new Date(NOW.getTime() - readSecondsAgo * 1000);
  return {
    course: mirrorCourse(id),
    date: `2026-12-${String(1 + daysAhead).padStart(2, '0')}`,
    daysAhead,
    tier,
    host: 'www.chronogolf.com',
    lastPolledAt: read,
    lastSuccessAt: read,
    leaseUntil: null,
    // A full sheet: two pages' worth of open rows per course.
    openSlots: 46,
  };
}

describe('hostDemand', () => {
  it("costs each date's pairs of a tier once per its cadence, against the host's backlog", () => {
    const watched = [1, 2, 3].flatMap((day) =>
      Array.from({ length: 14 }, (_, index) => pair(index + 1, day, 'watched', index < 4 ? 45 : 10)),
    );
    const far = Array.from({ length: 14 }, (_, index) => pair(index + 1, 20, 'far', null));
    const demand = hostDemand({
      pairs: [...watched, ...far],
      state: { requestsPerSecond: 1, nextRequestAt: new Date(NOW.getTime() + 12_000), slowUntil: null },
      config,
      now: NOW,
    });
    const perDate = estimateRequests(watched.slice(0, 14));
    const expected = (3 * perDate) / 30 + estimateRequests(far) / 1800;
    expect(demand.demandRequestsPerSecond).toBeCloseTo(expected, 2);
    // 14 full sheets every 30 s on three dates need more than the host's 1 request a second.
    expect(demand.demandRequestsPerSecond).toBeGreaterThan(1);
    expect(demand).toMatchObject({ queuedRequests: 12, queueSeconds: 12, duePairs: 3 * 4 + 14 });
  });

  it('an idle host that keeps up has no queue and nothing due', () => {
    const demand = hostDemand({
      pairs: [pair(1, 1, 'near', 5)],
      state: { requestsPerSecond: 4, nextRequestAt: new Date(NOW.getTime() - 60_000), slowUntil: null },
      config,
      now: NOW,
    });
    expect(demand).toMatchObject({ queuedRequests: 0, queueSeconds: 0, duePairs: 0 });
    expect(demand.demandRequestsPerSecond).toBeCloseTo(estimateRequests([pair(1, 1, 'near', 5)]) / 60, 2);
  });
});
