import type { AppContext } from './app-context';
import { loadConfigOrExit } from './config';
import { closeContext, createContext } from './create-context';
import { openDatabase } from './db/client';
import { startJobRunner } from './jobs/job-runner';
import { startWorkerHealthServer } from './jobs/worker-health-server';
import { workerMetricsRoutes } from './jobs/worker-metrics';
import { createReadiness } from './lib/readiness';
import {
  exitOnStartFailure,
  processLogger,
  schemaAtVersionOrExit,
  sendGraceMsOf,
  stopOnSignal,
} from './process-lifecycle';

// Workers alone, for deployments on PostgreSQL: run as many of these as needed next to the API
// processes (serve.ts). pg-boss claims every job once across all of them. Each serves /livez and
// /readyz on WORKER_HEALTH_PORT, and on SIGTERM hands its work over (decision 0221).

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      'worker.ts needs DATABASE_URL: PGlite can be opened by one process only, so run `npm start` instead.',
    );
    process.exit(1);
  }
  const log = processLogger(config, 'worker');
  const { migrateOnStart, workerHealthPort } = config.lifecycle;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: migrateOnStart,
  }).catch((error: unknown) => exitOnStartFailure(log, error));
  const readiness = createReadiness({ db: database.db });
  // Up before the schema wait, so /readyz says "schema behind" meanwhile.
  let ctx: AppContext | undefined;
  const health = await startWorkerHealthServer({
    readiness,
    port: workerHealthPort,
    host: config.host,
    routes: (app) => workerMetricsRoutes(app, { ctx: () => ctx, token: config.metricsToken }),
  });
  log.info({ healthPort: health.port }, `worker health server on port ${health.port}`);
  await schemaAtVersionOrExit(config, database.db, log);
  const context = await createContext(config, { database, readiness });
  ctx = context;
  const runner = await startJobRunner({ ctx: context, log });
  log.info('worker started');
  stopOnSignal({
    config,
    log,
    stop: async () => {
      readiness.startDraining();
      await runner.stop({ sendGraceMs: sendGraceMsOf(config) });
      await closeContext(context);
      await health.app.close();
    },
  });
}

await main();
