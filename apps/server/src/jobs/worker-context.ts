import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import type { AlertEngine } from '../features/alerts';
import type { Clock } from '../lib/clock';
import type { Sources } from '../sources/create-sources';

/** What the job runner and its jobs use of the running app (the composition root's AppContext has it all). */
export type WorkerContext = {
  config: Config;
  clock: Clock;
  database: Database;
  db: Db;
  sources: Sources;
  /** The runner hands the engine its wake-up, so a new request is matched and mailed at once. */
  alerts: Pick<AlertEngine, 'setWaker'>;
};
