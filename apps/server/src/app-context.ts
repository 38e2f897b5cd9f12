import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AlertEngine } from './features/alerts/alert-engine';
import type { Auth } from './features/auth/auth';
import type { TeeTimeSearch } from './features/tee-times/tee-time-search';
import type { Sources } from './sources/create-sources';

/**
 * What every route and job of one running app shares. Built once in main.ts (or a test) and
 * handed to buildApp; features read it as `app.ctx`.
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  /** Matches a brand-new waitlist request against what is open now, and wakes the in-process worker. */
  alerts: AlertEngine;
  /** The upstream adapters, paced by the per-host budgets every process shares through the database. */
  sources: Sources;
  teeTimeSearch: TeeTimeSearch;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
