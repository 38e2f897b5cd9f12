import { type BookingSystemType, isBookingSystemType } from '@teewatch/shared';
import { chronogolfAdapter } from './chronogolf/chronogolf-adapter';
import { cpsAdapter } from './cps/cps-adapter';
import { cpsV3Adapter } from './cps-v3/cps-v3-adapter';
import type { SourceAdapter } from './source-adapter';

// The server's side of the one booking-system list (packages/shared/src/booking-systems): each system's
// adapter, in the shared list's order. A system declared there without an adapter here fails to compile.

export const SOURCE_ADAPTERS = [cpsAdapter, cpsV3Adapter, chronogolfAdapter] as const;

type Registered = (typeof SOURCE_ADAPTERS)[number]['system']['type'];
// Compile-time: every declared system has an adapter.
const everySystemHasAnAdapter: [Exclude<BookingSystemType, Registered>] extends [never] ? true : never = true;
void everySystemHasAnAdapter;

const BY_TYPE = new Map<string, SourceAdapter>(
  SOURCE_ADAPTERS.map((adapter) => [adapter.system.type, adapter as SourceAdapter]),
);

/** The adapter of a course's api_type; undefined for 'none' (directory only) and unknown names. */
export function adapterOf(apiType: string | null | undefined): SourceAdapter | undefined {
  return isBookingSystemType(apiType) ? BY_TYPE.get(apiType) : undefined;
}
