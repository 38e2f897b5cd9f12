import type { PgBoss, Queue, SendOptions, WorkOptions } from 'pg-boss';
import { z } from 'zod';
import { deliverPendingAlerts, listDeliverableRequests } from '../features/alerts';
import { pruneMirror } from '../features/mirror';
import { deliverPendingPushes, listPushDevices } from '../features/push';
import { ruleClock } from '../lib/slot-rules-sql';
import type { WorkerContext } from './worker-context';

// Every background job, typed: a name, a zod payload schema, queue and worker options, a handler.
// One registry (`jobDefinitions`), one `enqueue()`.

export type JobLog = { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

export type JobContext = {
  ctx: WorkerContext;
  boss: PgBoss;
  log: JobLog;
};

export type JobDefinition<Payload extends object> = {
  name: string;
  payloadSchema: z.ZodType<Payload>;
  /** Queue policy and retry options (pg-boss `createQueue`). */
  queue: Omit<Queue, 'name'>;
  work: Pick<WorkOptions, 'pollingIntervalSeconds' | 'batchSize'> & {
    concurrency?: (ctx: WorkerContext) => number;
  };
  handler: (payload: Payload, job: JobContext) => Promise<void>;
};

function defineJob<Payload extends object>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/**
 * Plan: sweep requests with undelivered alerts into a notify (a notify that failed or was cut off is
 * picked up here), then schedule itself again after the plan interval (pg-boss cron has a one-minute
 * grain). Reading upstream is the mirror scheduler's (features/mirror), not a job: it plans per host
 * every tick and claims pairs through leases. `short` keeps at most one plan waiting, however many
 * processes run; it does not make a plan wait for an active one, so a plan left active by a killed
 * worker does not stall planning until it expires.
 */
export const planJob = defineJob({
  name: 'alerts.plan',
  payloadSchema: z.object({}),
  queue: { policy: 'short', retryLimit: 3, retryDelay: 5, expireInSeconds: 120 },
  work: { pollingIntervalSeconds: 0.5 },
  handler: async (_payload, job) => {
    const { ctx } = job;
    try {
      if (
        (await listDeliverableRequests({ db: ctx.db, config: ctx.config, now: ctx.clock(), limit: 1 }))
          .length > 0
      ) {
        await enqueue(job.boss, notifyJob, {});
      }
      // Pushes, and the "taken" notices of pushed times the last reads saw go (decision 0130).
      if (
        (await listPushDevices({ db: ctx.db, config: ctx.config, clock: ruleClock(ctx.clock()), limit: 1 }))
          .length > 0
      ) {
        await enqueue(job.boss, pushJob, {});
      }
    } finally {
      await enqueue(job.boss, planJob, {}, { startAfter: ctx.config.alerts.planIntervalSeconds });
    }
  },
});

/** Growth control, hourly: past dates' bookkeeping, history past its days, old host counts. */
export const pruneJob = defineJob({
  name: 'mirror.prune',
  payloadSchema: z.object({}),
  queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 600 },
  work: { pollingIntervalSeconds: 30 },
  handler: async (_payload, job) => {
    const { ctx } = job;
    const pruned = await pruneMirror({
      db: ctx.db,
      now: ctx.clock(),
      historyDays: ctx.config.mirror.historyDays,
    });
    if (pruned.slots + pruned.polls + pruned.hostMinutes > 0) job.log.info(pruned, 'mirror pruned');
  },
});

/**
 * A delivery job. `short`: one waits (the batching delay) and any number may run: the row-level claims
 * make concurrent deliveries safe, and a delivery killed mid-send blocks nobody.
 */
function defineDeliveryJob(
  name: string,
  deliver: (ctx: WorkerContext) => Promise<Record<string, number>>,
  doneMessage: string,
) {
  return defineJob({
    name,
    payloadSchema: z.object({}),
    queue: { policy: 'short', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 },
    work: { pollingIntervalSeconds: 0.5 },
    handler: async (_payload, job) => {
      const result = await deliver(job.ctx);
      if (Object.values(result).some((count) => count > 0)) job.log.info(result, doneMessage);
    },
  });
}

/** Deliver every pending alert (one email per request); failures stay pending for a backed-off retry. */
export const notifyJob = defineDeliveryJob(
  'alerts.notify',
  ({ db, config, clock }) => deliverPendingAlerts({ db, config, clock }),
  'alerts delivered',
);

/** Deliver every pending push (one per device and claim) and "taken" notice (claims per device in features/push). */
export const pushJob = defineDeliveryJob(
  'alerts.push',
  ({ db, config, clock }) => deliverPendingPushes({ db, config, clock }),
  'pushes delivered',
);

// biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of different payloads
export const jobDefinitions: JobDefinition<any>[] = [planJob, notifyJob, pushJob, pruneJob];

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
