import pino from 'pino';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { type Database, openDatabase } from './db/client';
import { seedCatalogue } from './db/seed';
import { closeEmailTransport } from './email/send-email';
import { eraseAccount } from './features/account';
import { createAlertEngine, matchOpeningsToRequests } from './features/alerts';
import { createAuth } from './features/auth';
import { ensureAdmin } from './features/auth/ensure-admin';
import { holdForBetter, markBooked } from './features/booked';
import { requestContactEmailConfirmation, sendAccountVerificationEmail } from './features/email-confirmation';
import { createTeeTimeSearch } from './features/tee-times';
import { type Clock, systemClock } from './lib/clock';
import type { Resolver } from './lib/fetch-guard/fetch-guard';
import { logOptions } from './lib/log-options';
import { namedLogger } from './lib/named-logger';
import { createReadiness, type Readiness } from './lib/readiness';
import { waitForSchema } from './lib/wait-for-schema';
import { createSources } from './sources/create-sources';
import { createDatabaseHostBudget } from './sources/host-budget';

/**
 * The composition root: opens the database (migrated and seeded) and wires the features into the
 * services every process shares. Tests may pass an in-memory PGlite's starting data (a migrated, seeded
 * template) to skip most of that work, a clock to set the time, and the fetch guard's resolver (decision
 * 0240) so no test resolves a real name.
 */
export async function createContext(
  config: Config,
  options: {
    pgliteTemplate?: Blob;
    clock?: Clock;
    /** Opened (and its schema made current) by the entry point, which serves /readyz meanwhile. */
    database?: Database;
    readiness?: Readiness;
    resolver?: Resolver;
  } = {},
): Promise<AppContext> {
  const database = options.database ?? (await openAtVersion(config, options.pgliteTemplate));
  const { db } = database;
  const readiness = options.readiness ?? createReadiness({ db });
  const clock = options.clock ?? systemClock;
  await seedCatalogue(db);
  // The engine first: confirming an address (an auth event) wakes it. better-auth's own delete-user
  // erases the account the same way as POST /api/account/delete.
  const alerts = createAlertEngine({ db, config, clock });
  const auth = createAuth({
    config,
    db,
    clock,
    sendVerificationEmail: sendAccountVerificationEmail,
    onEmailConfirmed: (userId) => alerts.onEmailConfirmed({ userId }),
    eraseUser: (userId) => eraseAccount(db, userId),
  });
  if (config.admin) {
    const log = pino(logOptions(config, { name: 'admin' }));
    await ensureAdmin({ auth, db, clock, log, ...config.admin });
  }
  // The budget keeps the database's time unless a clock is injected (decision 0234: replicas' clocks differ).
  const budget = createDatabaseHostBudget({ db, clock: options.clock });
  const sources = createSources({ config, clock, budget, resolver: options.resolver });
  const teeTimeSearch = createTeeTimeSearch({ config, db, sources, clock, matchOpeningsToRequests });
  // Features reach each other's behaviour through what is wired here, never by importing it (decision 0192).
  return {
    config,
    clock,
    database,
    db,
    readiness,
    auth,
    sources,
    teeTimeSearch,
    alerts,
    markBooked,
    holdForBetter,
    requestContactEmailConfirmation,
  };
}

/**
 * The database at this code's schema version: migrated here (MIGRATE_ON_START, the embedded default),
 * or waited for while `npm run migrate` does it (decision 0220).
 */
export async function openAtVersion(config: Config, pgliteTemplate?: Blob): Promise<Database> {
  const { migrateOnStart, schemaWaitSeconds } = config.lifecycle;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteTemplate,
    migrate: migrateOnStart,
  });
  // At once after migrating (a schema ahead of this code still fails), else until `npm run migrate` ran.
  const log = namedLogger(config, 'schema');
  await waitForSchema({
    db: database.db,
    deadlineSeconds: schemaWaitSeconds,
    log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
  }).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  return database;
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.teeTimeSearch.stop();
  closeEmailTransport(ctx.config);
  await ctx.database.close();
}
