import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type AlertRig,
  createRequestAs,
  dateInDays,
  keepOnlyCourses,
  startAlertRig,
} from '../../../test/alerts-test-kit';
import { matchOpeningsToRequests } from '../alerts';
import { createMirrorScheduler } from './mirror-scheduler';

// Issue 27: the scheduler hands on a read group's matches once, when the group's reads are stored, not
// once per read after a fixed wait. Two City of Vancouver courses share one CPS call per date, so their
// reads are one group: openings on both reach the worker as one hand-over naming every matched request.

let rig: AlertRig;

beforeAll(async () => {
  // A long cap: the hand-over must come from the group's end, not from the cap's timer.
  rig = await startAlertRig({
    ALERT_MIN_GAP_MINUTES: '0',
    ALERT_BATCH_SECONDS: '600',
    MIRROR_HORIZON_DAYS: '2',
  });
  await keepOnlyCourses(rig.testApp, [rig.courses.langara, rig.courses.fraserview]);
});
afterAll(async () => {
  await rig?.close();
});

it("hands on a group's matches once, naming every request its reads matched", async () => {
  const { langara, fraserview } = rig.courses;
  const date = dateInDays(1);
  await rig.closeWindow({ cpsId: 1, courseId: langara, date, hours: [7] });
  await rig.closeWindow({ cpsId: 2, courseId: fraserview, date, hours: [7] });
  const request = (courseIds: number[], email: string) =>
    createRequestAs(rig.testApp, email, { courseIds, dates: [date], startHour: 7, endHour: 8, players: 2 });
  const ids = [
    await request([langara], 'langara@example.com'),
    await request([fraserview], 'fraserview@example.com'),
    await request([langara, fraserview], 'both@example.com'),
  ];

  // Real time plus what the test moved it on, as in alert-engine.test.ts: the requests were made at real time.
  let aheadMs = 0;
  const handedOn: number[][] = [];
  const { db, config, sources } = rig.testApp.ctx;
  const scheduler = createMirrorScheduler({
    db,
    config,
    sources,
    clock: () => new Date(Date.now() + aheadMs),
    matchOpeningsToRequests,
    delivery: {
      deliverMatches: async (requestIds) => {
        handedOn.push([...requestIds].sort((a, b) => a - b));
      },
    },
  });
  try {
    await scheduler.tick(); // the first look: nothing open in the window
    await scheduler.settle();
    expect(handedOn).toEqual([]);

    rig.setVancouverSlot({ courseId: 1, date, time: '07:12', spots: 2 });
    rig.setVancouverSlot({ courseId: 2, date, time: '07:24', spots: 2 });
    aheadMs = 10 * 60_000; // every pair due again
    const read = await scheduler.tick();
    await scheduler.settle();
    expect(
      read
        // The group: the City of Vancouver's site on that date (other sites are other hosts, read on their own).
        .filter((pair) => pair.date === date && pair.host === 'golfvancouver.cps.golf')
        .map((pair) => pair.course.id)
        .sort(),
    ).toEqual([langara, fraserview].sort());
    expect(handedOn).toEqual([[...ids].sort((a, b) => a - b)]);
  } finally {
    await scheduler.stop();
  }
});
