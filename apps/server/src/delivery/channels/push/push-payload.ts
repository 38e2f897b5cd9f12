import { createHash } from 'node:crypto';
import { formatClockTime, formatDayLabel, type OpenTeeTime } from '@teewatch/shared';

// What a push says (decision 0130): a small JSON the service worker turns into a notification. Its `tag`
// is the slot, so later news about the same slot (the "taken" notice, a re-send after a crash)
// replaces the notification instead of adding one.

/** RFC 8291 leaves ~4 KB per record; we keep well under it, whatever the course's name or link. */
export const MAX_PUSH_PAYLOAD_BYTES = 3072;
const MAX_NAME_CHARS = 120;
const MAX_URL_CHARS = 1500;

/** The time a push names: an open tee time as every alert reads it (openTeeTimeOf). */
export type PushSlot = OpenTeeTime;

/** The JSON the device receives. */
export type PushPayload = {
  kind: 'open' | 'taken';
  tag: string;
  title: string;
  body: string;
  courseName: string;
  date: string;
  time: string;
  holes: number;
  spots: number;
  price: number | null;
  /** Where a tap goes: the time's booking link (open), the dashboard (taken). */
  url: string;
  /** Other times of the same claim, counted in the body (open only). */
  moreCount: number;
  /** A quiet notice: no sound or vibration (taken). */
  silent: boolean;
  /** A pair's other time (HH:MM, decision 0205); absent for a single time. */
  partnerTime?: string;
};

/**
 * The notifications row's push_payload: the payload as sent, and what it is about (a pair's second
 * time in `partnerSlotId`, decision 0204).
 */
export type StoredPush = { payload: PushPayload; openingId: number; slotId: number; partnerSlotId?: number };

/** A pair's second time, as a push names it beside the first. */
export type PushPartner = { time: string; availableSpots: number };

/** The stable key of one tee time: course, date, time and holes (tee_time_slots' unique key). */
export function slotTag(slot: Pick<PushSlot, 'courseId' | 'date' | 'time' | 'holes'>): string {
  return `slot-${slot.courseId}-${slot.date}-${slot.time}-${slot.holes}`;
}

/** RFC 8030's Topic (≤ 32 base64url characters): a push service keeps only the latest per topic. */
export function topicOf(tag: string): string {
  return createHash('sha256').update(tag).digest('base64url').slice(0, 32);
}

function priceText(price: number | null): string {
  return price === null ? 'price not listed' : `$${price.toFixed(2)} per player`;
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const spotsWords = (spots: number) => (spots === 1 ? '1 spot' : `${spots} spots`);

/** What an open notice may add to its time: each absent when it does not apply. */
export type OpenPayloadExtras = {
  /** How fast such times went (decision 0201), "Usually gone in 6 min.", when known. */
  usuallyGone?: string;
  /** An upgrade watch's held time that day (decision 0195), said beside the new one with who releases it. */
  heldTime?: string | null;
  /** A pair (decision 0205): "7:10 AM + 7:20 AM at …", "2 + 2 spots, book both". */
  partner?: PushPartner;
  /** The forecast for the time (decision 0320), "9 °C, 20 % rain", beside the day; absent when unknown or off. */
  forecast?: string;
};

export function openPayload(
  slot: PushSlot,
  moreCount: number,
  fallbackUrl: string,
  extras: OpenPayloadExtras = {},
): PushPayload {
  const { usuallyGone, heldTime, partner, forecast } = extras;
  const courseName = clip(slot.courseName, MAX_NAME_CHARS);
  // A pair reads in time order, whichever time keyed it.
  const [early, late] = partner && partner.time < slot.time ? [partner, slot] : [slot, partner ?? slot];
  const time = partner
    ? `${formatClockTime(early.time)} + ${formatClockTime(late.time)}`
    : formatClockTime(slot.time);
  const spots = partner
    ? `${early.availableSpots} + ${spotsWords(late.availableSpots)}, book both`
    : spotsWords(slot.availableSpots);
  const more = moreCount > 0 ? ` · +${moreCount} more time${moreCount === 1 ? '' : 's'}` : '';
  const held = heldTime ? ` · Beats your ${formatClockTime(heldTime)}: release it on the course's site` : '';
  return fit(
    {
      kind: 'open',
      tag: slotTag(slot),
      title: `${time} at ${courseName}`,
      body: `${formatDayLabel(slot.date)}${forecast ? ` · ${forecast}` : ''} · ${slot.holes} holes · ${spots} · ${priceText(slot.price)}${more}${held}${usuallyGone ? ` · ${usuallyGone}` : ''}`,
      courseName,
      date: slot.date,
      time: slot.time,
      holes: slot.holes,
      spots: slot.availableSpots,
      price: slot.price,
      url: slot.bookingUrl.length <= MAX_URL_CHARS ? slot.bookingUrl : fallbackUrl,
      moreCount,
      silent: false,
      ...(partner ? { partnerTime: partner.time } : {}),
    },
    fallbackUrl,
  );
}

/** "7:10 AM at Langara was taken": replaces the open notice of the same slot, quietly. */
export function takenPayload(sent: PushPayload, dashboardUrl: string): PushPayload {
  return {
    ...sent,
    kind: 'taken',
    title: `${formatClockTime(sent.time)} at ${sent.courseName} was taken`,
    body: `${formatDayLabel(sent.date)}: someone booked it first. Teewatch keeps watching for you.`,
    url: dashboardUrl,
    moreCount: 0,
    silent: true,
  };
}

/** Keeps the JSON under MAX_PUSH_PAYLOAD_BYTES: a link too long for it becomes the fallback. */
function fit(payload: PushPayload, fallbackUrl: string): PushPayload {
  if (Buffer.byteLength(JSON.stringify(payload)) <= MAX_PUSH_PAYLOAD_BYTES) return payload;
  return { ...payload, url: fallbackUrl };
}
