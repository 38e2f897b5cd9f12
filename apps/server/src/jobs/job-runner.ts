import { fromPglite, PgBoss } from 'pg-boss';
import { createMirrorScheduler } from '../features/mirror';
import {
  enqueue,
  type JobLog,
  jobDefinitions,
  notifyJob,
  planJob,
  pruneJob,
  pushJob,
} from './job-definitions';
import type { WorkerContext } from './worker-context';

export type JobRunner = {
  boss: PgBoss;
  /** Runs a plan and a delivery now (a new request, a test) instead of at the next tick. */
  wake(): Promise<void>;
  stop(): Promise<void>;
};

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

  const jobContext = { ctx, boss, log };
  for (const definition of jobDefinitions) {
    await boss.work(
      definition.name,
      {
        pollingIntervalSeconds: definition.work.pollingIntervalSeconds ?? 1,
        batchSize: 1,
        localConcurrency: definition.work.concurrency?.(ctx) ?? 1,
      },
      async (jobs) => {
        for (const job of jobs) {
          await definition.handler(definition.payloadSchema.parse(job.data), jobContext);
        }
      },
    );
  }

  // The plan re-schedules itself; the cron is the safety net that restarts the chain if it ever breaks.
  await boss.schedule(planJob.name, '* * * * *', {});
  await boss.schedule(pruneJob.name, '7 * * * *', {});
  await enqueue(boss, planJob, {});

  // Reads start at once after a (re)start: nothing waits for a job or a lease held by a dead process
  // longer than the lease. A short wait lets the other reads of this tick add to the same email.
  const mirror = createMirrorScheduler({
    db: ctx.db,
    config: ctx.config,
    sources: ctx.sources,
    clock: ctx.clock,
    onAlerts: async () => {
      await enqueue(boss, notifyJob, {}, { startAfter: ctx.config.alerts.batchSeconds });
      await enqueue(boss, pushJob, {}, { startAfter: ctx.config.alerts.batchSeconds });
    },
    onError: (error) => log.error({ err: error }, 'mirror read failed'),
  });
  mirror.start();

  const wake = async () => {
    await enqueue(boss, planJob, {});
    await enqueue(boss, notifyJob, {});
    await enqueue(boss, pushJob, {});
  };
  ctx.alerts.setWaker(wake);
  return {
    boss,
    wake,
    stop: async () => {
      ctx.alerts.setWaker(undefined);
      await mirror.stop();
      await boss.stop({ graceful: true, timeout: 10_000, close: ctx.database.kind !== 'pglite' });
    },
  };
}
