import { DEFAULT_BOOKING_URL, vancouverMinutesNow, vancouverToday } from '@teewatch/shared';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { stillOpenLinkUrl, verifyStillOpenToken } from '../../email/still-open-link';
import { badRequest } from '../../http/app-error';
import { type LinkedSlot, type OtherTime, selectLinkedSlot, selectOtherTimes } from './still-open.queries';

// "Still open?" (issue 28, item 2; decision 0132): a Book link from an email or a push names one slot of
// one request. Open and still right for the request → straight on to the course's booking page; gone →
// what happened and the request's other times that fit now. The mirror answers, as its last read left
// it: the golfer never waits on an upstream read here.

export const INVALID_STILL_OPEN_LINK = 'This link is invalid or has been altered';
export const REQUEST_ENDED = 'This link has expired: the waitlist request it belongs to has ended.';
export const TEE_TIME_PASSED = 'This link has expired: the tee time has passed.';

/** The other time's own "Still open?" link beside its words. */
export type OtherTimeLink = OtherTime & { url: string };

export type StillOpenAnswer =
  | { kind: 'open'; bookingUrl: string }
  | {
      kind: 'gone';
      slot: LinkedSlot;
      others: OtherTimeLink[];
      now: Date;
    };

const refused = (message: string) => badRequest(message, [{ field: 'token', message }]);

/** The tee time (Vancouver wall clock) is now or behind us. */
function hasPassed(slot: { date: string; time: string }, now: Date): boolean {
  const today = vancouverToday(now);
  if (slot.date !== today) return slot.date < today;
  const [hours, minutes] = slot.time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes <= vancouverMinutesNow(now);
}

/** Only a web address is followed: anything else stored as a booking URL sends the golfer to the default. */
function safeBookingUrl(url: string | null): string {
  return url && /^https?:\/\//i.test(url) ? url : DEFAULT_BOOKING_URL;
}

export async function answerStillOpenLink(options: {
  db: Executor;
  config: Config;
  token: string | undefined;
  now: Date;
}): Promise<StillOpenAnswer> {
  const { db, config, now } = options;
  const link = options.token
    ? verifyStillOpenToken({
        secret: config.authSecret,
        previousSecret: config.previousAuthSecret,
        token: options.token,
      })
    : undefined;
  if (!link) throw refused(INVALID_STILL_OPEN_LINK);
  const slot = await selectLinkedSlot(db, link, now);
  // A deleted request (or a slot pruned with its past date) leaves nothing to answer for.
  if (!slot) throw refused(INVALID_STILL_OPEN_LINK);
  if (slot.expiresAt <= now) throw refused(REQUEST_ENDED);
  if (hasPassed(slot, now)) throw refused(TEE_TIME_PASSED);
  if (slot.fits) return { kind: 'open', bookingUrl: safeBookingUrl(slot.bookingUrl) };
  const others = await selectOtherTimes({
    db,
    config,
    requestId: link.requestId,
    exceptSlotId: link.slotId,
    now,
  });
  return {
    kind: 'gone',
    slot,
    others: others.map((other) => ({
      ...other,
      url: stillOpenLinkUrl({ config, requestId: link.requestId, slotId: other.slotId }),
    })),
    now,
  };
}
