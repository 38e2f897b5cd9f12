import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from './rows-of';

/** What the builds need of an opened database (client.ts's Database, which calls this, has both). */
export type IndexedDatabase = {
  kind: 'pglite' | 'postgres';
  db: { execute: (query: SQL) => Promise<unknown> };
};

/**
 * Indexes built while the tables take writes (decision 0255). They are kept out of schema.ts because
 * drizzle's migrator runs every migration in one transaction, where `create index concurrently` cannot
 * run, and a plain `create index` on a table of millions of rows would block the mirror's writes and
 * every Book click while it builds. Each is built by openDatabase right after the migrations.
 */
export const ONLINE_INDEXES: readonly { name: string; definition: string }[] = [
  // The Book click's still-open check, the latest opening of a slot (catch-up and pair matches).
  { name: 'slot_openings_slot_idx', definition: 'slot_openings (slot_id)' },
  // The prune's batches of past dates' slots.
  { name: 'tee_time_slots_date_idx', definition: 'tee_time_slots (date)' },
  // The prune's cascades: deleting a slot's openings finds their alerts and push claims by these.
  { name: 'request_alerts_opening_idx', definition: 'request_alerts (opening_id)' },
  {
    name: 'request_alerts_partner_opening_idx',
    definition: 'request_alerts (partner_opening_id) where partner_opening_id is not null',
  },
  {
    name: 'request_alerts_notification_idx',
    definition: 'request_alerts (notification_id) where notification_id is not null',
  },
  { name: 'push_alerts_opening_idx', definition: 'push_alerts (opening_id)' },
];

/** PostgreSQL's duplicate_table: another process created the same index between our look and our build. */
const DUPLICATE_RELATION = '42P07';

/**
 * Creates every ONLINE_INDEXES entry that is missing. On PostgreSQL each is built with
 * `create index concurrently` (outside any transaction; writes go on while it builds), and an invalid
 * leftover of an interrupted build is dropped concurrently and built again. On PGlite (one process, no
 * concurrent writers) a plain `create index if not exists` does.
 */
export async function applyOnlineIndexes(database: IndexedDatabase): Promise<void> {
  const { db } = database;
  if (database.kind === 'pglite') {
    for (const index of ONLINE_INDEXES) {
      await db.execute(sql.raw(`create index if not exists ${index.name} on ${index.definition}`));
    }
    return;
  }
  const present = new Map(
    rowsOf<{ name: string; valid: boolean }>(
      await db.execute(sql`
        select c.relname as name, i.indisvalid as valid
        from pg_index i join pg_class c on c.oid = i.indexrelid
        where c.relnamespace = current_schema()::regnamespace
          and c.relname::text = any(${`{${ONLINE_INDEXES.map((index) => index.name).join(',')}}`}::text[])
      `),
    ).map((row) => [row.name, row.valid]),
  );
  for (const index of ONLINE_INDEXES) {
    const valid = present.get(index.name);
    if (valid === true) continue;
    if (valid === false) await db.execute(sql.raw(`drop index concurrently if exists ${index.name}`));
    try {
      await db.execute(
        sql.raw(`create index concurrently if not exists ${index.name} on ${index.definition}`),
      );
    } catch (error) {
      if ((error as { code?: string }).code !== DUPLICATE_RELATION) throw error;
    }
  }
}
