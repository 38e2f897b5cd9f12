import type { Executor } from '../db/client';
import { readSchemaVersion, type SchemaVersion } from '../db/schema-version';

// A process started with MIGRATE_ON_START=false waits for `npm run migrate` to bring the schema to its
// version (decision 0220): a bounded, logged retry, once a second. Ahead (a newer release migrated) and
// a schema that never arrives are errors the entry point reports before exiting non-zero.

export class SchemaWaitError extends Error {}

export type SchemaWaitLog = { info(message: string): void; warn(message: string): void };

const RETRY_MS = 1000;
/** A line every this many attempts while the wait goes on (the first attempt always logs). */
const LOG_EVERY = 10;

export async function waitForSchema(options: {
  db: Executor;
  /** Attempts are one second apart: this many attempts, then SchemaWaitError. */
  deadlineSeconds: number;
  log: SchemaWaitLog;
  /** For tests: the pause between attempts. */
  retryMs?: number;
}): Promise<SchemaVersion> {
  const attempts = Math.max(1, Math.ceil((options.deadlineSeconds * 1000) / (options.retryMs ?? RETRY_MS)));
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    let version: SchemaVersion | undefined;
    let failure: string | undefined;
    try {
      version = await readSchemaVersion(options.db);
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    if (version?.state === 'current') {
      if (attempt > 0) options.log.info('schema at this version: starting');
      return version;
    }
    if (version?.state === 'ahead') {
      throw new SchemaWaitError(
        `The database schema is ahead of this release (its latest migration ${version.appliedMillis}, this code's ${version.codeMillis}): a newer release migrated it. Deploy that release, or a rollback built with its migrations (docs/decisions/0220).`,
      );
    }
    if (attempt % LOG_EVERY === 0) {
      options.log.warn(
        version
          ? `schema behind: ${version.pending} migration(s) pending; waiting for \`npm run migrate\` (MIGRATE_ON_START=false)`
          : `database not reachable yet (${failure}); retrying`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? RETRY_MS));
  }
  throw new SchemaWaitError(
    `The database schema did not reach this release's version within ${options.deadlineSeconds} s (SCHEMA_WAIT_SECONDS): run \`npm run migrate\`, or start with MIGRATE_ON_START=true.`,
  );
}
