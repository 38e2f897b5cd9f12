import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freshPostgresDatabase } from '@teewatch/server/testing';
import { startAppProcess } from '../../scripts/app-process';
import { ensureWebBuild } from '../../scripts/web-build';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const ADMIN_EMAIL = 'admin@teewatch.test';
export const ADMIN_PASSWORD = 'admin-password';

/** Where the run's global setup (support/global-setup.ts) names the database every app copies, for the workers. */
export const E2E_TEMPLATE_ENV = {
  /** The name of a migrated, seeded PostgreSQL database (when the run has TEST_DATABASE_URL). */
  postgres: 'E2E_POSTGRES_TEMPLATE',
  /** A closed, migrated, seeded PGlite data folder to copy to `DATA_DIR/pglite`. */
  pglite: 'E2E_PGLITE_TEMPLATE_DIR',
} as const;

export type RunningApp = {
  url: string;
  simulatorUrl: string | undefined;
  dataDir: string;
  stop: () => Promise<void>;
};

/**
 * Builds the web app when its build is stale (the server serves the production build, as `npm start` does).
 * The run's global setup calls it once, before any worker starts an app.
 */
export function buildWebOnce(): void {
  if (process.env.E2E_SKIP_BUILD && existsSync(path.join(ROOT, 'apps/web/dist/index.html'))) return;
  ensureWebBuild();
}

/**
 * Starts the real app as its own process (API + web + worker, a fresh data dir) on a free port, with the
 * upstream simulator in-process when `simulator` is true. Its database is a copy of the run's (on
 * PostgreSQL when the run has one); `embedded` keeps the default PGlite in the data dir whatever the run
 * has. Stops both on `stop()`, and drops the copy.
 */
export async function startApp(
  options: { simulator?: boolean; embedded?: boolean; env?: Record<string, string> } = {},
): Promise<RunningApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-e2e-'));
  const database = await databaseCopy(dataDir, options.embedded ?? false);
  let simulator: { url: string; close: () => Promise<void> } | undefined;
  if (options.simulator !== false) {
    const { startSimulator } = await import('@teewatch/simulator');
    simulator = await startSimulator({ port: 0 });
  }
  try {
    const app = await startAppProcess(
      {
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        // The specs sharing one app all search from this machine's address.
        SEARCH_RATE_LIMIT_PER_MINUTE: '1000',
        // The admin specs sign in with the password only; admin-second-factor.e2e.ts sets it to true.
        ADMIN_REQUIRE_SECOND_FACTOR: 'false',
        // TEST_LOG_LEVEL=info (.ci/run) logs every browser test's app into the run's output too, which CI
        // scans for secrets (scripts/check-log-secrets.ts); warnings and errors otherwise.
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'warn',
        UPSTREAM_MODE: simulator ? 'simulator' : 'live',
        // The forecast is the simulator's stand-in (decision 0320); without a simulator none is read.
        WEATHER_ENABLED: simulator ? 'true' : 'false',
        ...(simulator ? { SIMULATOR_URL: simulator.url } : {}),
        ...(database ? { DATABASE_URL: database.url } : {}),
        ...options.env,
      },
      // A loaded machine (shared CI runners) can need longer than 90 s to compile and start the server, and
      // two workers start theirs at once: 240 s, within the 300 s a hook that starts one has.
      {
        production: false,
        dataDir,
        output: 'lines',
        startTimeoutMs: Number(
          process.env.E2E_HEALTH_TIMEOUT_MS ?? process.env.E2E_START_TIMEOUT_MS ?? 240_000,
        ),
      },
    );
    const stop = async () => {
      await app.stop();
      await simulator?.close();
      await database?.drop();
    };
    return { url: app.url, simulatorUrl: simulator?.url, dataDir, stop };
  } catch (error) {
    await simulator?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * The app's copy of the run's migrated, seeded database (support/global-setup.ts) rather than one it
 * builds: a PostgreSQL database to name in DATABASE_URL, or a PGlite folder copied into `dataDir`
 * (undefined then: the app opens it there, as `npm start` does).
 */
async function databaseCopy(
  dataDir: string,
  embedded: boolean,
): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const postgresTemplate = process.env[E2E_TEMPLATE_ENV.postgres];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (postgresTemplate && serverUrl && !embedded) {
    return freshPostgresDatabase(serverUrl, { prefix: 'teewatch_e2e', template: postgresTemplate });
  }
  const pgliteTemplate = process.env[E2E_TEMPLATE_ENV.pglite];
  if (pgliteTemplate) cpSync(pgliteTemplate, path.join(dataDir, 'pglite'), { recursive: true });
  return undefined;
}
