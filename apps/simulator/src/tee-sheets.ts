import { chronogolfCourse, cpsCourseHoles, SEEDED_COURSES } from './catalogue';
import { cpsV3Holes } from './cps-v3-tenants';
import { createRandom, hashString, type Random, randomFor } from './random';
import { bookedShare, type PendingCancellation, type SheetDensity, sparseChurnStep } from './sheet-density';
import { addDays, dayNumber, formatTime, isWeekend, vancouverDate } from './vancouver-time';

// The living tee sheets: generated on first use from (seed, system, site, course, date), then mutated by
// churn and by the control API. Both protocols render the same sheets, so a change made through one
// path is visible through every other.

/** How far ahead the sheets go; later dates (and past dates) are empty unless a test sets a slot. */
export const HORIZON_DAYS = 45;
export const SEATS_PER_SLOT = 4;

export type CourseRef =
  | { system: 'cps'; site: string; courseId: number }
  | { system: 'chronogolf'; courseId: number };

/** The systems the simulator keeps tee sheets for (a CPS v3 tenant's sheet is its CPS site's). */
export type SheetSystem = CourseRef['system'];

export type Slot = {
  /** CPS teeSheetId / ChronoGolf teetime id: unique per course and time. */
  id: number;
  /** CPS courseTimeId: the time of day on this course. */
  courseTimeId: number;
  minutes: number;
  /** Open seats, 0 (fully booked) to 4. */
  spots: number;
  minPlayers: number;
  maxPlayers: number;
  /** Per player, for the course's full round. */
  price: number;
  holes: number;
  /** A fully booked slot the upstream still lists (CPS with a bookingList, ChronoGolf out of capacity). */
  isListedWhenFull: boolean;
  /** ChronoGolf: open but restricted (e.g. members only); clients must skip it. */
  isRestricted: boolean;
  hasDeal: boolean;
  /** Set through the control API: churn leaves it alone so tests stay deterministic. */
  isControlled: boolean;
};

export type SlotChange = CourseRef & { date: string; time: string; spots: number; previousSpots: number };

export type SetSlotInput = {
  course: CourseRef;
  date: string;
  minutes: number;
  spots: number;
  price?: number;
  holes?: number;
  minPlayers?: number;
};

type Sheet = { course: CourseRef; date: string; slots: Slot[] };

function courseKey(course: CourseRef): string {
  return course.system === 'cps' ? `cps|${course.site}|${course.courseId}` : `chronogolf|${course.courseId}`;
}

function courseHoles(course: CourseRef): number {
  if (course.system === 'cps')
    return cpsV3Holes(course.site, course.courseId) ?? cpsCourseHoles(course.site, course.courseId);
  return chronogolfCourse(course.courseId).holes;
}

/** A 5-digit number per course so slot ids stay unique across courses and days. */
function courseNumber(course: CourseRef): number {
  return 10_000 + (hashString(courseKey(course)) % 90_000);
}

function slotIds(course: CourseRef, date: string, minutes: number) {
  const number = courseNumber(course);
  return {
    id: (number * 10_000 + dayNumber(date)) * 1_440 + minutes,
    courseTimeId: number * 1_440 + minutes,
  };
}

function roundToQuarter(value: number): number {
  return Math.round(value * 4) / 4;
}

type CourseTraits = { interval: number; basePrice: number; holes: number };

function courseTraits(seed: number, course: CourseRef): CourseTraits {
  const random = randomFor(seed, 'course', courseKey(course));
  const holes = courseHoles(course);
  const interval = random.integer(7, 10);
  // 18-hole rounds cost $40–$80 before weekend and twilight adjustments; 9-hole courses are cheaper.
  const basePrice = holes >= 18 ? random.integer(40, 80) : random.integer(22, 32);
  return { interval, basePrice, holes };
}

function priceAt(traits: CourseTraits, date: string, minutes: number): number {
  let price = traits.basePrice + (isWeekend(date) ? 8 : 0) - (minutes >= 15 * 60 + 30 ? 10 : 0);
  if (traits.holes >= 18) price = Math.min(92, Math.max(32, price));
  return roundToQuarter(price);
}

function generateSheet(
  seed: number,
  course: CourseRef,
  date: string,
  density: SheetDensity,
  daysAhead: number,
): Slot[] {
  const traits = courseTraits(seed, course);
  const random = randomFor(seed, 'sheet', courseKey(course), date);
  const first = random.integer(6 * 60, 7 * 60);
  const last = random.integer(18 * 60 + 30, 19 * 60 + 30);
  const booked = bookedShare(density, random.next(), daysAhead);
  const slots: Slot[] = [];
  for (let minutes = first; minutes <= last; minutes += traits.interval) {
    // Draw a fixed number of values per slot so one slot's branch never shifts the next slot's dice.
    const [bookedRoll, seats, minimum, listed, restricted, deal] = [0, 0, 0, 0, 0, 0].map(() =>
      random.next(),
    ) as [number, number, number, number, number, number];
    const isBooked = bookedRoll < booked;
    const spots = isBooked ? 0 : 1 + Math.floor(seats * SEATS_PER_SLOT);
    slots.push({
      ...slotIds(course, date, minutes),
      minutes,
      spots,
      minPlayers: spots >= 2 && minimum < 0.3 ? 2 : 1,
      maxPlayers: SEATS_PER_SLOT,
      price: priceAt(traits, date, minutes),
      holes: traits.holes,
      isListedWhenFull: listed < 0.35,
      isRestricted: !isBooked && restricted < 0.08,
      hasDeal: deal < 0.1,
      isControlled: false,
    });
  }
  return slots;
}

/** A slot the control API sets where the sheet has none: closed until the control API opens it. */
function controlledSlot(seed: number, input: SetSlotInput): Slot {
  const traits = courseTraits(seed, input.course);
  return {
    ...slotIds(input.course, input.date, input.minutes),
    minutes: input.minutes,
    spots: 0,
    minPlayers: 1,
    maxPlayers: SEATS_PER_SLOT,
    price: priceAt(traits, input.date, input.minutes),
    holes: traits.holes,
    isListedWhenFull: false,
    isRestricted: false,
    hasDeal: false,
    isControlled: true,
  };
}

/** The control API's values on a slot: it is the control API's from now on (churn leaves it alone). */
function applySlotInput(slot: Slot, input: SetSlotInput): void {
  slot.spots = input.spots;
  slot.isControlled = true;
  slot.isRestricted = false;
  slot.isListedWhenFull = false;
  // Not capped at the open seats: real courses list a lone seat at a tee time whose minimum party is 2
  // (issue 12), and the app must not offer it to anyone.
  slot.minPlayers = input.minPlayers ?? 1;
  if (input.price !== undefined) slot.price = input.price;
  if (input.holes !== undefined) slot.holes = input.holes;
}

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
