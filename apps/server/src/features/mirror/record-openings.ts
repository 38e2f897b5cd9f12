import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { slotOpenings } from '../../db/schema';
import type { NewOpening } from '../../lib/openings-matcher';
import type { TeeTimeSlot } from '../../sources/tee-time-source';
import { type CoursePair, ofCoursePair } from './course-pair';
import type { StoredSheet } from './store-sheet';

/**
 * Keeps the pair's opening history (decision 0070): openings whose slot closed are closed now, and a
 * slot that appeared, reappeared after being gone, or gained spots is a new opening. On the first
 * observation of a pair every open slot is one, marked as such (docs/decisions/0007-alert-engine.md).
 * Returns the new openings, for matching.
 */
export async function recordOpenings(options: {
  tx: Tx;
  pair: CoursePair;
  open: TeeTimeSlot[];
  sheet: StoredSheet;
  isFirstObservation: boolean;
  now: Date;
}): Promise<NewOpening[]> {
  const { tx, pair, sheet, now } = options;
  if (sheet.closedSlotIds.length > 0) {
    // How long each opening stayed free, for the odds.
    await tx
      .update(slotOpenings)
      .set({ closedAt: now })
      .where(
        and(
          ofCoursePair(slotOpenings, pair),
          inArray(slotOpenings.slotId, sheet.closedSlotIds),
          isNull(slotOpenings.closedAt),
        ),
      );
  }

  const changes = options.open.flatMap((slot) => {
    const key = `${slot.time}|${slot.holes}`;
    const previous = sheet.previousSpots.get(key) ?? 0;
    return slot.availableSpots > previous ? [{ slot, previous, slotId: sheet.slotIdByKey.get(key)! }] : [];
  });
  if (changes.length === 0) return [];
  const inserted = await tx
    .insert(slotOpenings)
    .values(
      changes.map(({ slot, slotId }) => ({
        slotId,
        courseId: pair.courseId,
        date: pair.date,
        time: slot.time,
        holes: slot.holes,
        availableSpots: slot.availableSpots,
        minPlayers: slot.minPlayers,
        maxPlayers: slot.maxPlayers,
        price: slot.price,
        openedAt: now,
        firstObservation: options.isFirstObservation,
      })),
    )
    .returning({ id: slotOpenings.id, slotId: slotOpenings.slotId });
  const previousBySlot = new Map(changes.map((change) => [change.slotId, change.previous]));
  return inserted.map((row) => ({ id: row.id, previousSpots: previousBySlot.get(row.slotId) ?? 0 }));
}
