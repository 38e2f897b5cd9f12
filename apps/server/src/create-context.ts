import type { AppContext } from './app-context';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedCatalogue } from './db/seed';
import { closeEmailTransport } from './email/send-email';
import { createAlertEngine } from './features/alerts/alert-engine';
import { createAuth } from './features/auth/auth';
import { ensureAdmin } from './features/auth/ensure-admin';
import { createTeeTimeSearch } from './features/tee-times/tee-time-search';
import { createSources } from './sources/create-sources';
import { createDatabaseHostBudget } from './sources/host-budget';

/**
 * Opens the database (migrated and seeded) and builds the services every process shares. Tests may
 * pass an in-memory PGlite's starting data (a migrated, seeded template) to skip most of that work.
 */
export async function createContext(
  config: Config,
  options: { pgliteTemplate?: Blob } = {},
): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteTemplate: options.pgliteTemplate,
  });
  const { db } = database;
  await seedCatalogue(db);
  const auth = createAuth({ config, db });
  if (config.admin) await ensureAdmin({ auth, db, ...config.admin });
  const sources = createSources({ config, budget: createDatabaseHostBudget({ db }) });
  const teeTimeSearch = createTeeTimeSearch({ config, db, sources });
  const alerts = createAlertEngine({ db, config });
  return { config, database, db, auth, sources, teeTimeSearch, alerts };
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.teeTimeSearch.stop();
  closeEmailTransport(ctx.config);
  await ctx.database.close();
}
