import { TZDate } from '@date-fns/tz';
import { type HeldTimeNote, partySizeLabel, TIME_ZONE } from '@teewatch/shared';
import { format } from 'date-fns';
import type { EmailFooter } from './email-footer';

// The alert email's words, shared by its HTML template and its text part (both in alert-email.tsx):
// what a slot, a request's window and its end are called, and how the slots are grouped.

export type AlertEmailSlot = {
  courseName: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, Vancouver wall clock */
  time: string;
  holes: number;
  availableSpots: number;
  price: number | null;
  bookingUrl: string;
  /**
   * Set when the booking link cannot land on the time itself: the words beside it, e.g.
   * "Choose 7:10 AM on Sat, Dec 5 on the course's site". Absent in emails claimed before it existed.
   */
  chooseOnSite?: string;
  /** The slot's "Add to calendar" .ics link (absent in emails claimed before it existed). */
  calendarUrl?: string;
  /**
   * How fast such times went at this course and hour (issue 38, decision 0201): "Times at … usually went
   * within 6 minutes (median of 12 openings in the last 14 days)."; absent without enough history.
   */
  usuallyGone?: string;
  /**
   * The forecast for the time's hour at the course (issue 47, decision 0320): "9 °C, 20 % rain", beside the
   * time; absent when none covers it or the golfer switched it off.
   */
  forecast?: string;
  /**
   * A pair (issue 38 item 4, decision 0205): the second time at the same course, date and holes, which
   * together with this one holds the golfer's party. Absent for a single time.
   */
  pairedWith?: PairedEmailTime;
};

/** The second time of a pair, with its own Book link. */
export type PairedEmailTime = {
  time: string;
  availableSpots: number;
  price: number | null;
  bookingUrl: string;
  chooseOnSite?: string;
  calendarUrl?: string;
};

/** What held an email back until now: the golfer's quiet hours or their "mute until". */
export type AlertHold = 'quiet-hours' | 'mute';

const HOLD_WORDS: Record<AlertHold, string> = {
  'quiet-hours': 'during your quiet hours',
  mute: 'while your alerts were muted',
};

/** At most this many slots are listed in one email; the rest are one link away (issue 12). */
export const MAX_LISTED_SLOTS = 20;

export type AlertEmailInput = {
  requestId: number;
  /** The request's first email: a summary of what is open now. Later emails list what opened since. */
  isFirst: boolean;
  /**
   * The digest sent when the golfer's quiet hours or mute ended (decision 0133): it lists what opened
   * meanwhile and is still open, and says so.
   */
  heldBy?: AlertHold;
  /** An upgrade watch's held time (decision 0195): said beside the new times, with the release note. */
  holding?: HeldTimeNote;
  /** The listed slots, at most MAX_LISTED_SLOTS, in date, time and course order. */
  slots: AlertEmailSlot[];
  /** Matching slots not listed, and the tee-times page that shows them. */
  moreCount: number;
  moreUrl: string;
  startHour: number;
  endHour: number;
  numberOfPlayers: number;
  expiresAt: Date;
  unsubscribeUrl: string;
  pauseUrl: string;
  /** The "I booked it" page for the whole request; a date group's link adds `&date=`. */
  bookedUrl: string;
  dashboardUrl: string;
  /** The sender identification and "Stop all email" link (email-footer.ts). */
  footer: EmailFooter;
};

/** The "I booked it" link for one date of the request. */
export function bookedDateUrl(bookedUrl: string, date: string): string {
  return `${bookedUrl}&date=${date}`;
}

export function formatSlotDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return format(new Date(y, m - 1, d), 'EEE MMM d');
}

export function formatSlotTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return format(new Date(2000, 0, 1, h, m), 'h:mm a');
}

function formatHour(hour: number): string {
  return format(new Date(2000, 0, 1, hour % 24, 0), 'h:mm a');
}

function formatPrice(price: number | null): string {
  return price === null ? 'Price not listed' : `$${price.toFixed(2)} per player`;
}

function spotsText(spots: number): string {
  return spots === 1 ? '1 spot' : `${spots} spots`;
}

function partyText(numberOfPlayers: number): string {
  return numberOfPlayers === 0 ? 'Any party size' : partySizeLabel(numberOfPlayers);
}

/** "Tee time open: Fraserview Golf Course, Sat Jun 13 at 7:12 AM (+2 more)" */
export function alertSubject(slots: AlertEmailSlot[], moreCount = 0, heldBy?: AlertHold): string {
  const first = slots[0];
  if (!first) throw new Error('an alert email needs at least one slot');
  const others = slots.length - 1 + moreCount;
  const more = others > 0 ? ` (+${others} more)` : '';
  const opening = heldBy
    ? `Still open after your ${heldBy === 'mute' ? 'mute' : 'quiet hours'}`
    : 'Tee time open';
  return `${opening}: ${first.courseName}, ${formatSlotDate(first.date)} at ${slotTimes(first)}${more}`;
}

function describeWindow(input: AlertEmailInput): string {
  return `${formatHour(input.startHour)} to ${formatHour(input.endHour)}, ${partyText(input.numberOfPlayers)}`;
}

function describeExpiry(expiresAt: Date): string {
  return format(new TZDate(expiresAt, TIME_ZONE), "EEE MMM d, yyyy 'at' h:mm a");
}

export function describeRequest(input: AlertEmailInput): string {
  return `Waitlist Request #${input.requestId}: ${describeWindow(input)}.`;
}

export function describeEnd(input: AlertEmailInput): string {
  return `Monitoring ends ${describeExpiry(input.expiresAt)} (Vancouver time).`;
}

/** "7:10 AM", or a pair's "7:10 AM + 7:20 AM". */
export function slotTimes(slot: AlertEmailSlot): string {
  return slot.pairedWith
    ? `${formatSlotTime(slot.time)} + ${formatSlotTime(slot.pairedWith.time)}`
    : formatSlotTime(slot.time);
}

export function slotLine(slot: AlertEmailSlot): string {
  const { pairedWith } = slot;
  // "7:10 AM · 9 °C, 20 % rain · 18 holes · …" (decision 0320).
  const weather = slot.forecast ? ` · ${slot.forecast}` : '';
  if (pairedWith) {
    // Decision 0205: both times, each with its spots, and what the golfer has to do: book both.
    const spots = `${formatSlotTime(slot.time)} (${spotsText(slot.availableSpots)}) + ${formatSlotTime(pairedWith.time)} (${spotsText(pairedWith.availableSpots)})`;
    return `${spots}${weather} · ${slot.holes} holes · ${formatPrice(slot.price)} · Two nearby times for your party: book both`;
  }
  return `${formatSlotTime(slot.time)}${weather} · ${slot.holes} holes · ${spotsText(slot.availableSpots)} · ${formatPrice(slot.price)}`;
}

type SlotGroup = { key: string; courseName: string; date: string; slots: AlertEmailSlot[] };

/** Slots grouped by (date, course), groups in date then course order, times in order within each. */
export function groupSlots(slots: AlertEmailSlot[]): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  const ordered = [...slots].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.courseName.localeCompare(b.courseName) ||
      a.time.localeCompare(b.time),
  );
  for (const slot of ordered) {
    const key = `${slot.date}|${slot.courseName}`;
    const group = groups.get(key) ?? { key, courseName: slot.courseName, date: slot.date, slots: [] };
    group.slots.push(slot);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function timesText(count: number): string {
  return count === 1 ? '1 tee time' : `${count} tee times`;
}

export function headline(input: AlertEmailInput): string {
  const total = input.slots.length + input.moreCount;
  if (input.heldBy)
    return `${timesText(total)} you asked for opened ${HOLD_WORDS[input.heldBy]} and ${total === 1 ? 'is' : 'are'} still open`;
  if (input.isFirst) return `${timesText(total)} you asked for ${total === 1 ? 'is' : 'are'} open now`;
  return total === 1
    ? 'A tee time you asked for just opened'
    : `${total} tee times you asked for just opened`;
}

export function moreText(input: AlertEmailInput): string {
  return `${input.moreCount} more ${input.moreCount === 1 ? 'time is' : 'times are'} open: see them all on Teewatch`;
}
