import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { applyOnlineIndexes } from './online-indexes';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: the queries we write are the same SQL on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** The handle inside `db.transaction(async (tx) => …)`: a service given one takes part in the caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Enough of a database or a transaction to run raw SQL: for set-based statements written with `sql`. */
export type Executor = Pick<Db, 'execute'>;

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close: () => Promise<void> }
  | { kind: 'postgres'; db: Db; pool: pg.Pool; close: () => Promise<void> };

/**
 * The session-level advisory lock every migration on PostgreSQL takes (`npm run migrate`, and a process
 * starting with MIGRATE_ON_START): N replicas starting at once run the DDL once, the others wait for the
 * lock, then find nothing pending (decision 0220). An arbitrary constant, the same in every release.
 */
export const MIGRATION_LOCK_KEY = 7_246_200_220;

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir/pglite`
 * (or in memory when dataDir is 'memory://', which tests use). Migrations are applied before returning
 * unless `migrate` is false (MIGRATE_ON_START=false: `npm run migrate` does it, see `migrateDatabase`).
 * `pgliteTemplate` starts an in-memory PGlite from a dumped data folder (tests: one migrated, seeded
 * template per run, which loads several times faster than migrating anew).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pgliteTemplate?: Blob;
  migrate?: boolean;
}): Promise<Database> {
  const database = await connect(options);
  if (options.migrate !== false) await migrateDatabase(database);
  return database;
}

async function connect(options: { databaseUrl?: string; dataDir: string; pgliteTemplate?: Blob }) {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client killed by the server (restart, failover) emits 'error' on the pool; unhandled, it would
    // end the process. The pool replaces the client, and the next query reports any lasting outage.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return { kind: 'postgres', db, pool, close: () => pool.end() } satisfies Database;
  }
  let dataPath: string | undefined;
  if (options.dataDir !== 'memory://') {
    dataPath = path.join(options.dataDir, 'pglite');
    mkdirSync(dataPath, { recursive: true });
  }
  const pglite =
    dataPath === undefined && options.pgliteTemplate
      ? await PGlite.create({ loadDataDir: options.pgliteTemplate })
      : await PGlite.create(dataPath);
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() } satisfies Database;
}

/**
 * Applies pending migrations. On PostgreSQL, on one connection holding MIGRATION_LOCK_KEY for the whole
 * run, so concurrent migrators (a `npm run migrate` racing replicas that start with MIGRATE_ON_START)
 * apply each migration once; PGlite has one process by construction.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await applyOnlineIndexes(database);
    return;
  }
  const client = await database.pool.connect();
  try {
    await takeMigrationLock(client);
    try {
      await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder: MIGRATIONS_FOLDER });
      // After the migrations, outside their transaction (CREATE INDEX CONCURRENTLY, decision 0255), and
      // still under the lock: two concurrent builds of one index deadlock each other.
      await applyOnlineIndexes(database);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}

/**
 * Polls for the lock rather than waiting in `pg_advisory_lock`: a waiting call is an open transaction,
 * and the holder's CREATE INDEX CONCURRENTLY waits for every open transaction to end, so a blocked
 * waiter would stall the holder forever.
 */
async function takeMigrationLock(client: pg.PoolClient): Promise<void> {
  for (;;) {
    const result = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [
      MIGRATION_LOCK_KEY,
    ]);
    if (result.rows[0]?.locked) return;
    await delay(250);
  }
}
