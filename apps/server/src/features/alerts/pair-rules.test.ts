import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, keepOnlyCourses, startAlertRig } from '../../../test/alerts-test-kit';
import { postMonitoringRequest, signUp } from '../../../test/test-context';
import { requestAlerts } from '../../db/schema';

// A pair's two times are held to every rule a single time is (decision 0203): a party of 4 that splits
// over two times is not told of a pair whose second time ends after sunset when it asked to finish before
// dark, nor of one whose second time does not beat the time it already holds. On a fixed clock in late
// September (sunset at Fraserview near 7:05 PM): 4:30 PM and 5:00 PM with 2 spots each, nine holes
// (2 h 15 min) end at 6:45 PM and 7:15 PM.

const NOW = new Date('2027-09-20T17:00:00Z');
const DATE = '2027-09-25';

describe('split a foursome: both times pass the request rules', () => {
  let rig: AlertRig;
  let cookie: string;

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0' }, { clock: () => NOW });
    await keepOnlyCourses(rig.testApp, [rig.courses.fraserview]);
    await rig.emptyDay({ cpsId: 2, courseId: rig.courses.fraserview, date: DATE });
    cookie = await signUp(rig.testApp.app, { email: 'pair.rules@example.com' });
  });
  afterAll(async () => {
    await rig?.close();
  });

  /** A request of 4 at Fraserview from 2 PM to 6 PM that accepts two times up to 30 minutes apart. */
  async function foursome(rules: Record<string, unknown>): Promise<number> {
    const created = await postMonitoringRequest(rig.testApp.app, cookie, {
      courseIds: [rig.courses.fraserview],
      preferredDates: [DATE],
      startTime: '14:00',
      endTime: '18:00',
      numberOfPlayers: 4,
      contactEmail: 'pair.rules@example.com',
      splitParty: { maxGapMinutes: 30 },
      ...rules,
    });
    expect(created.statusCode).toBe(201);
    return created.json().data.id as number;
  }

  async function pairAlerts(requestId: number): Promise<number> {
    const rows = await rig.testApp.ctx.db
      .select({ id: requestAlerts.openingId })
      .from(requestAlerts)
      .where(and(eq(requestAlerts.requestId, requestId), isNotNull(requestAlerts.partnerOpeningId)));
    return rows.length;
  }

  it('pairs 4:30 and 5:00 PM only for the requests whose every rule both times pass', async () => {
    const fraserview = rig.courses.fraserview;
    const anyTime = await foursome({});
    const beforeDark = await foursome({ finishBeforeSunset: { holes: 9 } });
    const held = (time: string) => ({ held: { courseId: fraserview, date: DATE, time, better: 'earlier' } });
    const beatsOne = await foursome(held('16:45'));
    const beatsBoth = await foursome(held('17:30'));

    rig.setVancouverSlot({ courseId: 2, date: DATE, time: '16:30', spots: 2 });
    rig.setVancouverSlot({ courseId: 2, date: DATE, time: '17:00', spots: 2 });
    expect((await rig.readPair(fraserview, DATE, NOW)).status).toBe('read');

    expect(await pairAlerts(anyTime)).toBe(1);
    expect(await pairAlerts(beatsBoth)).toBe(1);
    // 5:00 PM ends after sunset; 5:00 PM is not earlier than the held 4:45 PM.
    expect(await pairAlerts(beforeDark)).toBe(0);
    expect(await pairAlerts(beatsOne)).toBe(0);

    // Requests made now are matched against what is open now under the same rules (the create-time match).
    expect(await pairAlerts(await foursome({}))).toBe(1);
    expect(await pairAlerts(await foursome({ finishBeforeSunset: { holes: 9 } }))).toBe(0);
  });
});
