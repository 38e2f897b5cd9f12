import { Gauge, type Registry } from 'prom-client';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { sharedRead } from '../../lib/shared-read';
import type { Sources } from '../../sources/create-sources';
import { getMirrorHealth } from './mirror-health';

/**
 * The mirror's health as Prometheus gauges, computed when scraped: per host and tier the configured and
 * achieved cadence and the worst lateness; per host requests per minute and 429s in the last hour.
 */
export function registerMirrorMetrics(
  registry: Registry,
  ctx: { db: Db; config: Config; sources: Sources; clock: Clock },
): void {
  // One read of the mirror fills every gauge. prom-client collects a scrape's gauges at once, so each
  // awaits the same read: none shows the previous scrape's figures.
  const read = sharedRead(() => collect());
  const gauge = (name: string, help: string, labelNames: string[]) =>
    new Gauge({ name, help, labelNames, registers: [registry], collect: read });
  const cadence = gauge('teewatch_mirror_cadence_seconds', 'Configured read cadence per tier', [
    'host',
    'tier',
  ]);
  const achieved = gauge('teewatch_mirror_achieved_seconds', 'Median age of the mirror data per tier', [
    'host',
    'tier',
  ]);
  const lateness = gauge(
    'teewatch_mirror_worst_lateness_seconds',
    'How far past its cadence the most overdue pair is',
    ['host', 'tier'],
  );
  const requests = gauge(
    'teewatch_upstream_requests_per_minute',
    'Upstream requests per minute (last 5 minutes)',
    ['host'],
  );
  const limited = gauge('teewatch_upstream_rate_limited_last_hour', 'Upstream 429 answers in the last hour', [
    'host',
  ]);
  async function collect(): Promise<void> {
    const health = await getMirrorHealth({
      db: ctx.db,
      config: ctx.config,
      sources: ctx.sources,
      now: ctx.clock(),
    });
    for (const host of health.hosts) {
      requests.set({ host: host.host }, host.requestsPerMinute);
      limited.set({ host: host.host }, host.rateLimitedLastHour);
      for (const tier of host.tiers) {
        const labels = { host: host.host, tier: tier.tier };
        cadence.set(labels, tier.cadenceSeconds);
        if (tier.achievedSeconds !== null) achieved.set(labels, tier.achievedSeconds);
        lateness.set(labels, tier.worstLatenessSeconds);
      }
    }
  }
}
