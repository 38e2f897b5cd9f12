import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Sources } from '../../sources/create-sources';
import { type DeliveryResult, deliverPendingAlerts, planPolls, type WatchedPair } from '../alerts';
import { claimMirrorReads, listMirrorCourses } from './mirror-state';
import { type ReadOutcome, readCourseDay } from './read-course-day';

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
  clock: Clock;
}): Promise<CycleResult> {
  const { db, config, clock } = options;
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
        clock,
      }),
    })),
  );
  const delivery = await deliverPendingAlerts({ db, config, clock });
  return { polled, delivery };
}
