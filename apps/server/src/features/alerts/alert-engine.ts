import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Sources } from '../../sources/create-sources';
import { claimMirrorReads, listMirrorCourses } from '../mirror/mirror-state';
import { type ReadOutcome, readCourseDay } from '../mirror/read-course-day';
import type {
  MonitoringRequestCreatedHook,
  MonitoringRequestReactivatedHook,
} from '../monitoring-requests/monitoring-requests.service';
import { type DeliveryResult, deliverPendingAlerts } from './deliver-alerts';
import { listOpenNow } from './list-open-now';
import { matchCurrentSlots } from './match-openings';
import { planPolls, type WatchedPair } from './plan-polls';

/**
 * The alert engine's face towards the rest of the app: the hook the waitlist API calls after a request
 * is saved, and the in-process worker's wake-up (absent when this process runs no worker; a separate
 * worker then picks the new alerts up at its next plan tick).
 */
export type AlertEngine = {
  onMonitoringRequestCreated: MonitoringRequestCreatedHook;
  onMonitoringRequestReactivated: MonitoringRequestReactivatedHook;
  setWaker(waker: (() => Promise<void>) | undefined): void;
};

export function createAlertEngine(options: { db: Db; config: Config }): AlertEngine {
  let waker: (() => Promise<void>) | undefined;
  return {
    // "Matched against what is open now": pairs read recently are matched right here from the stored
    // sheets (no upstream call), and the same slots are listed in the create answer; the plan reads
    // the rest at once and its catch-up match covers this request.
    onMonitoringRequestCreated: async ({ request }) => {
      const now = new Date();
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
        now: new Date(),
        scope: { requestIds: [requestId] },
      });
      await waker?.();
    },
    setWaker(next) {
      waker = next;
    },
  };
}

export type CycleResult = {
  polled: { pair: WatchedPair; outcome: ReadOutcome }[];
  delivery: DeliveryResult;
};

/**
 * One whole cycle, synchronously, over the pairs waitlist requests watch: read every due one through
 * the mirror's read (claiming its lease like the worker does), then deliver. The worker reads every
 * pair on its scheduler and delivers through jobs; tests and benchmarks call this to drive the alert
 * path deterministically without reading the whole catalogue.
 */
export async function runAlertCycle(options: {
  db: Db;
  config: Config;
  sources: Sources;
  now?: () => Date;
}): Promise<CycleResult> {
  const { db, config } = options;
  const clock = options.now ?? (() => new Date());
  const due = await planPolls({ db, config, now: clock() });
  const courses = new Map((await listMirrorCourses(db)).map((course) => [course.id, course]));
  const pairs = due.flatMap((pair) => {
    const course = courses.get(pair.courseId);
    return course ? [{ ...pair, course }] : [];
  });
  const claimed = await claimMirrorReads({ db, pairs, now: clock(), leaseSeconds: 60 });
  const polled = await Promise.all(
    claimed.map(async (pair) => ({
      pair: { courseId: pair.courseId, date: pair.date },
      outcome: await readCourseDay({
        db,
        config,
        sources: options.sources,
        course: pair.course,
        date: pair.date,
        now: clock,
      }),
    })),
  );
  const delivery = await deliverPendingAlerts({ db, config, now: clock });
  return { polled, delivery };
}
