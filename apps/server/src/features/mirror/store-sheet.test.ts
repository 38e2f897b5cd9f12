import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForThisSuite } from '../../../test/test-context';
import { rowsOf } from '../../db/rows-of';
import type { TeeTimeSlot } from '../../sources/tee-time-source';
import { storeSheet } from './store-sheet';

const testApp = testAppForThisSuite();

const slot = (time: string, availableSpots: number, price: number | null = 45): TeeTimeSlot => ({
  time,
  holes: 18,
  availableSpots,
  minPlayers: 1,
  maxPlayers: 4,
  price,
  sourceSlotId: `sheet-${time}`,
  bookingUrl: `https://booking.example/${time}`,
  bookingLandsOn: 'tee-time',
});

/** Each stored slot of the pair's row version (xmin: the transaction that last wrote it) and gone time. */
async function rowVersions(pair: { courseId: number; date: string }) {
  const rows = rowsOf<{ time: string; version: string; gone: boolean }>(
    await testApp.current.ctx.db.execute(sql`
      select time, xmin::text as version, gone_at is not null as gone from tee_time_slots
      where course_id = ${pair.courseId} and date = ${pair.date}::date order by time
    `),
  );
  return Object.fromEntries(rows.map((row) => [row.time, { version: row.version, gone: row.gone }]));
}

describe('storeSheet', () => {
  it('writes only the slots a read changed: an identical read rewrites no row', async () => {
    const { db } = testApp.current.ctx;
    const [course] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from golf_courses order by id limit 1`),
    );
    const pair = { courseId: course!.id, date: '2030-05-04' };
    const read = (open: TeeTimeSlot[], minute: number) =>
      db.transaction((tx) => storeSheet({ tx, pair, open, now: new Date(Date.UTC(2030, 4, 1, 15, minute)) }));
    const sheet = [slot('07:00', 4), slot('07:10', 2), slot('07:20', 3)];

    const first = await read(sheet, 0);
    const afterFirst = await rowVersions(pair);
    expect(Object.keys(afterFirst)).toEqual(['07:00', '07:10', '07:20']);

    const second = await read(sheet, 1);
    expect(await rowVersions(pair)).toEqual(afterFirst);
    // The unchanged read still knows every open slot's row and the spots before it.
    expect(second.slotIdByKey).toEqual(first.slotIdByKey);
    expect(second.previousSpots).toEqual(
      new Map([
        ['07:00|18', 4],
        ['07:10|18', 2],
        ['07:20|18', 3],
      ]),
    );
    expect(second.closedSlotIds).toEqual([]);

    // 07:10 lost a spot, 07:20 changed price, 07:00 went: those three rows are written, nothing else.
    const third = await read([slot('07:10', 1), slot('07:20', 3, 50)], 2);
    const afterThird = await rowVersions(pair);
    expect(afterThird['07:00']).toMatchObject({ gone: true });
    expect(afterThird['07:00']?.version).not.toBe(afterFirst['07:00']?.version);
    expect(afterThird['07:10']?.version).not.toBe(afterFirst['07:10']?.version);
    expect(afterThird['07:20']?.version).not.toBe(afterFirst['07:20']?.version);
    expect(third.closedSlotIds).toEqual([first.slotIdByKey.get('07:00|18')]);

    // 07:00 reopens as it was before it went: its gone time is cleared, the unchanged two stay as they are.
    const fourth = await read([slot('07:00', 4), slot('07:10', 1), slot('07:20', 3, 50)], 3);
    const afterFourth = await rowVersions(pair);
    expect(afterFourth['07:00']).toMatchObject({ gone: false });
    expect(afterFourth['07:10']).toEqual(afterThird['07:10']);
    expect(afterFourth['07:20']).toEqual(afterThird['07:20']);
    expect(fourth.previousSpots.get('07:00|18')).toBe(0);
    expect(fourth.slotIdByKey).toEqual(first.slotIdByKey);
  });
});
