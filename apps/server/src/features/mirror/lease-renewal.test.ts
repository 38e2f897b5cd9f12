import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testAppForThisSuite } from '../../../test/test-context';
import type { Db } from '../../db/client';
import { coursePolls } from '../../db/schema';
import { claimMirrorReads, listMirrorCourses, renewLeaseWhileReading } from './mirror-state';

// A pair's lease is short so a dead reader frees it soon; a living read keeps it by renewing.
// On the test's clock and fake interval timers (decision 0175): each renewal is one timer step, awaited,
// and each claim is made at a moment the test names, so a loaded machine cannot let a lease lapse.

describe('mirror read leases', () => {
  const t = testAppForThisSuite();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a renewed lease outlives its length; an unrenewed one can be claimed again; a released one stays free', async () => {
    const [course] = await listMirrorCourses(t.current.ctx.db);
    const pair = { course: course!, date: addDaysToIsoDate(vancouverToday(new Date()), 1) };
    const start = new Date('2026-07-01T17:00:00.000Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    let nowMs = 0;
    const clock = () => at(nowMs);
    // The renewals' writes, awaited after each timer step (the renewal does not wait for its own write).
    const writes: Promise<unknown>[] = [];
    const db = {
      execute: (query: Parameters<Db['execute']>[0]) => {
        const write = t.current.ctx.db.execute(query);
        writes.push(write);
        return write;
      },
    } as unknown as Db;
    const renewalStep = async () => {
      await vi.advanceTimersByTimeAsync(334); // a third of the 1 s lease: one renewal
      await Promise.all(writes.splice(0));
    };
    const claim = (ms: number) =>
      claimMirrorReads({ db: t.current.ctx.db, pairs: [pair], now: at(ms), leaseSeconds: 1 });
    const leaseUntil = async () => {
      const [row] = await t.current.ctx.db
        .select({ at: coursePolls.leaseUntil })
        .from(coursePolls)
        .where(and(eq(coursePolls.courseId, pair.course.id), eq(coursePolls.date, pair.date)));
      return row?.at ?? null;
    };

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    expect(await claim(0)).toHaveLength(1);
    const stop = renewLeaseWhileReading({ db, pair, leaseSeconds: 1, clock });
    nowMs = 900;
    await renewalStep();
    expect(await leaseUntil()).toEqual(at(1900));
    expect(await claim(1600)).toHaveLength(0); // past the first lease: the living read still holds the pair
    stop();
    await renewalStep();
    expect(writes).toHaveLength(0); // stopped: nothing renews any more (as after a kill -9)
    expect(await claim(1900)).toHaveLength(1); // the lease ran out: the pair is free again

    // The read ends and releases the lease; a renewal that fires afterwards does not take it back.
    const late = renewLeaseWhileReading({ db, pair, leaseSeconds: 1, clock });
    await t.current.ctx.db
      .update(coursePolls)
      .set({ leaseUntil: null })
      .where(and(eq(coursePolls.courseId, pair.course.id), eq(coursePolls.date, pair.date)));
    await renewalStep();
    late();
    expect(await leaseUntil()).toBeNull();
  });
});
