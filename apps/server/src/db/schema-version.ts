import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Executor } from './client';
import { MIGRATIONS_FOLDER } from './migrations-folder';
import { rowsOf } from './rows-of';

// Is the database's schema at this code's version (decision 0220)? drizzle records each applied migration
// in drizzle.__drizzle_migrations with its folder's timestamp (`created_at` = the journal's `when`), and
// applies a migration only when it is later than the last one recorded; so the latest recorded timestamp
// against the latest in this code's migration folder says behind, current or ahead.

/** behind: migrations of this code are not applied yet; ahead: a newer release migrated (this code is older). */
export type SchemaState = 'current' | 'behind' | 'ahead';

export type SchemaVersion = {
  state: SchemaState;
  /** The latest migration applied (its folder timestamp), undefined on a database never migrated. */
  appliedMillis: number | undefined;
  /** The latest migration this code has. */
  codeMillis: number;
  /** How many of this code's migrations are not applied yet. */
  pending: number;
};

let codeMigrationMillis: number[] | undefined;

/** This code's migrations' timestamps, oldest first (read once: the folder ships with the code). */
export function codeMigrations(): number[] {
  codeMigrationMillis ??= readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
    (migration) => migration.folderMillis,
  );
  return codeMigrationMillis;
}

/** Reads the database's schema version against this code's (a missing table is "never migrated"). */
export async function readSchemaVersion(db: Executor): Promise<SchemaVersion> {
  // Two statements: PostgreSQL resolves every table a statement names before running it, so a missing
  // table cannot be read around in one.
  const [table] = rowsOf<{ exists: boolean }>(
    await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`),
  );
  if (!table?.exists) return schemaVersionOf(undefined, codeMigrations());
  const [row] = rowsOf<{ applied: string | number | null }>(
    await db.execute(sql`select max(created_at) as applied from drizzle.__drizzle_migrations`),
  );
  const applied = row?.applied === null || row?.applied === undefined ? undefined : Number(row.applied);
  return schemaVersionOf(applied, codeMigrations());
}

/** The state of a database whose latest applied migration is `appliedMillis`, for code with `code` (pure). */
export function schemaVersionOf(appliedMillis: number | undefined, code: number[]): SchemaVersion {
  const codeMillis = code.at(-1) ?? 0;
  const pending = code.filter((millis) => appliedMillis === undefined || millis > appliedMillis).length;
  const state: SchemaState =
    appliedMillis !== undefined && appliedMillis > codeMillis ? 'ahead' : pending > 0 ? 'behind' : 'current';
  return { state, appliedMillis, codeMillis, pending };
}
