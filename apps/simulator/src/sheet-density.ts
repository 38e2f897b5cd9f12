import type { Random } from './random';

// How booked the simulated tee sheets are, and how their openings come and go (issue 27, decision 0111).
// 'full' is the simulator's original world: 70–85 % of times booked and a churn that books and frees seats
// at random. 'sparse' is a city course in season: 85–95 % of the near dates' times booked, and the openings a
// watcher cares about are cancellations, a booked time freeing up for a few minutes and then taken again.

export const SHEET_DENSITIES = ['full', 'sparse'] as const;
export type SheetDensity = (typeof SHEET_DENSITIES)[number];

/** Near dates (today to this many days ahead) are the most booked on a sparse sheet. */
export const SPARSE_NEAR_DAYS = 7;

/** A cancellation stays open for this many churn steps (1–10 minutes at the standalone 15 s step). */
export const CANCELLATION_OPEN_STEPS = { min: 4, max: 40 } as const;

/** `SIMULATOR_SHEET_DENSITY` (or any text naming a density); unset means 'full'. */
export function parseSheetDensity(value: string | undefined): SheetDensity {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return 'full';
  if ((SHEET_DENSITIES as readonly string[]).includes(text)) return text as SheetDensity;
  throw new Error(`SIMULATOR_SHEET_DENSITY must be one of ${SHEET_DENSITIES.join(', ')} (got "${value}")`);
}

/**
 * The share of a date's times that start out booked, from one uniform roll. 'full' keeps the original
 * 70–85 % on every date; 'sparse' books 85–95 % of the near dates and eases to 60–75 % a month out, as a city
 * course's sheet fills from the front.
 */
export function bookedShare(density: SheetDensity, roll: number, daysAhead: number): number {
  if (density === 'full') return 0.7 + roll * 0.15;
  const near = 0.85 + roll * 0.1;
  const far = 0.6 + roll * 0.15;
  const beyondNear = Math.max(0, daysAhead - SPARSE_NEAR_DAYS);
  const weight = Math.min(1, beyondNear / (30 - SPARSE_NEAR_DAYS));
  return near + (far - near) * weight;
}

/** The minimal slot view the cancellation churn needs. */
export type ChurnSlot = { spots: number; minPlayers: number; isControlled: boolean; isRestricted: boolean };

/** A cancellation that is open now and will be taken again at `takenAtStep`. */
export type PendingCancellation<Where, S extends ChurnSlot> = { where: Where; slot: S; takenAtStep: number };

/**
 * One sparse churn step on one sheet: maybe a booked time is cancelled (1–4 seats open for a while), maybe a
 * golfer books seats of a time that has long been open. Draws a fixed number of values so one branch never
 * shifts the next course's dice. Returns the slots it changed with their previous spots.
 */
export function sparseChurnStep<S extends ChurnSlot>(
  slots: S[],
  random: Random,
  step: number,
  isPending: (slot: S) => boolean,
): {
  cancelled?: { slot: S; previousSpots: number; takenAtStep: number };
  booked?: { slot: S; previousSpots: number };
} {
  const [cancelRoll, cancelPick, cancelSeats, openFor, bookRoll, bookPick] = [0, 0, 0, 0, 0, 0].map(() =>
    random.next(),
  ) as [number, number, number, number, number, number];
  const free = slots.filter((slot) => !slot.isControlled && !slot.isRestricted);
  const result: ReturnType<typeof sparseChurnStep<S>> = {};
  const full = free.filter((slot) => slot.spots === 0);
  if (cancelRoll < 0.3 && full.length > 0) {
    const slot = full[Math.floor(cancelPick * full.length)]!;
    slot.spots = 1 + Math.floor(cancelSeats * 4);
    slot.minPlayers = Math.min(slot.minPlayers, slot.spots);
    const span = CANCELLATION_OPEN_STEPS.max - CANCELLATION_OPEN_STEPS.min + 1;
    result.cancelled = {
      slot,
      previousSpots: 0,
      takenAtStep: step + CANCELLATION_OPEN_STEPS.min + Math.floor(openFor * span),
    };
  }
  const longOpen = free.filter(
    (slot) => slot.spots > 0 && !isPending(slot) && slot !== result.cancelled?.slot,
  );
  if (bookRoll < 0.05 && longOpen.length > 0) {
    const slot = longOpen[Math.floor(bookPick * longOpen.length)]!;
    const previousSpots = slot.spots;
    slot.spots -= 1;
    result.booked = { slot, previousSpots };
  }
  return result;
}
