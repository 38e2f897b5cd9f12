import pino from 'pino';
import { loadConfigOrExit } from './config';
import { closeContext, createContext } from './create-context';
import { startJobRunner } from './jobs/job-runner';
import { logOptions } from './lib/log-options';

// Workers alone, for deployments on PostgreSQL: run as many of these as needed next to the API
// processes (RUN_WORKER=false there). pg-boss claims every job once across all of them.

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      'worker.ts needs DATABASE_URL: PGlite can be opened by one process only, so run `npm start` instead.',
    );
    process.exit(1);
  }
  const log = pino(logOptions(config, { base: { process: 'worker', pid: process.pid } }));
  const ctx = await createContext(config);
  const runner = await startJobRunner({ ctx, log });
  log.info('worker started');
  const shutdown = async (signal: string) => {
    log.info(`${signal}: stopping worker`);
    await runner.stop();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

await main();
