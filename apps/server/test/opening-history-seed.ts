import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { coursePolls, slotOpenings, teeTimeSlots } from '../src/db/schema';
import { courseIdBySeedKey, vancouverAt } from './alerts-test-kit';
import { createTestApp, type TestApp } from './test-context';

// Test-only: writes mirror history straight into the tables (what readCourseDay would have written), so
// the odds, heat map and live strip can be checked against counts worked out by hand.

/** "2026-06-19 18:10" in Vancouver → the instant. */
export function vancouverInstant(local: string): Date {
  const [date, time] = local.split(' ') as [string, string];
  return vancouverAt(date, time);
}

export type SeededOpening = {
  courseId: number;
  /** Tee date and time (Vancouver). */
  date: string;
  time: string;
  openedAt: Date;
  closedAt?: Date | null;
  firstObservation?: boolean;
  /** The slot is still open now (default: open unless closedAt is set). */
  open?: boolean;
  availableSpots?: number;
};

/** One slot row per opening (its first look = the opening, unless `firstSeenAt` says otherwise). */
export async function seedOpening(db: Db, opening: SeededOpening & { firstSeenAt?: Date }): Promise<number> {
  const open = opening.open ?? !opening.closedAt;
  const [slot] = await db
    .insert(teeTimeSlots)
    .values({
      courseId: opening.courseId,
      date: opening.date,
      time: opening.time,
      holes: 18,
      availableSpots: opening.availableSpots ?? 4,
      price: 55,
      firstSeenAt: opening.firstSeenAt ?? opening.openedAt,
      lastSeenAt: opening.closedAt ?? opening.openedAt,
      goneAt: open ? null : (opening.closedAt ?? opening.openedAt),
    })
    .returning({ id: teeTimeSlots.id });
  const [row] = await db
    .insert(slotOpenings)
    .values({
      slotId: slot!.id,
      courseId: opening.courseId,
      date: opening.date,
      time: opening.time,
      holes: 18,
      availableSpots: opening.availableSpots ?? 4,
      openedAt: opening.openedAt,
      closedAt: opening.closedAt ?? null,
      firstObservation: opening.firstObservation ?? false,
    })
    .returning({ id: slotOpenings.id });
  return row!.id;
}

/** Marks a (course, date) as read successfully at `at`. */
export async function seedRead(db: Db, courseId: number, date: string, at: Date): Promise<void> {
  await db
    .insert(coursePolls)
    .values({ courseId, date, lastPolledAt: at, lastSuccessAt: at })
    .onConflictDoUpdate({
      target: [coursePolls.courseId, coursePolls.date],
      set: { lastPolledAt: at, lastSuccessAt: at },
    });
}

/** Empties the mirror (sheet, history, bookkeeping): seeded tests start from nothing watched. */
export async function clearMirrorHistory(db: Db): Promise<void> {
  await db.execute(sql`delete from slot_openings`);
  await db.execute(sql`delete from tee_time_slots`);
  await db.execute(sql`delete from course_polls`);
}

/**
 * A test app whose mirror is empty, with the ids of the first three City of Vancouver courses, for tests
 * that seed the history themselves.
 */
export async function createEmptyMirrorApp(): Promise<{
  testApp: TestApp;
  langara: number;
  fraserview: number;
  mcCleery: number;
}> {
  const testApp = await createTestApp();
  const langara = await courseIdBySeedKey(testApp, 'cps:golfvancouver:1');
  const fraserview = await courseIdBySeedKey(testApp, 'cps:golfvancouver:2');
  const mcCleery = await courseIdBySeedKey(testApp, 'cps:golfvancouver:3');
  await clearMirrorHistory(testApp.ctx.db);
  return { testApp, langara, fraserview, mcCleery };
}
