import { loadConfigOrExit } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { readSchemaVersion } from './db/schema-version';
import { processLogger } from './process-lifecycle';

// `npm run migrate`: applies this release's pending migrations under the migration advisory lock, then
// exits 0 (decision 0220); non-zero on any failure, or when the schema is ahead of this release (a newer
// one migrated it). Run once per release before its API and worker processes (MIGRATE_ON_START=false).

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const log = processLogger(config, 'migrate');
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    migrate: false,
  });
  try {
    const before = await readSchemaVersion(database.db);
    if (before.state === 'ahead') {
      log.fatal(
        `The database schema is ahead of this release (its latest migration ${before.appliedMillis}, this code's ${before.codeMillis}): nothing applied. Migrate with the newer release (docs/decisions/0220).`,
      );
      process.exitCode = 1;
      return;
    }
    await migrateDatabase(database);
    log.info(
      before.pending > 0
        ? `schema current (${before.pending} migration(s) were pending; a concurrent run may have applied some)`
        : 'schema already current: nothing to apply',
    );
  } catch (error) {
    log.fatal({ err: error }, 'migration failed');
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

await main();
