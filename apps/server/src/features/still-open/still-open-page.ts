import { formatClockTime, formatDayLabel, pathTo } from '@teewatch/shared';
import { emailLinkPage, escapeHtml } from '../../http/email-link-pages';
import type { LinkedSlot } from './still-open.queries';
import type { OtherTimeLink } from './still-open.service';

// The page a Book link opens when its time is no longer there for the golfer: what happened, how old
// that news is, and the request's other times open now, each behind its own "Still open?" link.

/** "less than a minute", "1 minute", "4 minutes", "2 hours", "3 days": a span as a golfer says it. */
export function spanWords(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / 60_000);
  const unit = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
  if (minutes < 1) return 'less than a minute';
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return unit(hours, 'hour');
  return unit(Math.floor(hours / 24), 'day');
}

/** The page's heading: "This 7:10 AM was taken 4 minutes after it opened", or what is known. */
export function goneHeadline(slot: LinkedSlot): string {
  const time = formatClockTime(slot.time);
  if (slot.goneAt === null) {
    // Still on the sheet, but not for this party: fewer spots than players, or outside the slot's limits.
    const spots = slot.availableSpots === 1 ? '1 spot' : `${slot.availableSpots} spots`;
    return `This ${time} no longer fits your party: it has ${spots} left`;
  }
  if (slot.openedAt === null || slot.openedAt > slot.goneAt) return `This ${time} has been taken`;
  return `This ${time} was taken ${spanWords(slot.goneAt.getTime() - slot.openedAt.getTime())} after it opened`;
}

/** "Teewatch checked Fraserview's tee sheet 2 minutes ago." */
export function checkedWords(slot: LinkedSlot, now: Date): string {
  if (slot.checkedAt === null) return `Teewatch has not read this tee sheet yet.`;
  const age = now.getTime() - slot.checkedAt.getTime();
  return `Teewatch checked this tee sheet ${age < 60_000 ? 'less than a minute' : spanWords(age)} ago.`;
}

function otherTimeItem(other: OtherTimeLink): string {
  const spots = other.availableSpots === 1 ? '1 spot' : `${other.availableSpots} spots`;
  const price = other.price === null ? 'price not listed' : `$${other.price.toFixed(2)} per player`;
  const label = `${formatDayLabel(other.date)} at ${formatClockTime(other.time)}, ${other.courseName}`;
  return `<li><a href="${escapeHtml(other.url)}">${escapeHtml(label)}</a><br>${escapeHtml(
    `${other.holes} holes · ${spots} · ${price}`,
  )}</li>`;
}

export function stillOpenGonePage(input: { slot: LinkedSlot; others: OtherTimeLink[]; now: Date }): string {
  const { slot, others, now } = input;
  const headline = goneHeadline(slot);
  const where = `${slot.courseName}, ${formatDayLabel(slot.date)}`;
  const list =
    others.length > 0
      ? `<h2>Other times that fit your request now</h2><ul>${others.map(otherTimeItem).join('')}</ul>`
      : `<h2>No other times fit your request right now</h2><p>${escapeHtml(
          'Teewatch keeps watching and emails you when one opens.',
        )}</p>`;
  return emailLinkPage(
    headline,
    `<h1>${escapeHtml(headline)}</h1><p>${escapeHtml(where)}</p><p>${escapeHtml(checkedWords(slot, now))}</p>${list}<p><a href="${pathTo('dashboard')}">Manage your waitlist</a></p>`,
  );
}
