import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, migrateDatabase, openDatabase } from '../db/client';
import { codeMigrations, readSchemaVersion, schemaVersionOf } from '../db/schema-version';
import { SchemaWaitError, waitForSchema } from './wait-for-schema';

// The schema version a process compares (decision 0220) and the wait of a process that does not migrate,
// on a real embedded PostgreSQL (PGlite) opened without migrating.

const quiet = { info() {}, warn() {} };

// 120 s: migrating a fresh PGlite on a loaded machine (15 s alone), a bound, not a speed.
describe('schema version and the wait for it', { timeout: 120_000 }, () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });
  const fresh = async () => {
    database = await openDatabase({ dataDir: 'memory://', migrate: false });
    return database;
  };

  it('reads a never-migrated database as behind by every migration, then current once migrated', async () => {
    const db = await fresh();
    const code = codeMigrations();
    expect(await readSchemaVersion(db.db)).toEqual({
      state: 'behind',
      appliedMillis: undefined,
      codeMillis: code.at(-1),
      pending: code.length,
    });
    await migrateDatabase(db);
    expect(await readSchemaVersion(db.db)).toMatchObject({ state: 'current', pending: 0 });
  });

  it('names a database migrated by a newer release ahead, and one missing the last migration behind', () => {
    expect(schemaVersionOf(30, [10, 20])).toMatchObject({ state: 'ahead', pending: 0 });
    expect(schemaVersionOf(10, [10, 20])).toMatchObject({ state: 'behind', pending: 1 });
    expect(schemaVersionOf(20, [10, 20])).toMatchObject({ state: 'current', pending: 0 });
  });

  it('waits while the schema is behind and returns once a migration brings it to this version', async () => {
    const db = await fresh();
    const lines: string[] = [];
    let sawWait: () => void = () => {};
    const waited = new Promise<void>((resolve) => {
      sawWait = resolve;
    });
    const log = (line: string) => {
      lines.push(line);
      sawWait();
    };
    const waiting = waitForSchema({
      db: db.db,
      deadlineSeconds: 60,
      retryMs: 20,
      log: { info: log, warn: log },
    });
    await waited; // the wait has seen the schema behind before the migration starts
    await migrateDatabase(db);
    await expect(waiting).resolves.toMatchObject({ state: 'current' });
    expect(lines[0]).toMatch(/^schema behind: \d+ migration\(s\) pending/);
  });

  it('fails at once on a schema ahead of this code, and after its deadline on one that never arrives', async () => {
    const db = await fresh();
    await expect(waitForSchema({ db: db.db, deadlineSeconds: 0.1, retryMs: 20, log: quiet })).rejects.toThrow(
      /did not reach this release's version within 0.1 s \(SCHEMA_WAIT_SECONDS\)/,
    );
    await migrateDatabase(db);
    const later = (codeMigrations().at(-1) ?? 0) + 1000;
    await db.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', ${later})`,
    );
    const ahead = waitForSchema({ db: db.db, deadlineSeconds: 60, retryMs: 20, log: quiet });
    await expect(ahead).rejects.toBeInstanceOf(SchemaWaitError);
    await expect(ahead).rejects.toThrow(/schema is ahead of this release/);
  });
});
