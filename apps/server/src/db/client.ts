import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
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

const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in `dataDir/pglite`
 * (or in memory when dataDir is 'memory://', which tests use). Migrations are applied before returning.
 * `pgliteTemplate` starts an in-memory PGlite from a dumped data folder (tests: one migrated, seeded
 * template per run, which loads several times faster than migrating anew).
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  pgliteTemplate?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client killed by the server (restart, failover) emits 'error' on the pool; unhandled, it would
    // end the process. The pool replaces the client, and the next query reports any lasting outage.
    pool.on('error', (error) => console.error('PostgreSQL idle client error:', error.message));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    const database: Database = { kind: 'postgres', db, pool, close: () => pool.end() };
    await applyOnlineIndexes(database); // after the migrations, outside their transaction (decision 0255)
    return database;
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
  await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  const database: Database = { kind: 'pglite', db, pglite, close: () => pglite.close() };
  await applyOnlineIndexes(database); // after the migrations, outside their transaction (decision 0255)
  return database;
}
