import type { PgBoss, Queue, SendOptions, WorkOptions } from 'pg-boss';
import { z } from 'zod';
import {
  type DeliveryStop,
  deliverPending,
  listDue,
  type RegisteredChannel,
  registeredChannels,
} from '../delivery';
import { refreshForecasts } from '../features/forecast';
import { pruneMirror } from '../features/mirror';
import { rollWeeklyRules } from '../features/monitoring-requests';
import { applyRetention } from '../features/retention';
import { isValidRequestId } from '../lib/request-id';
import { currentTraceId } from '../lib/trace-context';
import type { WorkerContext } from './worker-context';

// Every background job, typed: a name, a zod payload schema, queue and worker options, a handler.
// One registry (`jobDefinitions`), one `enqueue()`.

export type JobLog = {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
  /** pino's and Fastify's loggers have it: a job's lines carry its trace id. */
  child?(bindings: object): JobLog;
};

export type JobContext = {
  ctx: WorkerContext;
  boss: PgBoss;
  log: JobLog;
  /** Aborted as the process stops (decision 0221): deliveries stop claiming, then stop waiting for sends. */
  stop: DeliveryStop;
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
  /**
   * A job that starts work of its own (the plan's sweep, the prune) runs under a new trace id rather
   * than its enqueuer's: else the plan, which enqueues itself, would carry one id forever.
   */
  startsOwnTrace?: boolean;
};

function defineJob<Payload extends object>(definition: JobDefinition<Payload>): JobDefinition<Payload> {
  return definition;
}

/**
 * Plan: sweep every channel with something due into its delivery job (a delivery that failed or was
 * cut off is picked up here), then schedule itself again after the plan interval (pg-boss cron has a one-minute
 * grain). Reading upstream is the mirror scheduler's (features/mirror), not a job: it plans per host
 * every tick and claims pairs through leases. `short` keeps at most one plan waiting, however many
 * processes run; it does not make a plan wait for an active one, so a plan left active by a killed
 * worker does not stall planning until it expires.
 */
export const planJob = defineJob({
  name: 'alerts.plan',
  startsOwnTrace: true,
  payloadSchema: z.object({}),
  queue: { policy: 'short', retryLimit: 3, retryDelay: 5, expireInSeconds: 120 },
  work: { pollingIntervalSeconds: 0.5 },
  handler: async (_payload, job) => {
    const { ctx } = job;
    try {
      // Every channel with something due (for push, also the "taken" notices of times the reads saw go).
      for (const delivery of deliveryJobs)
        if (await delivery.isDue(ctx)) await enqueue(job.boss, delivery, {});
    } finally {
      await enqueue(job.boss, planJob, {}, { startAfter: ctx.config.alerts.planIntervalSeconds });
    }
  },
});

/** Growth control, hourly: past dates' bookkeeping, history past its days, old host counts. */
export const pruneJob = defineJob({
  name: 'mirror.prune',
  startsOwnTrace: true,
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
 * The retention schedule the privacy page states (decision 0252), hourly: old notifications deleted,
 * old sessions' IP address and user agent cleared, unused rate-limit counters deleted, in batches.
 */
export const retentionJob = defineJob({
  name: 'privacy.retention',
  payloadSchema: z.object({}),
  queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 600 },
  work: { pollingIntervalSeconds: 30 },
  handler: async (_payload, job) => {
    const { ctx } = job;
    const done = await applyRetention({ db: ctx.db, config: ctx.config, now: ctx.clock() });
    if (done.notifications + done.sessionDetails + done.rateLimits > 0)
      job.log.info(done, 'retention applied');
  },
});

/**
 * The forecast (decision 0320): every course's hourly forecast read from the weather API, then again after
 * WEATHER_REFRESH_MINUTES. `stately`: one waiting and one running at most, however many workers enqueue it
 * (each runner does at start, and the hourly cron restarts a chain that broke).
 */
export const forecastJob = defineJob({
  name: 'forecast.refresh',
  startsOwnTrace: true,
  payloadSchema: z.object({}),
  queue: { policy: 'stately', retryLimit: 1, expireInSeconds: 900 },
  work: { pollingIntervalSeconds: 30 },
  handler: async (_payload, job) => {
    const { ctx } = job;
    if (!ctx.config.weather.enabled) return;
    try {
      const done = await refreshForecasts({
        db: ctx.db,
        config: ctx.config,
        sources: ctx.sources,
        now: ctx.clock,
        signal: job.stop.claiming,
        onError: (error) => job.log.error({ err: error }, 'forecast read failed'),
      });
      job.log.info(done, 'forecast read');
    } finally {
      await enqueue(job.boss, forecastJob, {}, { startAfter: ctx.config.weather.refreshMinutes * 60 });
    }
  },
});

/**
 * Standing weekly watches roll forward (decision 0350), every 10 minutes so a new day's last date is
 * watched soon after Vancouver's midnight: one statement, writing only the rules whose dates changed.
 */
export const rollWeeklyJob = defineJob({
  name: 'requests.roll-weekly',
  payloadSchema: z.object({}),
  queue: { policy: 'singleton', retryLimit: 1, expireInSeconds: 300 },
  work: { pollingIntervalSeconds: 30 },
  handler: async (_payload, job) => {
    const rolled = await rollWeeklyRules({ db: job.ctx.db, now: job.ctx.clock() });
    if (rolled.rolled > 0) job.log.info(rolled, 'weekly watches rolled');
  },
});

/** The most request ids a hand-off carries; a larger batch is delivered by a full listing. */
export const MAX_HANDED_OFF_REQUESTS = 1000;

const DeliveryPayloadSchema = z.object({
  /** The requests the mirror just matched (its hand-off): listed first, then everything due. */
  requestIds: z.array(z.number().int().positive()).max(MAX_HANDED_OFF_REQUESTS).optional(),
});
export type DeliveryPayload = z.infer<typeof DeliveryPayloadSchema>;

/** A channel's delivery job, and whether it has anything due now (the plan's sweep). */
export type DeliveryJob = JobDefinition<DeliveryPayload> & {
  /** The channel's name in the metrics: email, push, sms, release-reminder, release-reminder-text. */
  channel: string;
  isDue(ctx: WorkerContext): Promise<boolean>;
  /** How many recipients have something due now, counting up to `limit` (the metrics' backlog). */
  countDue(ctx: Pick<WorkerContext, 'db' | 'config' | 'clock'>, limit: number): Promise<number>;
};

/**
 * A channel's delivery job (delivery/). `short`: one waits (the batching delay) and any number
 * may run: the recipient locks make concurrent deliveries safe, and a delivery killed mid-send blocks
 * nobody. A hand-off dropped as a duplicate loses nothing: every delivery drains all that is due.
 */
function defineDeliveryJob({ job: name, channel, doneMessage }: RegisteredChannel): DeliveryJob {
  const definition = defineJob({
    name,
    payloadSchema: DeliveryPayloadSchema,
    queue: { policy: 'short', retryLimit: 3, retryDelay: 5, retryBackoff: true, expireInSeconds: 600 },
    work: { pollingIntervalSeconds: 0.5 },
    handler: async (payload, job) => {
      const { db, config, clock } = job.ctx;
      const result = await deliverPending(channel, {
        db,
        config,
        clock,
        requestIds: payload.requestIds,
        stop: job.stop,
      });
      if (Object.values(result).some((count) => count > 0)) job.log.info(result, doneMessage);
    },
  });
  return {
    ...definition,
    channel: channel.name,
    isDue: async ({ db, config, clock }) =>
      (await listDue(channel, { db, config, now: clock(), limit: 1 })).length > 0,
    countDue: async ({ db, config, clock }, limit) =>
      (await listDue(channel, { db, config, now: clock(), limit })).length,
  };
}

/**
 * One delivery job per channel: the plan sweeps them and the mirror's hand-off queues them all. Email:
 * one per request (failures stay pending for a backed-off retry); push: per device, with "taken" notices;
 * texts: per request alerting by 'sms', under SMS_DAILY_LIMIT; the release reminder's email and text.
 * Built from the engine's one list of channels (delivery/channels/registry.ts).
 */
export const deliveryJobs: DeliveryJob[] = registeredChannels.map(defineDeliveryJob);

// biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of different payloads
export const jobDefinitions: JobDefinition<any>[] = [
  planJob,
  ...deliveryJobs,
  pruneJob,
  retentionJob,
  forecastJob,
  rollWeeklyJob,
];

/** Where a job's data carries the trace id of the work that enqueued it (decision 0236), beside its payload. */
export const TRACE_ID_KEY = 'traceId';

/**
 * The one way to enqueue a job: the payload is checked against the job's schema and carries the current
 * trace id (a request's, a mirror read's, a job's). Resolves to the job id, or null when the queue
 * policy dropped it as a duplicate (which is the point of the policies).
 */
export async function enqueue<Payload extends object>(
  boss: PgBoss,
  definition: JobDefinition<Payload>,
  payload: Payload,
  options: SendOptions = {},
): Promise<string | null> {
  const traceId = definition.startsOwnTrace ? undefined : currentTraceId();
  const data = definition.payloadSchema.parse(payload);
  return boss.send(definition.name, traceId ? { ...data, [TRACE_ID_KEY]: traceId } : data, options);
}

/** The trace id a job's data carries, when it is a valid one. */
export function traceIdOfJob(data: unknown): string | undefined {
  const traceId = (data as Record<string, unknown> | null)?.[TRACE_ID_KEY];
  return isValidRequestId(traceId) ? traceId : undefined;
}
