import { buildApp } from './app';
import { loadConfigOrExit } from './config';
import { closeContext, createContext } from './create-context';

// `npm run serve`: the API and the web app without the worker, for deployments on PostgreSQL where any
// number of these run behind a load balancer and `npm run serve:worker` runs the jobs (docs/deploy.md).

async function serve(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.databaseUrl) {
    console.error(
      'serve needs DATABASE_URL: PGlite can be opened by one process only, so run `npm start` instead.',
    );
    process.exit(1);
  }
  const ctx = await createContext(config);
  const app = await buildApp({ ctx, serveWeb: true });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await closeContext(ctx);
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Teewatch API and web at ${config.publicUrl} (upstream: ${config.upstreamMode})`);
}

await serve();
