import { cpsBookingLink } from '../booking-links';
import { normaliseClockTime, toDateString } from '../source-time';
import { SourceError, type TeeTimeSlot } from '../tee-time-source';
import { malformedAnswer, numberOrUndefined } from '../upstream-values';

// CPS TeeTimes: the query the SPA sends, and its answer → the adapters' common TeeTimeSlot.

export function teeTimesQuery(date: string, courseIds: string[], transactionId: string): string {
  const params: [string, string][] = [
    ['searchDate', toDateString(date)],
    ['holes', '0'],
    ['numberOfPlayer', '0'],
    ['courseIds', courseIds.join(',')],
    ['searchTimeType', '0'],
    ['transactionId', transactionId],
    ['teeOffTimeMin', '0'],
    ['teeOffTimeMax', '23'],
    ['isChangeTeeOffTime', 'true'],
    ['teeSheetSearchView', '5'],
    ['classCode', 'R'],
    ['defaultOnlineRate', 'N'],
    ['isUseCapacityPricing', 'false'],
    ['memberStoreId', '1'],
    ['searchType', '1'],
  ];
  return params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
}

/** Every documented envelope: `{content:[…]}`, a bare array, and NO_TEETIMES inside `content` or at the top. */
export function extractCpsSlots(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (body && typeof body === 'object') {
    const envelope = body as { content?: unknown; messageKey?: unknown; isSuccess?: unknown };
    if (envelope.messageKey === 'NO_TEETIMES') return [];
    if ('content' in envelope) {
      const content = envelope.content;
      if (Array.isArray(content)) return content;
      if (content === null) return [];
      if (
        content &&
        typeof content === 'object' &&
        (content as { messageKey?: unknown }).messageKey === 'NO_TEETIMES'
      ) {
        return [];
      }
    }
    if (envelope.isSuccess === false) {
      throw new SourceError('Source unavailable: the booking system returned an error', 'unavailable', {
        cause: new Error(`CPS isSuccess=false: ${JSON.stringify(body).slice(0, 200)}`),
      });
    }
  }
  throw malformedAnswer('CPS TeeTimes answer is neither a slot list nor NO_TEETIMES');
}

type CpsPrice = { shItemCode?: unknown; currentPrice?: unknown; displayPrice?: unknown; price?: unknown };

/** Price per player: GreenFee{holes}, then Package{holes}, then GreenFee{holes}Online (currentPrice), then the first item. */
export function cpsPrice(prices: unknown, holes: number): number | null {
  if (!Array.isArray(prices) || prices.length === 0) return null;
  const items = prices as CpsPrice[];
  for (const code of [`GreenFee${holes}`, `Package${holes}`, `GreenFee${holes}Online`]) {
    const item = items.find((candidate) => candidate?.shItemCode === code);
    const value = numberOrUndefined(item?.currentPrice) ?? numberOrUndefined(item?.displayPrice);
    if (value !== undefined) return value;
  }
  const first = items[0];
  return numberOrUndefined(first?.displayPrice) ?? numberOrUndefined(first?.price) ?? null;
}

/** One CPS slot as a TeeTimeSlot; `baseUrl` is the site's root, for its booking link (booking-links.ts). */
export function normaliseCpsSlot(raw: unknown, date: string, baseUrl: string): TeeTimeSlot | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const slot = raw as Record<string, unknown>;
  if (Array.isArray(slot.bookingList) && slot.bookingList.length > 0) return undefined;
  if (typeof slot.startTime !== 'string') return undefined;
  const [slotDate, clock] = slot.startTime.split('T');
  if (clock === undefined || slotDate !== date) return undefined;
  const time = normaliseClockTime(clock);
  if (!time) return undefined;
  const open = slot.availableParticipantNo;
  const availableSpots = Array.isArray(open) ? open.length : (numberOrUndefined(open) ?? 0);
  if (availableSpots <= 0) return undefined;
  const holes = numberOrUndefined(slot.holes) || 18;
  const link = cpsBookingLink({
    baseUrl,
    courseId: String(slot.courseId ?? ''),
    date,
    time,
    players: 0,
    holes: holes === 9 ? 9 : 18,
  });
  return {
    time,
    holes,
    availableSpots,
    minPlayers: numberOrUndefined(slot.minPlayer) ?? 1,
    maxPlayers: numberOrUndefined(slot.maxPlayer) ?? numberOrUndefined(slot.participants) ?? 4,
    price: cpsPrice(slot.shItemPrices, holes),
    sourceSlotId: String(slot.teeSheetId ?? slot.courseTimeId ?? `${String(slot.courseId)}-${time}`),
    bookingUrl: link.url,
    bookingLandsOn: link.landsOn,
  };
}
