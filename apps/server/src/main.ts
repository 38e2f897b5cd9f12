import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { closeContext, createContext } from './create-context';
import { startJobRunner } from './jobs/job-runner';

// One process: the API, the web app and the alert worker. This is the embedded
// default, because a PGlite data folder can be opened by one process only.

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const ctx = await createContext(config);
  const app = await buildApp({ ctx, serveWeb: true });
  const worker = config.alerts.runWorkerInProcess ? await startJobRunner({ ctx, log: app.log }) : undefined;
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await worker?.stop();
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Teewatch at ${config.publicUrl} (database: ${ctx.database.kind}, upstream: ${config.upstreamMode})`,
  );
}

await main();
