import { buildApp } from './app';
import { type Config, loadConfigOrExit } from './config';
import { closeContext, createContext } from './create-context';
import { type Database, openDatabase } from './db/client';
import { startWorkerHealthServer } from './jobs/worker-health-server';
import { createReadiness, type Readiness } from './lib/readiness';
import { exitOnStartFailure, processLogger, schemaAtVersionOrExit, stopOnSignal } from './process-lifecycle';

// The API and the web app, never the worker: any number of these behind a load balancer, next to
// worker.ts processes, on one PostgreSQL (sessions live in the database). On SIGTERM /readyz turns 503
// at once, new connections are refused and requests in flight finish (decision 0221).

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      'serve.ts needs DATABASE_URL: on the embedded PGlite, run `npm start` (API and worker in one).',
    );
    process.exit(1);
  }
  const log = processLogger(config, 'serve');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: config.lifecycle.migrateOnStart,
  }).catch((error: unknown) => exitOnStartFailure(log, error));
  const readiness = createReadiness({ db: database.db });
  let port = config.port;
  if (config.lifecycle.migrateOnStart) await schemaAtVersionOrExit(config, database.db, log);
  else port = await waitForSchemaOnPort(config, database, readiness);
  const ctx = await createContext(config, { database, readiness });
  const app = await buildApp({ ctx, serveWeb: true });
  stopOnSignal({
    config,
    log,
    stop: async () => {
      readiness.startDraining();
      // Stops listening, answers 503 on kept-alive connections, and resolves once requests in flight end.
      await app.close();
      await closeContext(ctx);
    },
  });
  await app.listen({ port, host: config.host });
  const address = app.server.address();
  const listening = typeof address === 'object' && address ? address.port : port;
  log.info(`Teewatch API at ${config.publicUrl}, port ${listening} (serve.ts: no worker)`);
}

/**
 * MIGRATE_ON_START=false: until the schema reaches this version, the API's port answers only /livez and
 * /readyz (503 "schema behind"), so probes see the wait; then it is handed to the app. Resolves the port
 * (the one the probes got, when PORT=0).
 */
async function waitForSchemaOnPort(
  config: Config,
  database: Database,
  readiness: Readiness,
): Promise<number> {
  const log = processLogger(config, 'serve');
  const probes = await startWorkerHealthServer({ readiness, port: config.port, host: config.host });
  log.info(`probes on port ${probes.port} while the schema is checked`);
  await schemaAtVersionOrExit(config, database.db, log);
  await probes.app.close();
  return probes.port;
}

await main();
