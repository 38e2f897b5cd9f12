import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForThisSuite } from '../../test/test-context';
import { applyOnlineIndexes, ONLINE_INDEXES } from './online-indexes';
import { rowsOf } from './rows-of';

const testApp = testAppForThisSuite();

const indexNames = async () =>
  rowsOf<{ indexname: string }>(
    await testApp.current.ctx.db.execute(
      sql`select indexname from pg_indexes where schemaname = current_schema()`,
    ),
  ).map((row) => row.indexname);

describe('online indexes', () => {
  it('exist once the app has started', async () => {
    expect(await indexNames()).toEqual(expect.arrayContaining(ONLINE_INDEXES.map((index) => index.name)));
  });

  it("serve the Book click's still-open lookup of a slot's openings", async () => {
    // Sequential scans off: the planner then takes any index that can answer, and without one it has
    // only the scan left, so the plan names the index exactly when the index serves the query.
    const plan = await testApp.current.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return rowsOf<{ 'QUERY PLAN': string }>(
        await tx.execute(sql`explain select max(o.opened_at) from slot_openings o where o.slot_id = 42`),
      )
        .map((row) => row['QUERY PLAN'])
        .join('\n');
    });
    expect(plan).toContain('slot_openings_slot_idx');
  });

  it('are applied again without error when they already exist', async () => {
    await applyOnlineIndexes(testApp.current.ctx.database);
    const names = await indexNames();
    for (const index of ONLINE_INDEXES) expect(names.filter((name) => name === index.name)).toHaveLength(1);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'rebuild an invalid leftover of an interrupted concurrent build',
    { tags: ['needs-postgres'] },
    async () => {
      const { db } = testApp.current.ctx;
      const validity = async () =>
        rowsOf<{ valid: boolean }>(
          await db.execute(
            sql`select indisvalid as valid from pg_index where indexrelid = 'slot_openings_slot_idx'::regclass`,
          ),
        )[0]?.valid;
      // What a build interrupted half way leaves: the index in the catalogue, marked invalid.
      await db.execute(
        sql`update pg_index set indisvalid = false where indexrelid = 'slot_openings_slot_idx'::regclass`,
      );
      expect(await validity()).toBe(false);
      await applyOnlineIndexes(testApp.current.ctx.database);
      expect(await validity()).toBe(true);
    },
  );
});
