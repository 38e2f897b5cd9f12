import { and, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { coursePolls, slotOpenings, teeTimeSlots } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Sources } from '../../sources/create-sources';
import { SOURCE_ERROR_MESSAGE, SOURCE_TIMEOUT_MESSAGE } from '../../sources/http-client';
import { type SourceCourse, SourceError, type TeeTimeSlot } from '../../sources/tee-time-source';
import { matchCurrentSlots, matchOpenings, type NewOpening } from '../alerts';

export type ReadOutcome =
  | { status: 'failed'; error: string }
  | { status: 'read'; slots: number; openings: number; alertedRequestIds: number[] };

/**
 * The mirror's one read of one (course, date): asks the source, stores what was seen as the current
 * sheet, records openings and matches them to waitlist requests, all writes in one transaction, so a
 * crash leaves the previous state or the complete new one. Searches and alerts both come from these
 * reads: a slot a golfer sees and a slot an email names are the same observation. A source failure is
 * recorded on course_polls (with when) and changes nothing else: the last known sheet stays.
 *
 * The caller holds the pair's lease (claimMirrorReads); this releases it.
 *
 * Openings: a slot that appeared, reappeared after being gone, or gained spots. On the first
 * observation of a pair every open slot is an opening (see docs/decisions/0007-alert-engine.md).
 */
export async function readCourseDay(options: {
  db: Db;
  config: Config;
  sources: Sources;
  course: SourceCourse;
  date: string;
  signal?: AbortSignal;
  clock: Clock;
}): Promise<ReadOutcome> {
  const { db, course, date, clock } = options;
  const courseId = course.id;
  /** The rows of a mirror table that are about this read's (course, date) pair. */
  const ofThisPair = (table: typeof teeTimeSlots | typeof slotOpenings | typeof coursePolls) =>
    and(eq(table.courseId, courseId), eq(table.date, date));

  let observed: TeeTimeSlot[];
  try {
    observed = await options.sources.fetchSlots({ course, date, signal: options.signal });
  } catch (error) {
    // Called off by the caller (the worker stopping): nothing was learnt about the source; the lease
    // expires and the next reader takes the pair.
    if (options.signal?.aborted && !isTimeout(options.signal.reason)) throw error;
    // SourceError messages are written to be shown to golfers and admins; anything else may carry internals.
    const message =
      error instanceof SourceError
        ? error.message
        : isTimeout(options.signal?.reason)
          ? SOURCE_TIMEOUT_MESSAGE
          : SOURCE_ERROR_MESSAGE;
    const at = clock();
    await db
      .insert(coursePolls)
      .values({ courseId, date, lastPolledAt: at, lastError: message, lastErrorAt: at })
      .onConflictDoUpdate({
        target: [coursePolls.courseId, coursePolls.date],
        set: { lastPolledAt: at, lastError: message, lastErrorAt: at, leaseUntil: null },
      });
    return { status: 'failed', error: message };
  }

  // Sources already give one slot per (time, holes) (tidySlots).
  const open = observed.filter((slot) => slot.availableSpots > 0);
  return db.transaction(async (tx) => {
    const now = clock();
    // The pair's row lock serialises the writes of two reads of one pair (leases keep them apart; a read
    // that outlived its lease must still not interleave with the next one).
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
      .where(ofThisPair(teeTimeSlots));
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
            bookingLandsOn: slot.bookingLandsOn ?? null,
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
            bookingLandsOn: sql`excluded.booking_lands_on`,
            lastSeenAt: now,
            goneAt: null,
          },
        })
        .returning({ id: teeTimeSlots.id, time: teeTimeSlots.time, holes: teeTimeSlots.holes });
    }
    const closed = await tx
      .update(teeTimeSlots)
      .set({ goneAt: now })
      .where(
        and(
          ofThisPair(teeTimeSlots),
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
      )
      .returning({ id: teeTimeSlots.id });
    if (closed.length > 0) {
      // How long each opening stayed free, for the odds (decision 0070).
      await tx
        .update(slotOpenings)
        .set({ closedAt: now })
        .where(
          and(
            ofThisPair(slotOpenings),
            inArray(
              slotOpenings.slotId,
              closed.map((row) => row.id),
            ),
            isNull(slotOpenings.closedAt),
          ),
        );
    }

    // Nothing known of this pair before (never read, no sheet kept): its open slots are our first look.
    const firstObservation = previousSuccess === null && before.length === 0;
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
            firstObservation,
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

    // The last error stays (with its time) for the admin's source health; lastErrorAt < lastSuccessAt
    // tells that the source answered since.
    await tx
      .update(coursePolls)
      .set({ lastPolledAt: now, lastSuccessAt: now, leaseUntil: null })
      .where(ofThisPair(coursePolls));
    return { status: 'read', slots: open.length, openings: fresh.length, alertedRequestIds: [...alerted] };
  });
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'TimeoutError';
}
