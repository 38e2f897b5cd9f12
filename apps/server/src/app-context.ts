import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AlertEngine } from './features/alerts';
import type { Auth } from './features/auth';
import type { holdForBetter, markBooked } from './features/booked';
import type { requestContactEmailConfirmation } from './features/email-confirmation';
import type { TeeTimeSearch } from './features/tee-times';
import type { Clock } from './lib/clock';
import type { Readiness } from './lib/readiness';
import type { Sources } from './sources/create-sources';

/**
 * What every route and job of one running app shares, each service by the interface its feature
 * exports (features/<name>/index.ts), never its implementation. Built once by createContext (main.ts,
 * worker.ts, a test) and handed to buildApp; routes read it as `app.ctx`, jobs as a WorkerContext.
 */
export type AppContext = {
  config: Config;
  /** "Now" for every service; the system clock unless a test or a replay sets the time. */
  clock: Clock;
  database: Database;
  db: Db;
  /** What /readyz answers; the entry point turns draining on at SIGTERM (decision 0221). */
  readiness: Readiness;
  auth: Auth;
  /** Matches a brand-new waitlist request against what is open now, and wakes the in-process worker. */
  alerts: AlertEngine;
  /** The upstream adapters, paced by the per-host budgets every process shares through the database. */
  sources: Sources;
  teeTimeSearch: TeeTimeSearch;
  /** "I booked it" (features/booked): the email's links, and a BOOKED reply to a text (features/sms). */
  markBooked: typeof markBooked;
  holdForBetter: typeof holdForBetter;
  /**
   * Emails a request's contact address a confirmation link when it is not the account's own or already
   * confirmed (features/email-confirmation); the waitlist calls it after a save (decision 0192).
   */
  requestContactEmailConfirmation: typeof requestContactEmailConfirmation;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
