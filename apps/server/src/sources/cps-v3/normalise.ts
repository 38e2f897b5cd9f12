import { cpsBookingLink } from '../booking-links';
import { normaliseClockTime } from '../source-time';
import type { TeeTimeSlot } from '../tee-time-source';
import { malformedAnswer } from '../upstream-values';
import type { CpsV3Row } from './tee-sheet-page';
import type { CpsV3Tenant } from './tenant-config';

// A CPS v3 page's tee-time block → the adapters' common TeeTimeSlot. The words are read from text the
// parser extracted (never from markup); a block whose time or players cannot be read fails the page.

/** "7:57 AM" / "12:05 PM" (or a 24-hour "07:57") → "07:57"; undefined when it is neither. */
export function clockTime24(value: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})\s*([AP])\.?M\.?$/i.exec(value.trim());
  if (!match) return normaliseClockTime(value);
  const hour = Number(match[1]);
  if (hour < 1 || hour > 12) return undefined;
  const hours24 = (hour % 12) + (match[3]!.toUpperCase() === 'P' ? 12 : 0);
  return normaliseClockTime(`${hours24}:${match[2]}`);
}

/** "Single" → 1–1, "3 Players" → 3–3, "2 - 4 Players" → 2–4: the smallest party and the open spots. */
export function playersRange(value: string): { min: number; spots: number } | undefined {
  const text = value.trim();
  if (/^single\b/i.test(text)) return { min: 1, spots: 1 };
  const range = /^(\d)\s*(?:-|to|–)\s*(\d)\b/i.exec(text);
  if (range) {
    const [min, spots] = [Number(range[1]), Number(range[2])];
    return min >= 1 && min <= spots ? { min, spots } : undefined;
  }
  const exact = /^(\d)\b/.exec(text);
  return exact && Number(exact[1]) >= 1 ? { min: Number(exact[1]), spots: Number(exact[1]) } : undefined;
}

/** "$31.00" / "31" → 31; undefined when no amount is there. */
function amount(value: string | undefined): number | undefined {
  const match = value ? /(\d{1,4}(?:\.\d{1,2})?)/.exec(value.replaceAll(',', '')) : null;
  return match ? Number(match[1]) : undefined;
}

export function normaliseCpsV3Row(row: CpsV3Row, tenant: CpsV3Tenant, date: string): TeeTimeSlot {
  const time = clockTime24(row.time);
  if (!time) throw malformedAnswer(`CPS v3 start time "${row.time.slice(0, 40)}" is not a clock time`);
  const players = playersRange(row.players);
  if (!players)
    throw malformedAnswer(`CPS v3 players "${row.players.slice(0, 40)}" at ${time} are unreadable`);
  const holes = amount(row.holes) ?? tenant.hole;
  const link = cpsBookingLink({
    baseUrl: tenant.baseUrl,
    version: 'v3',
    courseId: tenant.courseId,
    date,
    time,
    players: 0,
    holes: tenant.hole,
  });
  return {
    time,
    holes,
    availableSpots: players.spots,
    minPlayers: players.min,
    maxPlayers: players.spots,
    price: amount(row.price) ?? null,
    sourceSlotId: row.id ?? `${tenant.courseId}-${time}`,
    bookingUrl: link.url,
    bookingLandsOn: link.landsOn,
  };
}
