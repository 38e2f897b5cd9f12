import { type BookingLandsOn, bookingHint, DEFAULT_BOOKING_URL } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { PairedEmailTime } from '../email/alert-email-words';

// A pair alert's second time (issue 38 item 4, decision 0204), read beside its first by every channel:
// the same columns of the partner opening's slot, in one JSON column, turned into the same fields.

/** For a query over `request_alerts ra` and `golf_courses c`: the partner's slot as JSON, or null. */
export const partnerColumn = sql`(
  select json_build_object('slot_id', ps.id, 'time', ps.time, 'available_spots', ps.available_spots,
    'price', ps.price, 'booking_url', coalesce(ps.booking_url, c.booking_url),
    'booking_lands_on', case when ps.booking_url is null then 'search-page' else ps.booking_lands_on end)
  from slot_openings po join tee_time_slots ps on ps.id = po.slot_id
  where po.id = ra.partner_opening_id
) as partner`;

export type PartnerRow = {
  slot_id: number;
  time: string;
  available_spots: number;
  price: number | null;
  booking_url: string | null;
  booking_lands_on: BookingLandsOn | null;
};

/** The second time of a pair on date `date`, as an alert names it. */
export function pairedTimeOf(partner: PartnerRow, date: string): PairedEmailTime & { slotId: number } {
  return {
    slotId: Number(partner.slot_id),
    time: partner.time,
    availableSpots: Number(partner.available_spots),
    price: partner.price === null ? null : Number(partner.price),
    bookingUrl: partner.booking_url ?? DEFAULT_BOOKING_URL,
    chooseOnSite: bookingHint({ date, time: partner.time, landsOn: partner.booking_lands_on }),
  };
}

type Listed = {
  slotId: number;
  time: string;
  availableSpots: number;
  price: number | null;
  bookingUrl: string;
  chooseOnSite?: string;
  pairedWith?: PairedEmailTime & { slotId: number };
};

/** A pair reads in time order, whichever of its times keyed the alert (decision 0205). */
export function earlierTimeFirst<T extends Listed>(match: T): T {
  const other = match.pairedWith;
  if (!other || other.time >= match.time) return match;
  return {
    ...match,
    slotId: other.slotId,
    time: other.time,
    availableSpots: other.availableSpots,
    price: other.price,
    bookingUrl: other.bookingUrl,
    chooseOnSite: other.chooseOnSite,
    pairedWith: {
      slotId: match.slotId,
      time: match.time,
      availableSpots: match.availableSpots,
      price: match.price,
      bookingUrl: match.bookingUrl,
      chooseOnSite: match.chooseOnSite,
    },
  };
}
