import { chronogolfCourse, cpsCourseHoles } from './catalogue';
import { cpsV3Holes } from './cps-v3-tenants';
import { hashString, randomFor } from './random';
import { bookedShare, type SheetDensity } from './sheet-density';
import { dayNumber, isWeekend } from './vancouver-time';

// A course's tee sheet for a date as first generated from (seed, system, site, course, date): its times, seats,
// prices and ids, and the slots the control API sets or adds. tee-sheets.ts keeps the living sheets.

export const SEATS_PER_SLOT = 4;

export type CourseRef =
  | { system: 'cps'; site: string; courseId: number }
  | { system: 'chronogolf'; courseId: number };

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

export type SetSlotInput = {
  course: CourseRef;
  date: string;
  minutes: number;
  spots: number;
  price?: number;
  holes?: number;
  minPlayers?: number;
};

export function courseKey(course: CourseRef): string {
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

export function generateSheet(
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
export function controlledSlot(seed: number, input: SetSlotInput): Slot {
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
export function applySlotInput(slot: Slot, input: SetSlotInput): void {
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
