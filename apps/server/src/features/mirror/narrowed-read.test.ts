import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type AlertRig, courseIdBySeedKey, dateInDays, startAlertRig } from '../../../test/alerts-test-kit';
import { slotOpenings, teeTimeSlots } from '../../db/schema';

// Decision 0300: between whole-day reads, a watched ChronoGolf pair whose watchers' windows end by 11 AM
// is read only until its v2 pages pass 11:00. On the simulator's full sheet it costs fewer requests, and
// what it finds before 11 is what a whole-day read finds: every opening, and no slot that is not open.

const UNTIL_HOUR = 11;
const CHRONOGOLF_ID = 525;
let rig: AlertRig;
let courseId: number;
const date = dateInDays(1);

beforeAll(async () => {
  rig = await startAlertRig();
  courseId = await courseIdBySeedKey(rig.testApp, `chronogolf:545:${CHRONOGOLF_ID}`);
});
afterAll(async () => {
  await rig?.close();
});

const v2Requests = () =>
  rig.simulator.requests().log.filter((request) => request.path.endsWith('/marketplace/v2/teetimes')).length;
/** What the simulator lists open for the course and date: `time|holes` of every bookable slot. */
const upstreamOpen = () =>
  rig.simulator
    .slots({ system: 'chronogolf', courseId: CHRONOGOLF_ID }, date)
    .filter((slot) => slot.spots > 0 && !slot.isRestricted)
    .map((slot) => slot.time);
const storedOpen = async () =>
  (
    await rig.testApp.ctx.db
      .select({ time: teeTimeSlots.time })
      .from(teeTimeSlots)
      .where(
        and(eq(teeTimeSlots.courseId, courseId), eq(teeTimeSlots.date, date), isNull(teeTimeSlots.goneAt)),
      )
  ).map((row) => row.time);
const openingsAt = async (time: string) =>
  rig.testApp.ctx.db
    .select()
    .from(slotOpenings)
    .where(
      and(eq(slotOpenings.courseId, courseId), eq(slotOpenings.date, date), eq(slotOpenings.time, time)),
    );
const before = (times: string[]) => times.filter((time) => time < `${UNTIL_HOUR}:00`).sort();
const after = (times: string[]) => times.filter((time) => time >= `${UNTIL_HOUR}:00`).sort();

it('reads a full sheet until 11 AM with fewer requests and finds the same openings as a whole-day read', async () => {
  rig.simulator.clearRequests();
  await rig.readPair(courseId, date);
  const wholeDayRequests = v2Requests();
  expect(before(await storedOpen())).toEqual(before(upstreamOpen()));

  // The sheet moves: a booked morning time frees up, an open one is taken, and an afternoon one is taken.
  const slots = rig.simulator.slots({ system: 'chronogolf', courseId: CHRONOGOLF_ID }, date);
  const freed = slots.find((slot) => slot.spots === 0 && !slot.isRestricted && slot.time < '10:00')!;
  const taken = slots.find((slot) => slot.spots > 0 && !slot.isRestricted && slot.time < '10:00')!;
  const takenLate = slots.find((slot) => slot.spots > 0 && !slot.isRestricted && slot.time >= '14:00')!;
  for (const [slot, spots] of [
    [freed, 3],
    [taken, 0],
    [takenLate, 0],
  ] as const) {
    rig.simulator.setSlot({ system: 'chronogolf', courseId: CHRONOGOLF_ID, date, time: slot.time, spots });
  }

  rig.simulator.clearRequests();
  await rig.readPair(courseId, date, undefined, UNTIL_HOUR);
  const narrowedRequests = v2Requests();
  expect(narrowedRequests).toBeLessThan(wholeDayRequests);
  // Nothing missed, nothing unbookable before 11; the afternoon keeps what the whole-day read saw.
  expect(before(await storedOpen())).toEqual(before(upstreamOpen()));
  expect(after(await storedOpen())).toContain(takenLate.time);
  expect(await openingsAt(freed.time)).toHaveLength(1);

  // The next whole-day read finds no opening before 11 that the narrowed read missed, and the afternoon's change.
  const openingsBefore = (await rig.testApp.ctx.db.select().from(slotOpenings)).length;
  const outcome = await rig.readPair(courseId, date);
  expect(outcome).toMatchObject({ status: 'read', openings: 0 });
  expect((await rig.testApp.ctx.db.select().from(slotOpenings)).length).toBe(openingsBefore);
  expect(after(await storedOpen())).toEqual(after(upstreamOpen()));
});
