import type { Executor } from '../db/client';
import { readSchemaVersion, type SchemaState } from '../db/schema-version';

// What /readyz answers, the same on the API and the worker (decision 0221): ready while the database
// answers, its schema is not behind this code's, and the process is not draining (a SIGTERM turns that
// on at once, so a load balancer stops sending before the process stops taking work).

export type ReadinessReport = {
  ready: boolean;
  database: 'ok' | 'unreachable';
  /** `ahead` stays ready: a running process keeps serving while the next release rolls out (0220). */
  schema: SchemaState | 'unknown';
  draining: boolean;
};

export type Readiness = {
  check(): Promise<ReadinessReport>;
  /** Readiness goes false for good: the process is stopping. */
  startDraining(): void;
  isDraining(): boolean;
};

export function createReadiness(options: { db: Executor }): Readiness {
  let draining = false;
  return {
    async check() {
      let schema: ReadinessReport['schema'] = 'unknown';
      let database: ReadinessReport['database'] = 'ok';
      try {
        schema = (await readSchemaVersion(options.db)).state;
      } catch {
        database = 'unreachable';
      }
      return { ready: database === 'ok' && schema !== 'behind' && !draining, database, schema, draining };
    },
    startDraining() {
      draining = true;
    },
    isDraining: () => draining,
  };
}

/** The 503's words: what failed first, for people reading a probe's answer. */
export function notReadyMessage(report: ReadinessReport): string {
  if (report.draining) return 'Draining: the process is stopping';
  if (report.database === 'unreachable') return 'Database unreachable';
  if (report.schema === 'behind') return 'Schema behind: waiting for migrations';
  return 'Not ready';
}
