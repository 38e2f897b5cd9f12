import type { MirrorHostHealth, MirrorTierHealth } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import {
  demandFacts,
  formatDuration,
  formatRate,
  isSaturated,
  oldestNearAgeSeconds,
  tierKeepsUp,
} from './mirror-health-format';

const tier = (overrides: Partial<MirrorTierHealth> = {}): MirrorTierHealth => ({
  tier: 'near',
  cadenceSeconds: 60,
  pairs: 36,
  achievedSeconds: 45,
  oldestAgeSeconds: 70,
  worstLatenessSeconds: 0,
  ...overrides,
});

describe('mirror health wording', () => {
  it('formats durations in s, min and h', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45.4)).toBe('45 s');
    expect(formatDuration(300)).toBe('5 min');
    expect(formatDuration(1800)).toBe('30 min');
    expect(formatDuration(3600)).toBe('1 h');
    expect(formatDuration(4500)).toBe('1 h 15 min');
    expect(formatRate(1)).toBe('1.0');
    expect(formatRate(42.46)).toBe('42.5');
  });

  it('a tier keeps up when the achieved cadence is within the configured one and nothing is late', () => {
    expect(tierKeepsUp(tier())).toBe(true);
    expect(tierKeepsUp(tier({ achievedSeconds: 90 }))).toBe(false);
    expect(tierKeepsUp(tier({ worstLatenessSeconds: 30 }))).toBe(false);
    expect(tierKeepsUp(tier({ achievedSeconds: null }))).toBe(false);
    expect(tierKeepsUp(tier({ pairs: 0, achievedSeconds: null }))).toBe(true);
  });

  it('the oldest near-date data is the near tier’s oldest read', () => {
    expect(oldestNearAgeSeconds([tier({ tier: 'far', oldestAgeSeconds: 4000 }), tier()])).toBe(70);
    expect(oldestNearAgeSeconds([tier({ tier: 'far' })])).toBeNull();
  });

  it("words a host's demand against its budget and says when it is saturated (decision 0305)", () => {
    const host: MirrorHostHealth = {
      host: 'www.chronogolf.com',
      apiType: 'chronogolf',
      courses: 14,
      requestsPerSecondLimit: 1,
      requestsPerMinute: 60,
      rateLimitedLastHour: 0,
      failuresLastHour: 0,
      slowedUntil: null,
      tiers: [],
      demandRequestsPerSecond: 1.84,
      queuedRequests: 12,
      queueSeconds: 12,
      duePairs: 9,
    };
    expect(demandFacts(host)).toEqual([
      { label: 'Demand', value: '1.8/s of 1.0/s' },
      { label: 'Queue', value: '12 requests (12 s)' },
      { label: 'Dates waiting', value: '9' },
    ]);
    expect(isSaturated(host)).toBe(true);
    expect(isSaturated({ ...host, demandRequestsPerSecond: 0.6 })).toBe(false);
    const { demandRequestsPerSecond: _, ...older } = host;
    expect(demandFacts(older)).toEqual([]);
    expect(isSaturated(older)).toBe(false);
  });
});
