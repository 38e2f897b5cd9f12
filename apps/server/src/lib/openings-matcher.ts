import type { Config } from '../config';
import type { Tx } from '../db/client';

/** What the matcher needs to know about a fresh opening: its id and the spots the slot had before. */
export type NewOpening = { id: number; previousSpots: number };

/** What a mirror read hands matching, inside the read's transaction. */
export type OpeningsMatch = {
  tx: Tx;
  config: Config;
  /** The (course, date) just read. */
  pair: { courseId: number; date: string };
  openings: NewOpening[];
  /** The pair's last successful read before this one; null when never read. */
  previousSuccess: Date | null;
  now: Date;
};

/**
 * Matching as the mirror sees it (decision 0192): each read hands its new openings over in its own
 * transaction and gets back the requests that got new alerts. The alerts feature does the matching
 * (`matchOpeningsToRequests`); the composition root hands it to the scheduler and the search, so the
 * mirror imports nothing of alerts.
 */
export type OpeningsMatcher = (match: OpeningsMatch) => Promise<number[]>;
