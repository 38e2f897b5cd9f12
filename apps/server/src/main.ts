import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { closeContext, createContext } from './create-context';
import { startJobRunner } from './jobs/job-runner';
import { exitOnStartFailure, processLogger, sendGraceMsOf, stopOnSignal } from './process-lifecycle';

// One process: the API, the web app and the alert worker. This is the embedded default, because a
// PGlite data folder can be opened by one process only; it migrates at start (MIGRATE_ON_START).
// Scaled deployments run serve.ts and worker.ts instead (decision 0220).

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const ctx = await createContext(config).catch((error: unknown) =>
    exitOnStartFailure(processLogger(config, 'main'), error),
  );
  const app = await buildApp({ ctx, serveWeb: true });
  const worker = config.alerts.runWorkerInProcess ? await startJobRunner({ ctx, log: app.log }) : undefined;
  stopOnSignal({
    config,
    log: processLogger(config, 'main'),
    stop: async () => {
      ctx.readiness.startDraining();
      await Promise.all([worker?.stop({ sendGraceMs: sendGraceMsOf(config) }), app.close()]);
      await closeContext(ctx);
    },
  });
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Teewatch at ${config.publicUrl} (database: ${ctx.database.kind}, upstream: ${config.upstreamMode})`,
  );
}

await main();
