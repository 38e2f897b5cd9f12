import { createHash } from 'node:crypto';
import {
  type ForecastHour,
  forecastSummary,
  type HeldTimeNote,
  teeTimeCalendarLink,
  teeTimesPageLink,
} from '@teewatch/shared';
import type { Config } from '../../../config';
import {
  type AlertEmailSlot,
  MAX_LISTED_SLOTS,
  type PairedEmailTime,
} from '../../../email/alert-email-words';
import { forecastKey } from '../../../lib/course-forecast';
import { type UsuallyGone, usuallyGoneKey } from '../../../lib/opening-speed';
import type { HeldBy } from '../../delivery-rules';

// What an alert email says, fixed at its claim (email-claim.queries.ts) so every re-send says the same.

/** A listed time; a pair's second time (decision 0205) carries its slot too, for its Book link and re-checks. */
export type ClaimedSlot = AlertEmailSlot & {
  slotId: number;
  pairedWith?: PairedEmailTime & { slotId: number };
};

/** What one email says, fixed when it is claimed and stored on its notifications row (email_content). */
export type ClaimedEmail = {
  isFirst: boolean;
  /** Listed slots, at most MAX_LISTED_SLOTS, in date, time and course order. */
  slots: ClaimedSlot[];
  /** Claimed matches beyond the listed ones, behind `moreUrl` (the tee-times page). */
  moreCount: number;
  moreUrl: string;
  startHour: number;
  endHour: number;
  numberOfPlayers: number;
  /** ISO: when the request ends. */
  expiresAt: string;
  /** ISO: the Date header, kept by every re-send. */
  date: string;
  /** The digest after the golfer's quiet hours or mute (decision 0133); absent otherwise. */
  heldBy?: HeldBy;
  /** The time the golfer holds, for an upgrade watch (decision 0195); absent otherwise. */
  holding?: HeldTimeNote;
};

/** A claimed opening of one slot, with what the email needs to list it. */
export type PendingMatch = ClaimedSlot & { openingId: number; courseId: number; matchedAt: Date };

/** One line per slot (several openings of one slot are one time), soonest first, the first 20 listed. */
export function describeEmail(
  config: Config,
  input: {
    request: {
      start_hour: number;
      end_hour: number;
      number_of_players: number;
      expires_at: Date | string;
      held_note?: HeldTimeNote | null;
    };
    slots: PendingMatch[];
    isFirst: boolean;
    date: Date;
    heldBy: HeldBy | null;
    /** "Usually gone within" figures by usuallyGoneKey (decision 0201); a time without one has none. */
    usuallyGone?: Map<string, UsuallyGone>;
    /** The forecast of each time by forecastKey (decision 0320); a time without one says nothing of weather. */
    forecasts?: Map<string, ForecastHour>;
  },
): ClaimedEmail {
  const bySlot = new Map<string, PendingMatch>();
  for (const slot of input.slots) bySlot.set(`${slot.slotId}|${slot.pairedWith?.slotId ?? ''}`, slot);
  const ordered = [...bySlot.values()].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.time.localeCompare(b.time) ||
      a.courseName.localeCompare(b.courseName),
  );
  const listed = ordered.slice(0, MAX_LISTED_SLOTS);
  const rest = ordered.slice(MAX_LISTED_SLOTS);
  const window = {
    startHour: Number(input.request.start_hour),
    endHour: Number(input.request.end_hour),
    numberOfPlayers: Number(input.request.number_of_players),
  };
  const firstDate = rest[0]?.date ?? listed[0]!.date;
  return {
    isFirst: input.isFirst,
    slots: listed.map(({ openingId: _opening, matchedAt: _matched, courseId, ...slot }) => {
      const usuallyGone = input.usuallyGone?.get(usuallyGoneKey(courseId, slot.time))?.words;
      const forecast = input.forecasts?.get(forecastKey(courseId, slot.date, slot.time));
      return {
        ...slot,
        calendarUrl: `${config.publicUrl}${teeTimeCalendarLink({ courseId, ...slot })}`,
        ...(usuallyGone ? { usuallyGone } : {}),
        ...(forecast ? { forecast: forecastSummary(forecast) } : {}),
      };
    }),
    moreCount: rest.length,
    moreUrl: `${config.publicUrl}${teeTimesPageLink({
      date: firstDate,
      courseIds: [...new Set(ordered.filter((slot) => slot.date === firstDate).map((slot) => slot.courseId))],
      ...window,
    })}`,
    ...window,
    expiresAt: new Date(input.request.expires_at).toISOString(),
    date: input.date.toISOString(),
    ...(input.heldBy ? { heldBy: input.heldBy } : {}),
    ...(input.request.held_note ? { holding: input.request.held_note } : {}),
  };
}

/** Derived from the request and its claimed openings: the same claim always carries the same id. */
export function alertMessageId(config: Config, requestId: number, openingIds: number[]): string {
  const digest = createHash('sha256')
    .update(`${requestId}:${openingIds.join(',')}`)
    .digest('hex');
  const host = new URL(config.publicUrl).hostname || 'teewatch';
  return `<alert-${requestId}-${digest.slice(0, 24)}@${host}>`;
}
