import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { coursePolls, golfCourses, slotOpenings, teeTimeSlots } from '../../db/schema';
import type { SourceCourse, TeeTimeSlot } from '../../sources/tee-time-source';
import { rowsOf } from './alert-rules';
import { matchCurrentSlots, matchOpenings, type NewOpening } from './match-openings';

/** The part of the search service a poll uses: a forced upstream fetch that also refreshes the cache. */
export type CourseDayRefresher = {
  refreshCourseDay(input: {
    course: SourceCourse;
    date: string;
  }): Promise<{ slots: TeeTimeSlot[]; fetchedAt: Date }>;
};

export type PollOutcome =
  | { status: 'skipped'; reason: string }
  | { status: 'failed'; error: string }
  | { status: 'polled'; slots: number; openings: number; alertedRequestIds: number[] };

/**
 * Polls one (course, date): fetches it through the search service (so searchers see the refresh),
 * stores what was seen, records openings, and matches them to requests — all writes in one
 * transaction, so a crash leaves either the previous state or the complete new one. A source failure
 * is recorded on course_polls and changes nothing else.
 *
 * Openings: a slot that appeared, reappeared after being gone, or gained spots. On the first
 * observation of a pair every open slot is an opening: nobody watching it has been told about them,
 * and a brand-new request is exactly who should hear "already free" times at once (see
 * docs/decisions/0007-alert-engine.md).
 */
export async function pollCourseDay(options: {
  db: Db;
  config: Config;
  search: CourseDayRefresher;
  courseId: number;
  date: string;
  now?: () => Date;
}): Promise<PollOutcome> {
  const { db, courseId, date } = options;
  const clock = options.now ?? (() => new Date());
  const [course] = await db
    .select({
      id: golfCourses.id,
      name: golfCourses.name,
      apiType: golfCourses.apiType,
      apiCourseId: golfCourses.apiCourseId,
      apiConfig: golfCourses.apiConfig,
      bookingUrl: golfCourses.bookingUrl,
      isActive: golfCourses.isActive,
      deletedAt: golfCourses.deletedAt,
    })
    .from(golfCourses)
    .where(eq(golfCourses.id, courseId));
  if (!course?.isActive || course.deletedAt) return { status: 'skipped', reason: 'course not active' };

  let observed: TeeTimeSlot[];
  try {
    const sourceCourse: SourceCourse = {
      id: course.id,
      name: course.name,
      apiType: course.apiType,
      apiCourseId: course.apiCourseId,
      apiConfig: course.apiConfig,
      bookingUrl: course.bookingUrl,
    };
    ({ slots: observed } = await options.search.refreshCourseDay({ course: sourceCourse, date }));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const at = clock();
    await db
      .insert(coursePolls)
      .values({ courseId, date, lastPolledAt: at, lastError: message })
      .onConflictDoUpdate({
        target: [coursePolls.courseId, coursePolls.date],
        set: { lastPolledAt: at, lastError: message },
      });
    return { status: 'failed', error: message };
  }

  const open = dedupe(observed.filter((slot) => slot.availableSpots > 0));
  return db.transaction(async (tx) => {
    const now = clock();
    // The pair's poll row is the lock that serialises polls of one pair across processes (pg-boss
    // keys already keep one in flight; a direct call from a test or a new request must not race it).
    await tx.insert(coursePolls).values({ courseId, date }).onConflictDoNothing();
    const [poll] = rowsOf<{ last_success_at: Date | string | null }>(
      await tx.execute(
        sql`select last_success_at from course_polls where course_id = ${courseId} and date = ${date}::date for update`,
      ),
    );
    const previousSuccess = poll?.last_success_at ? new Date(poll.last_success_at) : null;

    const before = await tx
      .select({
        time: teeTimeSlots.time,
        holes: teeTimeSlots.holes,
        availableSpots: teeTimeSlots.availableSpots,
        goneAt: teeTimeSlots.goneAt,
      })
      .from(teeTimeSlots)
      .where(and(eq(teeTimeSlots.courseId, courseId), eq(teeTimeSlots.date, date)));
    const previousSpots = new Map(
      before.map((row) => [
        `${row.time}|${row.holes}`,
        row.goneAt || row.availableSpots <= 0 ? 0 : row.availableSpots,
      ]),
    );

    let upserted: { id: number; time: string; holes: number }[] = [];
    if (open.length > 0) {
      upserted = await tx
        .insert(teeTimeSlots)
        .values(
          open.map((slot) => ({
            courseId,
            date,
            time: slot.time,
            holes: slot.holes,
            sourceSlotId: slot.sourceSlotId,
            availableSpots: slot.availableSpots,
            minPlayers: slot.minPlayers,
            maxPlayers: slot.maxPlayers,
            price: slot.price,
            bookingUrl: slot.bookingUrl,
            firstSeenAt: now,
            lastSeenAt: now,
            goneAt: null,
          })),
        )
        .onConflictDoUpdate({
          target: [teeTimeSlots.courseId, teeTimeSlots.date, teeTimeSlots.time, teeTimeSlots.holes],
          set: {
            sourceSlotId: sql`excluded.source_slot_id`,
            availableSpots: sql`excluded.available_spots`,
            minPlayers: sql`excluded.min_players`,
            maxPlayers: sql`excluded.max_players`,
            price: sql`excluded.price`,
            bookingUrl: sql`excluded.booking_url`,
            lastSeenAt: now,
            goneAt: null,
          },
        })
        .returning({ id: teeTimeSlots.id, time: teeTimeSlots.time, holes: teeTimeSlots.holes });
    }
    await tx
      .update(teeTimeSlots)
      .set({ goneAt: now })
      .where(
        and(
          eq(teeTimeSlots.courseId, courseId),
          eq(teeTimeSlots.date, date),
          isNull(teeTimeSlots.goneAt),
          ...(upserted.length > 0
            ? [
                notInArray(
                  teeTimeSlots.id,
                  upserted.map((row) => row.id),
                ),
              ]
            : []),
        ),
      );

    const slotIdByKey = new Map(upserted.map((row) => [`${row.time}|${row.holes}`, row.id]));
    const changes = open.flatMap((slot) => {
      const key = `${slot.time}|${slot.holes}`;
      const previous = previousSpots.get(key) ?? 0;
      return slot.availableSpots > previous ? [{ slot, previous, slotId: slotIdByKey.get(key)! }] : [];
    });
    let fresh: NewOpening[] = [];
    if (changes.length > 0) {
      const inserted = await tx
        .insert(slotOpenings)
        .values(
          changes.map(({ slot, slotId }) => ({
            slotId,
            courseId,
            date,
            time: slot.time,
            holes: slot.holes,
            availableSpots: slot.availableSpots,
            minPlayers: slot.minPlayers,
            maxPlayers: slot.maxPlayers,
            price: slot.price,
            openedAt: now,
          })),
        )
        .returning({ id: slotOpenings.id, slotId: slotOpenings.slotId });
      const previousBySlot = new Map(changes.map((change) => [change.slotId, change.previous]));
      fresh = inserted.map((row) => ({ id: row.id, previousSpots: previousBySlot.get(row.slotId) ?? 0 }));
    }

    const alerted = new Set(await matchOpenings({ db: tx, openings: fresh, now }));
    if (previousSuccess) {
      // Requests created since the last look never saw what was already open then: catch them up.
      const caughtUp = await matchCurrentSlots({
        db: tx,
        config: options.config,
        now,
        scope: { courseId, date, createdAfter: previousSuccess },
      });
      for (const id of caughtUp) alerted.add(id);
    }

    await tx
      .update(coursePolls)
      .set({ lastPolledAt: now, lastSuccessAt: now, lastError: null })
      .where(and(eq(coursePolls.courseId, courseId), eq(coursePolls.date, date)));
    return { status: 'polled', slots: open.length, openings: fresh.length, alertedRequestIds: [...alerted] };
  });
}

function dedupe(slots: TeeTimeSlot[]): TeeTimeSlot[] {
  const byKey = new Map<string, TeeTimeSlot>();
  for (const slot of slots) {
    const key = `${slot.time}|${slot.holes}`;
    const seen = byKey.get(key);
    if (!seen || slot.availableSpots > seen.availableSpots) byKey.set(key, slot);
  }
  return [...byKey.values()];
}
