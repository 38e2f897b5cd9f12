import type { Config } from './config';
import type { Database, Db } from './db/client';
import type { AlertEngine } from './features/alerts/alert-engine';
import type { Auth } from './features/auth/auth';
import type { MonitoringRequestCreatedHook } from './features/monitoring-requests/monitoring-requests.service';
import type { TeeTimeSearch } from './features/tee-times/tee-time-search';

/**
 * What every route and job of one running app shares. Built once in main.ts (or a test) and
 * handed to buildApp; features read it as `app.ctx`.
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  auth: Auth;
  /** The alert engine's hook for new requests and the in-process worker's wake-up. */
  alerts: AlertEngine;
  teeTimeSearch: TeeTimeSearch;
  /** The alert engine sets this to match a brand-new waitlist request against what is open now. */
  onMonitoringRequestCreated?: MonitoringRequestCreatedHook;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
