import { SEEDED_COURSES } from './catalogue';
import { createRandom, hashString, type Random } from './random';
import { type PendingCancellation, type SheetDensity, sparseChurnStep } from './sheet-density';
import {
  applySlotInput,
  type CourseRef,
  controlledSlot,
  courseKey,
  generateSheet,
  SEATS_PER_SLOT,
  type SetSlotInput,
  type Slot,
} from './sheet-generation';
import { addDays, dayNumber, formatTime, vancouverDate } from './vancouver-time';

// The living tee sheets: generated on first use from (seed, system, site, course, date), then mutated by
// churn and by the control API. Both protocols render the same sheets, so a change made through one
// path is visible through every other.

/** How far ahead the sheets go; later dates (and past dates) are empty unless a test sets a slot. */
export const HORIZON_DAYS = 45;
export { type CourseRef, SEATS_PER_SLOT, type SetSlotInput, type Slot } from './sheet-generation';

/** The systems the simulator keeps tee sheets for (a CPS v3 tenant's sheet is its CPS site's). */
export type SheetSystem = CourseRef['system'];

export type SlotChange = CourseRef & { date: string; time: string; spots: number; previousSpots: number };

type Sheet = { course: CourseRef; date: string; slots: Slot[] };

/** One full-sheet churn step of one course and date: maybe a golfer books open seats, maybe one cancels. */
function denseChurnStep(
  sheetSlots: Slot[],
  random: Random,
  onChange: (slot: Slot, previousSpots: number) => void,
) {
  const [bookRoll, bookPick, bookSeats, cancelRoll, cancelPick, cancelSeats] = [0, 0, 0, 0, 0, 0].map(() =>
    random.next(),
  ) as [number, number, number, number, number, number];
  const slots = sheetSlots.filter((slot) => !slot.isControlled);
  const open = slots.filter((slot) => slot.spots > 0);
  if (bookRoll < 0.6 && open.length > 0) {
    const slot = open[Math.floor(bookPick * open.length)]!;
    const previous = slot.spots;
    slot.spots -= 1 + Math.floor(bookSeats * previous);
    onChange(slot, previous);
  }
  const booked = slots.filter((slot) => slot.spots < SEATS_PER_SLOT);
  if (cancelRoll < 0.5 && booked.length > 0) {
    const slot = booked[Math.floor(cancelPick * booked.length)]!;
    const previous = slot.spots;
    slot.spots += 1 + Math.floor(cancelSeats * (SEATS_PER_SLOT - previous));
    slot.minPlayers = Math.min(slot.minPlayers, slot.spots);
    onChange(slot, previous);
  }
}

/** Sparse sheets: the cancellations whose time is up are taken again; the ones still open. */
function takeExpiredCancellations(
  pending: Array<PendingCancellation<Sheet, Slot>>,
  step: number,
  record: (course: CourseRef, date: string, slot: Slot, previousSpots: number) => void,
): Array<PendingCancellation<Sheet, Slot>> {
  const stillOpen: Array<PendingCancellation<Sheet, Slot>> = [];
  for (const cancellation of pending) {
    const { slot, where } = cancellation;
    if (cancellation.takenAtStep > step) stillOpen.push(cancellation);
    else if (!slot.isControlled && slot.spots > 0) {
      const previous = slot.spots;
      slot.spots = 0;
      record(where.course, where.date, slot, previous);
    }
  }
  return stillOpen;
}

export function createTeeSheets(options: { seed: number; now: () => Date; density?: SheetDensity }) {
  const { seed, now } = options;
  const density = options.density ?? 'full';
  const sheets = new Map<string, Sheet>();
  let churnRandom: Random = createRandom(hashString(`${seed}|churn`));
  /** Sparse sheets: churn steps taken, and the cancellations open now, in the order they opened. */
  let step = 0;
  let pending: Array<PendingCancellation<Sheet, Slot>> = [];

  const today = () => vancouverDate(now());

  function isOpenDate(date: string): boolean {
    const first = today();
    return date >= first && date <= addDays(first, HORIZON_DAYS);
  }

  function sheetOf(course: CourseRef, date: string): Sheet {
    const key = `${courseKey(course)}|${date}`;
    let sheet = sheets.get(key);
    if (!sheet) {
      const daysAhead = Math.max(0, dayNumber(date) - dayNumber(today()));
      sheet = { course, date, slots: generateSheet(seed, course, date, density, daysAhead) };
      sheets.set(key, sheet);
    }
    return sheet;
  }

  /** Every slot of the day as upstream would know it (past and too-far dates: only control-set slots). */
  function slotsOf(course: CourseRef, date: string): Slot[] {
    const { slots } = sheetOf(course, date);
    return isOpenDate(date) ? slots : slots.filter((slot) => slot.isControlled);
  }

  function setSlot(input: SetSlotInput): Slot {
    const sheet = sheetOf(input.course, input.date);
    let slot = sheet.slots.find((candidate) => candidate.minutes === input.minutes);
    if (!slot) {
      slot = controlledSlot(seed, input);
      sheet.slots.push(slot);
      sheet.slots.sort((a, b) => a.minutes - b.minutes);
    }
    applySlotInput(slot, input);
    return slot;
  }

  /**
   * One churn step per seeded course: maybe a golfer books an open slot, maybe a booked slot gets a
   * cancellation. Near dates churn more, as they do in real life.
   */
  function tick(steps = 1): SlotChange[] {
    const changes: SlotChange[] = [];
    const record = (course: CourseRef, date: string, slot: Slot, previousSpots: number) =>
      changes.push({ ...course, date, time: formatTime(slot.minutes), spots: slot.spots, previousSpots });
    if (density === 'sparse') {
      for (let count = 0; count < steps; count++) sparseTick(record);
      return changes;
    }
    for (let count = 0; count < steps; count++) {
      for (const course of SEEDED_COURSES) {
        const date = addDays(today(), Math.floor(churnRandom.next() ** 2 * (HORIZON_DAYS + 1)));
        denseChurnStep(sheetOf(course, date).slots, churnRandom, (slot, previous) =>
          record(course, date, slot, previous),
        );
      }
    }
    return changes;
  }

  /**
   * One sparse churn step: cancellations whose time is up are taken again, then per seeded course maybe a new
   * cancellation (near dates more often) and rarely a booking of a long-open time.
   */
  function sparseTick(record: (course: CourseRef, date: string, slot: Slot, previousSpots: number) => void) {
    step += 1;
    pending = takeExpiredCancellations(pending, step, record);
    const pendingSlots = new Set(pending.map((cancellation) => cancellation.slot));
    for (const course of SEEDED_COURSES) {
      const date = addDays(today(), Math.floor(churnRandom.next() ** 2 * (HORIZON_DAYS + 1)));
      const sheet = sheetOf(course, date);
      const { cancelled, booked } = sparseChurnStep(sheet.slots, churnRandom, step, (slot) =>
        pendingSlots.has(slot),
      );
      if (cancelled) {
        pending.push({ where: sheet, slot: cancelled.slot, takenAtStep: cancelled.takenAtStep });
        pendingSlots.add(cancelled.slot);
        record(course, date, cancelled.slot, cancelled.previousSpots);
      }
      if (booked) record(course, date, booked.slot, booked.previousSpots);
    }
  }

  function reset(): void {
    sheets.clear();
    churnRandom = createRandom(hashString(`${seed}|churn`));
    step = 0;
    pending = [];
  }

  return { today, isOpenDate, slotsOf, setSlot, tick, reset, density };
}

export type TeeSheets = ReturnType<typeof createTeeSheets>;
