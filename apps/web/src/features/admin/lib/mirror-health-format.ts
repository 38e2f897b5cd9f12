import type { MirrorHostHealth, MirrorTier, MirrorTierHealth } from '@teewatch/shared';
import { hoursAndMinutes } from '../../../lib/hours-and-minutes';

// How the dashboard words the mirror's health (issue 11, item 6), pure so it is tested without a browser.

export const TIER_LABELS: Record<MirrorTier, string> = {
  watched: 'Watched (requested or searched)',
  near: 'Near (0–2 days)',
  mid: 'Mid (3–7 days)',
  far: 'Far (8–30 days)',
};

/** 45 → "45 s", 300 → "5 min", 4500 → "1 h 15 min"; null → "—". */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds)) return '—';
  const whole = Math.max(0, Math.round(seconds));
  if (whole < 60) return `${whole} s`;
  const minutes = Math.round(whole / 60);
  if (minutes < 60) return `${minutes} min`;
  return hoursAndMinutes(minutes);
}

/** A tier keeps up when its achieved cadence is within its configured one and nothing is late. */
export function tierKeepsUp(tier: MirrorTierHealth): boolean {
  if (tier.pairs === 0) return true;
  return (
    tier.achievedSeconds !== null &&
    tier.achievedSeconds <= tier.cadenceSeconds &&
    tier.worstLatenessSeconds === 0
  );
}

/** "1.0/s" budget, "42.5" per minute: one decimal. */
export function formatRate(value: number): string {
  return value.toFixed(1);
}

/** The oldest near-date read across a host's tiers, the figure golfers feel first. */
export function oldestNearAgeSeconds(tiers: MirrorTierHealth[]): number | null {
  return tiers.find((tier) => tier.tier === 'near')?.oldestAgeSeconds ?? null;
}

/** A host whose dates need more requests a second than its budget allows (decision 0305). */
export function isSaturated(host: MirrorHostHealth): boolean {
  return (
    host.demandRequestsPerSecond !== undefined && host.demandRequestsPerSecond > host.requestsPerSecondLimit
  );
}

/**
 * The host's demand against its budget and what waits (decision 0305): "1.8/s of 1.0/s",
 * "12 requests (12 s)", "9 dates"; none from an older server.
 */
export function demandFacts(host: MirrorHostHealth): { label: string; value: string }[] {
  if (host.demandRequestsPerSecond === undefined) return [];
  const queued = host.queuedRequests ?? 0;
  return [
    {
      label: 'Demand',
      value: `${formatRate(host.demandRequestsPerSecond)}/s of ${formatRate(host.requestsPerSecondLimit)}/s`,
    },
    {
      label: 'Queue',
      value: `${queued} ${queued === 1 ? 'request' : 'requests'} (${formatDuration(host.queueSeconds ?? 0)})`,
    },
    { label: 'Dates waiting', value: String(host.duePairs ?? 0) },
  ];
}
