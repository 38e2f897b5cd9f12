import type { OpeningsMatch } from '../../lib/openings-matcher';
import { matchCurrentSlots, matchOpenings } from './match-openings';

/**
 * Matches a read's new openings to the waitlist requests they satisfy, and catches up the requests
 * created since the pair's last read (they never saw what was already open then). Returns the requests
 * that got new alerts. The mirror's reads call it as their OpeningsMatcher, handed over by the composition
 * root (decision 0192).
 */
export async function matchOpeningsToRequests(options: OpeningsMatch): Promise<number[]> {
  const { tx, pair, previousSuccess, now } = options;
  const alerted = new Set(await matchOpenings({ db: tx, openings: options.openings, now }));
  if (previousSuccess) {
    const caughtUp = await matchCurrentSlots({
      db: tx,
      config: options.config,
      now,
      scope: { ...pair, createdAfter: previousSuccess },
    });
    for (const id of caughtUp) alerted.add(id);
  }
  return [...alerted];
}
