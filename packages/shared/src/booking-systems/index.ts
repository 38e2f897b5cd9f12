import type { BookingSystemDeclaration } from './booking-system';
import { chronogolfSystem } from './chronogolf';
import { cpsSystem } from './cps';
import { cpsV3System } from './cps-v3';

// The one list of booking systems Teewatch reads (CONTRIBUTING, "Add a booking system"). Every list or
// union of system names derives from it: the shared schemas' api_type, the server's adapters
// (apps/server/src/sources/booking-systems.ts) and the admin forms. `scripts/check-closed-lists.ts` fails on
// a union of system names written out anywhere else.

export type { BookingSystemDeclaration, CourseConfigIssue, CourseSourceFields } from './booking-system';
export { CHRONOGOLF_DEFAULT_BASE_URL, chronogolfSystem } from './chronogolf';
export { cpsSystem } from './cps';
export { CPS_V3_HOLE_VALUES, CPS_V3_MESSAGES, cpsV3System } from './cps-v3';

/** In the order the admin form offers them; the first is a new course's default. */
export const BOOKING_SYSTEMS = [cpsSystem, cpsV3System, chronogolfSystem] as const;

/** A booking system's type name (a read course's api_type). */
export type BookingSystemType = (typeof BOOKING_SYSTEMS)[number]['type'];

export const BOOKING_SYSTEM_TYPES = BOOKING_SYSTEMS.map((system) => system.type) as unknown as readonly [
  BookingSystemType,
  ...BookingSystemType[],
];

/** The system a new course starts on. */
export const DEFAULT_BOOKING_SYSTEM: BookingSystemType = BOOKING_SYSTEMS[0].type;

const BY_TYPE = new Map<string, BookingSystemDeclaration<BookingSystemType>>(
  BOOKING_SYSTEMS.map((system) => [system.type, system]),
);

export function isBookingSystemType(value: unknown): value is BookingSystemType {
  return typeof value === 'string' && BY_TYPE.has(value);
}

/** The declaration of a type name, or undefined for 'none' and unknown names. */
export function bookingSystemOf(
  type: string | null | undefined,
): BookingSystemDeclaration<BookingSystemType> | undefined {
  return type == null ? undefined : BY_TYPE.get(type);
}

/** A record keyed by every system, built from the list (so a new system is never missing from one). */
export function perBookingSystem<Value>(
  entryOf: (system: BookingSystemDeclaration<BookingSystemType>) => Value,
): Record<BookingSystemType, Value> {
  return Object.fromEntries(BOOKING_SYSTEMS.map((system) => [system.type, entryOf(system)])) as Record<
    BookingSystemType,
    Value
  >;
}
