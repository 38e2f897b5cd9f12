import type { PgBoss, Queue, SendOptions, WorkOptions } from 'pg-boss';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { deliverPendingAlerts, listDeliverableRequests } from '../features/alerts/deliver-alerts';
import { listWatchedPairs, planPolls } from '../features/alerts/plan-polls';
import { pollCourseDay } from '../features/alerts/poll-course-day';

// Every background job, typed: a name, a zod payload schema, queue and worker options, a handler.
// One registry (`jobDefinitions`), one `enqueue()`.

export type JobLog = { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

export type JobContext = {
  ctx: AppContext;
  boss: PgBoss;
  log: JobLog;
};

export type JobDefinition<Payload extends object> = {
  name: string;
  payloadSchema: z.ZodType<Payload>;
  /** Queue policy and retry options (pg-boss `createQueue`). */
  queue: Omit<Queue, 'name'>;
  work: Pick<WorkOptions, 'pollingIntervalSeconds' | 'batchSize'> & {
    concurrency?: (ctx: AppContext) => number;
  };
  handler: (payload: Payload, job: JobContext) => Promise<void>;
};

function defineJob<Payload extends object>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

const PairSchema = z.object({ courseId: z.number().int().positive(), date: z.iso.date() });

/**
 * Plan: send a poll for every due (course, date), sweep undelivered alerts into a notify, then
 * schedule itself again after the plan interval (pg-boss cron has a one-minute grain). `short` keeps
 * at most one plan waiting, however many processes run; it does not make a plan wait for an active
 * one, so a plan left active by a killed worker does not stall planning until it expires.
 */
export const planJob = defineJob({
  name: 'alerts.plan',
  payloadSchema: z.object({}),
  queue: { policy: 'short', retryLimit: 3, retryDelay: 5, expireInSeconds: 120 },
  work: { pollingIntervalSeconds: 0.5 },
  handler: async (_payload, job) => {
    const { ctx } = job;
    try {
      const due = await planPolls({ db: ctx.db, config: ctx.config, now: new Date() });
      for (const pair of due) await enqueue(job.boss, pollJob, pair, { singletonKey: pairKey(pair) });
      if ((await listDeliverableRequests({ db: ctx.db, config: ctx.config, limit: 1 })).length > 0) {
        await enqueue(job.boss, notifyJob, {});
      }
    } finally {
      await enqueue(job.boss, planJob, {}, { startAfter: ctx.config.alerts.planIntervalSeconds });
    }
  },
});

/**
 * Poll one (course, date). On success it sends its own successor after the pair's cadence, so the
 * cadence does not wait for a plan tick; `stately` with the pair as key keeps one poll per pair in
 * flight and one waiting across processes (the plan's sends are dropped while one waits).
 */
export const pollJob = defineJob({
  name: 'alerts.poll',
  payloadSchema: PairSchema,
  queue: { policy: 'stately', retryLimit: 0, expireInSeconds: 120 },
  work: { pollingIntervalSeconds: 0.5, concurrency: (ctx) => ctx.config.alerts.workerConcurrency },
  handler: async (pair, job) => {
    const { ctx } = job;
    const outcome = await pollCourseDay({
      db: ctx.db,
      config: ctx.config,
      search: ctx.teeTimeSearch,
      ...pair,
    });
    if (outcome.status === 'polled' && outcome.alertedRequestIds.length > 0) {
      // A short wait lets the other polls of this cycle add their matches to the same email.
      await enqueue(job.boss, notifyJob, {}, { startAfter: ctx.config.alerts.batchSeconds });
    }
    if (outcome.status === 'failed') job.log.info({ pair, error: outcome.error }, 'poll failed');
    const [watched] = await listWatchedPairs({ db: ctx.db, config: ctx.config, now: new Date(), only: pair });
    if (watched) {
      await enqueue(job.boss, pollJob, pair, {
        singletonKey: pairKey(pair),
        startAfter: watched.cadenceSeconds,
      });
    }
  },
});

/**
 * Deliver every pending alert (one email per request); failures stay pending for a backed-off retry.
 * `short`: one notify waits (the batching delay), any number may run — the row-level claims in
 * deliver-alerts make concurrent deliveries safe, and a notify killed mid-send blocks nobody.
 */
export const notifyJob = defineJob({
  name: 'alerts.notify',
  payloadSchema: z.object({}),
  queue: { policy: 'short', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 },
  work: { pollingIntervalSeconds: 0.5 },
  handler: async (_payload, job) => {
    const result = await deliverPendingAlerts({ db: job.ctx.db, config: job.ctx.config });
    if (result.sent + result.failed > 0) job.log.info(result, 'alerts delivered');
  },
});

// biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of different payloads
export const jobDefinitions: JobDefinition<any>[] = [planJob, pollJob, notifyJob];

export function pairKey(pair: { courseId: number; date: string }): string {
  return `${pair.courseId}:${pair.date}`;
}

/**
 * The one way to enqueue a job: the payload is checked against the job's schema. Resolves to the job
 * id, or null when the queue policy dropped it as a duplicate (which is the point of the policies).
 */
export async function enqueue<Payload extends object>(
  boss: PgBoss,
  definition: JobDefinition<Payload>,
  payload: Payload,
  options: SendOptions = {},
): Promise<string | null> {
  return boss.send(definition.name, definition.payloadSchema.parse(payload), options);
}
