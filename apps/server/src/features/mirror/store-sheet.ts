import { and, isNull, notInArray, sql } from 'drizzle-orm';
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
 * new, last seen now), every stored slot the source no longer lists marked gone now.
 */
export async function storeSheet(options: {
  tx: Tx;
  pair: CoursePair;
  open: TeeTimeSlot[];
  now: Date;
}): Promise<StoredSheet> {
  const { tx, pair, open, now } = options;
  const before = await tx
    .select({
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

  let upserted: { id: number; time: string; holes: number }[] = [];
  if (open.length > 0) {
    upserted = await tx
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
      })
      .returning({ id: teeTimeSlots.id, time: teeTimeSlots.time, holes: teeTimeSlots.holes });
  }
  const closed = await tx
    .update(teeTimeSlots)
    .set({ goneAt: now })
    .where(
      and(
        ofCoursePair(teeTimeSlots, pair),
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
  return {
    hadSlots: before.length > 0,
    previousSpots,
    slotIdByKey: new Map(upserted.map((row) => [`${row.time}|${row.holes}`, row.id])),
    closedSlotIds: closed.map((row) => row.id),
  };
}
