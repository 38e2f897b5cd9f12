import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, dateInDays, startAlertRig } from '../../../test/alerts-test-kit';
import { coursePolls, slotOpenings } from '../../db/schema';

// What the odds need from each read (decision 0070): which openings were only our first look at a pair,
// and when each opening stopped being free.
describe('readCourseDay: opening history', () => {
  let rig: AlertRig;
  let langara: number;
  const date = dateInDays(3);

  beforeAll(async () => {
    rig = await startAlertRig();
    langara = rig.courses.langara;
  });
  afterAll(() => rig.close());

  const openingsAt = (time: string) =>
    rig.testApp.ctx.db
      .select()
      .from(slotOpenings)
      .where(
        and(eq(slotOpenings.courseId, langara), eq(slotOpenings.date, date), eq(slotOpenings.time, time)),
      )
      .orderBy(asc(slotOpenings.id));

  it('marks the first read as first observation, closes an opening when its slot goes, and records a reopening', async () => {
    rig.setVancouverSlot({ courseId: 1, date, time: '07:20', spots: 4 });
    const t0 = new Date('2030-01-01T15:00:00Z');
    await rig.readPair(langara, date, t0);
    const [first] = await openingsAt('07:20');
    expect(first).toMatchObject({ firstObservation: true, closedAt: null });

    rig.setVancouverSlot({ courseId: 1, date, time: '07:20', spots: 0 });
    const t1 = new Date('2030-01-01T15:10:00Z');
    await rig.readPair(langara, date, t1);
    expect((await openingsAt('07:20'))[0]?.closedAt).toEqual(t1);

    rig.setVancouverSlot({ courseId: 1, date, time: '07:20', spots: 2 });
    const t2 = new Date('2030-01-01T15:20:00Z');
    await rig.readPair(langara, date, t2);
    const reopened = await openingsAt('07:20');
    expect(reopened).toHaveLength(2);
    expect(reopened[1]).toMatchObject({ firstObservation: false, closedAt: null, openedAt: t2 });

    // Still open on the next read: nothing closes.
    await rig.readPair(langara, date, new Date('2030-01-01T15:30:00Z'));
    expect((await openingsAt('07:20'))[1]?.closedAt).toBeNull();

    rig.setVancouverSlot({ courseId: 1, date, time: '07:20', spots: 0 });
    const t4 = new Date('2030-01-01T15:45:00Z');
    await rig.readPair(langara, date, t4);
    const closed = await openingsAt('07:20');
    expect(closed[1]?.closedAt).toEqual(t4);
    // An opening closed earlier keeps its own close time.
    expect(closed[0]?.closedAt).toEqual(t1);
  });

  it('keeps the read before the last one, for the cadence the dashboard shows (decision 0305)', async () => {
    const pairDate = dateInDays(4);
    const pollOf = async () =>
      (
        await rig.testApp.ctx.db
          .select()
          .from(coursePolls)
          .where(and(eq(coursePolls.courseId, langara), eq(coursePolls.date, pairDate)))
      )[0];
    const first = new Date('2030-01-02T15:00:00Z');
    await rig.readPair(langara, pairDate, first);
    expect(await pollOf()).toMatchObject({ lastSuccessAt: first, previousSuccessAt: null });
    const second = new Date('2030-01-02T15:00:45Z');
    await rig.readPair(langara, pairDate, second);
    expect(await pollOf()).toMatchObject({ lastSuccessAt: second, previousSuccessAt: first });
  });
});
