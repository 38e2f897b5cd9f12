import type { OpenNow } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import type { Clock } from '../../lib/clock';
import { listOpenNow } from './list-open-now';
import { matchCurrentSlots } from './match-openings';

/**
 * The alert engine's face towards the rest of the app: the hook the waitlist API calls after a request
 * is saved, and the in-process worker's wake-up (absent when this process runs no worker; a separate
 * worker then picks the new alerts up at its next plan tick).
 */
export type AlertEngine = {
  // The waitlist's routes pass these as its hooks (MonitoringRequestCreatedHook, …ReactivatedHook), where
  // the compiler checks they fit; typed by what the engine reads, alerts imports nothing of it (decision 0192).
  onMonitoringRequestCreated(event: { request: { id: number } }): Promise<{ openNow: OpenNow }>;
  onMonitoringRequestReactivated(event: { requestId: number }): Promise<void>;
  /** An address of this user was confirmed: what waited for it goes out within one alert cycle. */
  onEmailConfirmed(options: { userId: string }): Promise<void>;
  setWaker(waker: (() => Promise<void>) | undefined): void;
};

export function createAlertEngine(options: { db: Db; config: Config; clock: Clock }): AlertEngine {
  let waker: (() => Promise<void>) | undefined;
  return {
    // "Matched against what is open now": pairs read recently are matched right here from the stored
    // sheets (no upstream call), and the same slots are listed in the create answer; the plan reads
    // the rest at once and its catch-up match covers this request.
    onMonitoringRequestCreated: async ({ request }) => {
      const now = options.clock();
      const openNow = await options.db.transaction(async (tx) => {
        await matchCurrentSlots({ db: tx, config: options.config, now, scope: { requestIds: [request.id] } });
        return listOpenNow({ db: tx, config: options.config, requestId: request.id, now });
      });
      await waker?.();
      return { openNow };
    },
    // A paused request missed what opened meanwhile: match it against the current sheets at once.
    onMonitoringRequestReactivated: async ({ requestId }) => {
      await matchCurrentSlots({
        db: options.db,
        config: options.config,
        now: options.clock(),
        scope: { requestIds: [requestId] },
      });
      await waker?.();
    },
    // Alerts matched before the confirmation are still pending (the recipient gate held them); a time
    // that reopened meanwhile is matched here, and the wake-up delivers at once rather than at the next
    // plan tick.
    onEmailConfirmed: async ({ userId }) => {
      const now = options.clock();
      const active = rowsOf<{ id: number }>(
        await options.db.execute(
          sql`select id from monitoring_requests where user_id = ${userId} and is_active and expires_at > ${now}`,
        ),
      );
      await matchCurrentSlots({
        db: options.db,
        config: options.config,
        now,
        scope: { requestIds: active.map((row) => Number(row.id)) },
      });
      await waker?.();
    },
    setWaker(next) {
      waker = next;
    },
  };
}
