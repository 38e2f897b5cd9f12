import { and, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { teeTimeSlots } from '../../db/schema';
import type { TeeTimeSlot } from '../../sources/tee-time-source';
import { type CoursePair, ofCoursePair } from './course-pair';

/** What the stored sheet was before this read, and what the read changed in it. */
export type StoredSheet = {
  /** Whether the mirror kept any slot of the pair before this read. */
  hadSlots: boolean;
  /** Open spots per `time|holes` before this read (0 for a slot that was gone or full). */
  previousSpots: Map<string, number>;
  /** The stored slot of each open slot, by `time|holes`. */
  slotIdByKey: Map<string, number>;
  /** Slots that were open and are not any more. */
  closedSlotIds: number[];
};

/**
 * Makes the pair's stored sheet what the source shows now: every open slot written (first seen now if
 * new), every stored slot the source no longer lists marked gone now. A slot the read shows exactly as
 * stored is not written at all (decision 0257): most of a sheet is unchanged between reads, and
 * rewriting it would leave a dead row version per open slot per read.
 */
export async function storeSheet(options: {
  tx: Tx;
  pair: CoursePair;
  open: TeeTimeSlot[];
  now: Date;
  /** A narrowed read's end (HH:MM, decision 0300): only stored slots before it can have gone. */
  untilTime?: string;
}): Promise<StoredSheet> {
  const { tx, pair, open, now, untilTime } = options;
  const before = await tx
    .select({
      id: teeTimeSlots.id,
      time: teeTimeSlots.time,
      holes: teeTimeSlots.holes,
      availableSpots: teeTimeSlots.availableSpots,
      goneAt: teeTimeSlots.goneAt,
    })
    .from(teeTimeSlots)
    .where(ofCoursePair(teeTimeSlots, pair));
  const previousSpots = new Map(
    before.map((row) => [
      `${row.time}|${row.holes}`,
      row.goneAt || row.availableSpots <= 0 ? 0 : row.availableSpots,
    ]),
  );
  const storedIdByKey = new Map(before.map((row) => [`${row.time}|${row.holes}`, row.id]));
  const written = await upsertChangedSlots({ tx, pair, open, now });
  // Each open slot's row: written now when it changed, else the row as it was stored.
  const slotIdByKey = new Map<string, number>();
  for (const slot of open) {
    const key = `${slot.time}|${slot.holes}`;
    const id = written.get(key) ?? storedIdByKey.get(key);
    if (id !== undefined) slotIdByKey.set(key, id);
  }
  const openIds = [...slotIdByKey.values()];
  const closed = await tx
    .update(teeTimeSlots)
    .set({ goneAt: now })
    .where(
      and(
        ofCoursePair(teeTimeSlots, pair),
        isNull(teeTimeSlots.goneAt),
        ...(untilTime ? [lt(teeTimeSlots.time, untilTime)] : []),
        ...(openIds.length > 0 ? [notInArray(teeTimeSlots.id, openIds)] : []),
      ),
    )
    .returning({ id: teeTimeSlots.id });
  return {
    hadSlots: before.length > 0,
    previousSpots,
    slotIdByKey,
    closedSlotIds: closed.map((row) => row.id),
  };
}

/**
 * Inserts the new open slots and updates those whose values differ from the stored row (a reopened slot
 * included: its gone_at is cleared); an identical row is left as it is. Returns the written rows' ids by
 * `time|holes`.
 */
async function upsertChangedSlots(options: {
  tx: Tx;
  pair: CoursePair;
  open: TeeTimeSlot[];
  now: Date;
}): Promise<Map<string, number>> {
  const { tx, pair, open, now } = options;
  if (open.length === 0) return new Map();
  const rows = await tx
    .insert(teeTimeSlots)
    .values(
      open.map((slot) => ({
        courseId: pair.courseId,
        date: pair.date,
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
      setWhere: sql`(${teeTimeSlots.sourceSlotId}, ${teeTimeSlots.availableSpots}, ${teeTimeSlots.minPlayers},
          ${teeTimeSlots.maxPlayers}, ${teeTimeSlots.price}, ${teeTimeSlots.bookingUrl},
          ${teeTimeSlots.bookingLandsOn}, ${teeTimeSlots.goneAt})
        is distinct from (excluded.source_slot_id, excluded.available_spots, excluded.min_players,
          excluded.max_players, excluded.price, excluded.booking_url, excluded.booking_lands_on, null::timestamptz)`,
    })
    .returning({ id: teeTimeSlots.id, time: teeTimeSlots.time, holes: teeTimeSlots.holes });
  return new Map(rows.map((row) => [`${row.time}|${row.holes}`, row.id]));
}
