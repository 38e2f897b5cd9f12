import pino from 'pino';
import type { AppContext } from './app-context';
import type { Config } from './config';
import { openDatabase } from './db/client';
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
import { createSources } from './sources/create-sources';
import { createDatabaseHostBudget } from './sources/host-budget';

/**
 * The composition root: opens the database (migrated and seeded) and wires the features into the
 * services every process shares. Tests may pass an in-memory PGlite's starting data (a migrated, seeded
 * template) to skip most of that work, and a clock to set the time.
 */
export async function createContext(
  config: Config,
  options: { pgliteTemplate?: Blob; clock?: Clock } = {},
): Promise<AppContext> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteTemplate: options.pgliteTemplate,
  });
  const { db } = database;
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
    const log = pino({ level: config.logLevel, name: 'admin' });
    await ensureAdmin({ auth, db, clock, log, ...config.admin });
  }
  const sources = createSources({ config, clock, budget: createDatabaseHostBudget({ db, clock }) });
  const teeTimeSearch = createTeeTimeSearch({ config, db, sources, clock, matchOpeningsToRequests });
  // Features reach each other's behaviour through what is wired here, never by importing it (decision 0192).
  return {
    config,
    clock,
    database,
    db,
    auth,
    sources,
    teeTimeSearch,
    alerts,
    markBooked,
    holdForBetter,
    requestContactEmailConfirmation,
  };
}

export async function closeContext(ctx: AppContext): Promise<void> {
  await ctx.teeTimeSearch.stop();
  closeEmailTransport(ctx.config);
  await ctx.database.close();
}
