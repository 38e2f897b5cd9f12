import { isSlotBookableFor } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForThisSuite } from '../../test/test-context';
import { rowsOf } from '../db/rows-of';
import { partyFits } from './slot-rules-sql';

// Matching runs the bookability rule in SQL, search and the email in TypeScript: they must never
// disagree, or a golfer is alerted to a time the search hides (or the reverse).

describe('partyFits (SQL) and isSlotBookableFor (shared) agree', () => {
  const testApp = testAppForThisSuite();

  it('on every party, minimum, maximum and open-seat count from 0 to 5', async () => {
    const range = [0, 1, 2, 3, 4, 5];
    const cases = range.flatMap((players) =>
      range.flatMap((minPlayers) =>
        range.flatMap((maxPlayers) => range.map((spots) => ({ players, minPlayers, maxPlayers, spots }))),
      ),
    );
    const rows = rowsOf<{ players: number; min: number; max: number; spots: number; fits: boolean }>(
      await testApp.current.ctx.db.execute(sql`
        select c.players, c.min, c.max, c.spots,
          ${partyFits(sql`c.players`, sql`c.spots`, sql`c.min`, sql`c.max`)} as fits
        from jsonb_to_recordset(${JSON.stringify(
          cases.map((c) => ({ players: c.players, min: c.minPlayers, max: c.maxPlayers, spots: c.spots })),
        )}::jsonb) as c(players int, min int, max int, spots int)
      `),
    );
    expect(rows).toHaveLength(cases.length);
    const disagreements = rows.filter(
      (row) =>
        Boolean(row.fits) !==
        isSlotBookableFor(
          { minPlayers: row.min, maxPlayers: row.max, availableSpots: row.spots },
          Number(row.players),
        ),
    );
    expect(disagreements).toEqual([]);
  });
});
