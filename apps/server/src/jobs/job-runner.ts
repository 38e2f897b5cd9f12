import { randomUUID } from 'node:crypto';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DeliveryHandOff } from '../delivery';
import { closeEmailTransport } from '../email/send-email';
import { matchOpeningsToRequests } from '../features/alerts';
import { createMirrorScheduler } from '../features/mirror';
import { currentTraceId, runWithTrace } from '../lib/trace-context';
import {
  type DeliveryPayload,
  deliveryJobs,
  enqueue,
  forecastJob,
  type JobContext,
  type JobLog,
  jobDefinitions,
  MAX_HANDED_OFF_REQUESTS,
  planJob,
  pruneJob,
  retentionJob,
  rollWeeklyJob,
  traceIdOfJob,
} from './job-definitions';
import type { WorkerContext } from './worker-context';

export type JobRunner = {
  boss: PgBoss;
  /** Runs a plan and a delivery now (a new request, a test) instead of at the next tick. */
  wake(): Promise<void>;
  /**
   * Stops taking work (no job fetched, no read planned, no claim taken), lets sends in flight finish for
   * `sendGraceMs` (default 5 s), then releases the claims still waiting for their provider, queues a
   * delivery so another worker resumes them at once, and stops pg-boss (decision 0221).
   */
  stop(options?: { sendGraceMs?: number }): Promise<void>;
};

/** How long a stopping worker's sends in flight may take to be accepted before their claims are released. */
export const SEND_GRACE_MS = 5000;

/**
 * Starts pg-boss on the app's database (PGlite through its adapter, PostgreSQL through its own pool)
 * and works every registered job. Several processes may do this against one PostgreSQL: pg-boss
 * claims each job once, and the queue policies keep one plan in flight; each process also runs the
 * mirror scheduler, whose leases keep two processes from reading one (course, date) at once.
 */
export async function startJobRunner(options: { ctx: WorkerContext; log: JobLog }): Promise<JobRunner> {
  const { ctx, log } = options;
  const boss =
    ctx.database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(ctx.database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: ctx.config.databaseUrl, max: 4, application_name: 'teewatch-worker' });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();

  await createQueues(boss);

  const claiming = new AbortController();
  const sending = new AbortController();
  const jobContext = { ctx, boss, log, stop: { claiming: claiming.signal, sending: sending.signal } };
  const workerIds = await workEveryJob(boss, jobContext);
  /** Sends every channel's delivery due now and has this process's workers fetch them at once, not at their next poll. */
  const deliverNow = async (payload: DeliveryPayload) => {
    for (const job of deliveryJobs) {
      await enqueue(boss, job, payload);
      const workerId = workerIds.get(job.name);
      if (workerId) boss.notifyWorker(workerId);
    }
  };
  /** The mirror's hand-off: the requests a read group matched go first in every channel's delivery. */
  const delivery: DeliveryHandOff = {
    deliverMatches: (requestIds) =>
      deliverNow(requestIds.length <= MAX_HANDED_OFF_REQUESTS ? { requestIds } : {}),
  };

  // The plan re-schedules itself; the cron is the safety net that restarts the chain if it ever breaks.
  await boss.schedule(planJob.name, '* * * * *', {});
  await boss.schedule(pruneJob.name, '7 * * * *', {});
  await boss.schedule(retentionJob.name, '37 * * * *', {});
  await boss.schedule(rollWeeklyJob.name, '*/10 * * * *', {});
  await enqueue(boss, planJob, {});
  if (ctx.config.weather.enabled) {
    await boss.schedule(forecastJob.name, '23 * * * *', {});
    await enqueue(boss, forecastJob, {});
  }
  // A worker down over midnight catches its weekly watches up at once.
  await enqueue(boss, rollWeeklyJob, {});

  // Reads start at once after a (re)start: nothing waits for a job or a lease held by a dead process
  // longer than the lease. The scheduler hands on a group's matches once its reads are stored (at most
  // ALERT_BATCH_SECONDS after the first), so the notify is due at once.
  const mirror = createMirrorScheduler({
    db: ctx.db,
    config: ctx.config,
    sources: ctx.sources,
    clock: ctx.clock,
    matchOpeningsToRequests,
    delivery,
    onError: (error) => log.error({ err: error, traceId: currentTraceId() }, 'mirror read failed'),
  });
  mirror.start();

  const wake = async () => {
    await enqueue(boss, planJob, {});
    await deliverNow({});
  };
  ctx.alerts.setWaker(wake);
  return {
    boss,
    wake,
    stop: async (stopOptions = {}) => {
      claiming.abort();
      ctx.alerts.setWaker(undefined);
      const grace = setTimeout(() => {
        sending.abort();
        // An SMTP send held past the grace must not complete after its claim is released (another
        // worker resumes it): closing the connections fails it now. A push or text has no connection to cut,
        // so one answered in the instant between release and exit is resent, as after a crash.
        closeEmailTransport(ctx.config);
      }, stopOptions.sendGraceMs ?? SEND_GRACE_MS);
      try {
        await mirror.stop();
        // Fetches nothing more and waits for the jobs running here, which end once their sends do.
        await Promise.allSettled([...workerIds.keys()].map((name) => boss.offWork(name, { wait: true })));
      } finally {
        clearTimeout(grace);
      }
      // A claim released above is resumed by whichever worker takes this delivery first (not this one:
      // it fetches nothing now), instead of at that worker's next plan.
      if (sending.signal.aborted) await Promise.allSettled(deliveryJobs.map((job) => enqueue(boss, job, {})));
      await boss.stop({ graceful: true, timeout: 10_000, close: ctx.database.kind !== 'pglite' });
    },
  };
}

/** Has pg-boss run every job definition here, each job under its trace id; the worker id of each queue. */
async function workEveryJob(boss: PgBoss, jobContext: JobContext): Promise<Map<string, string>> {
  const { ctx, log } = jobContext;
  const workerIds = new Map<string, string>();
  for (const definition of jobDefinitions) {
    const workerId = await boss.work(
      definition.name,
      {
        pollingIntervalSeconds: definition.work.pollingIntervalSeconds ?? 1,
        batchSize: 1,
        localConcurrency: definition.work.concurrency?.(ctx) ?? 1,
      },
      async (jobs) => {
        for (const job of jobs) {
          // The job runs under the trace id it was enqueued with (a new one when it has none), its lines too.
          const traceId = traceIdOfJob(job.data) ?? randomUUID();
          const traced = { ...jobContext, log: log.child?.({ traceId }) ?? log };
          await runWithTrace(traceId, () =>
            definition.handler(definition.payloadSchema.parse(job.data), traced),
          );
        }
      },
    );
    workerIds.set(definition.name, workerId);
  }
  return workerIds;
}

/** Every job's queue, created once whichever worker starts first. */
async function createQueues(boss: PgBoss): Promise<void> {
  for (const definition of jobDefinitions) {
    if (!(await boss.getQueue(definition.name))) {
      try {
        await boss.createQueue(definition.name, definition.queue);
      } catch (error) {
        // Another worker starting at the same moment may have created it first.
        if (!(await boss.getQueue(definition.name))) throw error;
      }
    }
  }
}
