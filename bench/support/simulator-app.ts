import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type AppContext, buildApp, closeContext, createContext } from '@teewatch/server';
import { freshPostgresDatabase } from '@teewatch/server/testing';
import type { Simulator } from '@teewatch/simulator';
import type { FastifyInstance } from 'fastify';
import { benchConfig } from './bench-support';

// The tee-time search benches' app: reads `simulator`, on PGlite in memory (the data folder holds only
// what the app writes beside its database) or a fresh PostgreSQL database, listening on a free local port.

export type SimulatorApp = { app: FastifyInstance; ctx: AppContext; url: string; close: () => Promise<void> };

/** Starts an app reading `simulator` with `env` on top; `close` stops it and removes its data folder. */
export async function startSimulatorApp(
  simulator: Simulator,
  env: Record<string, string>,
  dataDirPrefix = 'teewatch-bench-',
  /** A fresh PostgreSQL database on this server (dropped at close) instead of PGlite in memory. */
  postgresServerUrl?: string,
): Promise<SimulatorApp> {
  const fresh = postgresServerUrl
    ? await freshPostgresDatabase(postgresServerUrl, { prefix: 'teewatch_bench_cold' })
    : undefined;
  const { config, dataDir } = benchConfig(dataDirPrefix, {
    PUBLIC_URL: 'http://localhost:3000',
    UPSTREAM_MODE: 'simulator',
    SIMULATOR_URL: simulator.url,
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  });
  const ctx = await createContext(fresh ? config : { ...config, dataDir: 'memory://' });
  const app = await buildApp({ ctx, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    app,
    ctx,
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await closeContext(ctx);
      await fresh?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
