import type { Config } from '../../config';
import type { Tx } from '../../db/client';
import { matchCurrentSlots, matchOpenings, type NewOpening } from '../alerts';
import type { CoursePair } from './course-pair';

/**
 * Matches a read's new openings to the waitlist requests they satisfy, and catches up the requests
 * created since the pair's last read (they never saw what was already open then). Returns the requests
 * that got new alerts.
 */
export async function matchOpeningsToRequests(options: {
  tx: Tx;
  config: Config;
  pair: CoursePair;
  openings: NewOpening[];
  /** The pair's last successful read before this one; null when never read. */
  previousSuccess: Date | null;
  now: Date;
}): Promise<number[]> {
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
