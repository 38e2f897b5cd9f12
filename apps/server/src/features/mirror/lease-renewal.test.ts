import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForThisSuite } from '../../../test/test-context';
import { coursePolls } from '../../db/schema';
import { claimMirrorReads, listMirrorCourses, renewLeaseWhileReading } from './mirror-state';

// A pair's lease is short so a dead reader frees it soon; a living read keeps it by renewing.

describe('mirror read leases', () => {
  const t = testAppForThisSuite();

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('a renewed lease outlives its length; an unrenewed one can be claimed again; a released one stays free', async () => {
    const [course] = await listMirrorCourses(t.current.ctx.db);
    const pair = { course: course!, date: addDaysToIsoDate(vancouverToday(), 1) };
    const claim = () =>
      claimMirrorReads({ db: t.current.ctx.db, pairs: [pair], now: new Date(), leaseSeconds: 1 });
    const leaseUntil = async () => {
      const [row] = await t.current.ctx.db
        .select({ at: coursePolls.leaseUntil })
        .from(coursePolls)
        .where(and(eq(coursePolls.courseId, pair.course.id), eq(coursePolls.date, pair.date)));
      return row?.at ?? null;
    };

    expect(await claim()).toHaveLength(1);
    const stop = renewLeaseWhileReading({
      db: t.current.ctx.db,
      pair,
      leaseSeconds: 1,
      clock: () => new Date(),
    });
    await sleep(1600); // past the lease: a living read still holds the pair
    expect(await claim()).toHaveLength(0);
    stop();
    await sleep(1200); // nobody renews (as after a kill -9): the pair is free again
    expect(await claim()).toHaveLength(1);

    // The read ends and releases the lease; a renewal that fires afterwards does not take it back.
    const late = renewLeaseWhileReading({
      db: t.current.ctx.db,
      pair,
      leaseSeconds: 1,
      clock: () => new Date(),
    });
    await t.current.ctx.db
      .update(coursePolls)
      .set({ leaseUntil: null })
      .where(and(eq(coursePolls.courseId, pair.course.id), eq(coursePolls.date, pair.date)));
    await sleep(500);
    late();
    expect(await leaseUntil()).toBeNull();
  });
});
