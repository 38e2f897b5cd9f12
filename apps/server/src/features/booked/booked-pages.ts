import { formatClockTime, formatDayLabel, heldRuleWords, pathTo } from '@teewatch/shared';
import { emailLinkPage, escapeHtml } from '../../http/email-link-pages';
import type { BookedLinkState, BookedOutcome } from './booked.service';
import type { AlertedTime, HoldOutcome } from './hold-for-better';

// The "I booked it" pages. The GET page only offers the choice (mail scanners follow links); each
// button POSTs to the same route, which acts.

const MANAGE = `<p><a href="${pathTo('dashboard')}">Manage your waitlist</a></p>`;

function action(
  token: string,
  options: { date?: string; scope: 'date' | 'request' | 'better'; opening?: number; better?: string },
): string {
  const query = new URLSearchParams({ token, scope: options.scope });
  if (options.date) query.set('date', options.date);
  if (options.opening) query.set('opening', String(options.opening));
  if (options.better) query.set('better', options.better);
  return `/api/booked?${query.toString()}`;
}

/** The most alerted times the page offers to hold; older ones are on the edit page's held-time section. */
const MAX_OFFERED_TIMES = 12;

/**
 * "Keep watching for something better?" (decision 0195): one line per time the request alerted on the
 * date (or on any date), each with its two rules as buttons, so the page needs no script.
 */
function keepWatchingSection(token: string, date: string | undefined, alerted: readonly AlertedTime[]) {
  if (alerted.length === 0) return '';
  const rows = alerted.slice(0, MAX_OFFERED_TIMES).map((time) => {
    const label = `${formatClockTime(time.time)} on ${formatDayLabel(time.date)} at ${time.courseName}`;
    const button = (better: 'earlier' | 'later') =>
      form(
        action(token, { date, scope: 'better', opening: time.openingId, better }),
        `Booked ${formatClockTime(time.time)}: watch for ${heldRuleWords(better)}`,
        true,
      );
    return `<li>${escapeHtml(label)}${button('earlier')}${button('later')}</li>`;
  });
  return `<h2>Keep watching for something better?</h2>
<p>Tell us which time you booked: Teewatch keeps watching and alerts you only for a time that beats it.</p>
<ul>${rows.join('')}</ul>`;
}

function form(url: string, label: string, secondary = false): string {
  return `<form method="post" action="${escapeHtml(url)}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button></form>`;
}

function dayList(dates: readonly string[]): string {
  return dates.map(formatDayLabel).join(', ');
}

export function bookedChoicePage(
  state: BookedLinkState & { token: string; alerted?: readonly AlertedTime[] },
): string {
  const request = `Waitlist Request #${state.requestId}`;
  if (!state.isWatching) {
    return emailLinkPage(
      'Alerts stopped',
      `<h1>Alerts are already stopped</h1><p>${request} sends no more alerts.</p>${MANAGE}`,
    );
  }
  const date = state.date;
  const parts = [`<h1>You booked a tee time?</h1>`];
  if (date && state.bookedDates.includes(date)) {
    parts.push(`<p>Alerts for ${escapeHtml(formatDayLabel(date))} are already stopped.</p>`);
  } else if (date) {
    const others = state.watchedDates.filter((day) => day !== date);
    parts.push(
      `<p>Teewatch will stop alerting ${request} about ${escapeHtml(formatDayLabel(date))}.${
        state.weekly
          ? ` It keeps watching ${escapeHtml(state.weekly)} every week.`
          : others.length > 0
            ? ` It keeps watching ${escapeHtml(dayList(others))}.`
            : ' That is its last date, so the request ends.'
      }</p>`,
      form(action(state.token, { date, scope: 'date' }), `Stop alerts for ${formatDayLabel(date)}`),
    );
  }
  parts.push(
    `<p>${date ? 'Or stop' : 'Stop'} every alert of ${request}${
      state.watchedDates.length > 0 ? ` (${escapeHtml(dayList(state.watchedDates))})` : ''
    }: the request ends.</p>`,
    form(action(state.token, { date, scope: 'request' }), 'Stop all alerts for this request', Boolean(date)),
    keepWatchingSection(state.token, date, state.alerted ?? []),
    MANAGE,
  );
  return emailLinkPage('I booked it', parts.join('\n'));
}

export function bookedDonePage(outcome: BookedOutcome | HoldOutcome, token?: string): string {
  const request = `Waitlist Request #${outcome.requestId}`;
  if (outcome.kind === 'holding') {
    const { held } = outcome;
    return emailLinkPage(
      'Watching for something better',
      `<h1>Watching for something better</h1><p>${request} holds ${escapeHtml(
        `${formatClockTime(held.time)} on ${formatDayLabel(held.date)} at ${held.courseName}`,
      )} and alerts you only for ${escapeHtml(heldRuleWords(outcome.better))}. If you take a new time, release the old booking on the course's site.</p>${MANAGE}`,
    );
  }
  if (outcome.kind === 'date-stopped' && outcome.weekly) return weeklyKeptPage(outcome, token);
  if (outcome.kind === 'date-stopped') {
    return emailLinkPage(
      'Alerts stopped for that date',
      `<h1>Enjoy your round</h1><p>No more alerts for ${escapeHtml(formatDayLabel(outcome.date))}. ${request} keeps watching ${escapeHtml(dayList(outcome.watchedDates))}.</p>${MANAGE}`,
    );
  }
  if (outcome.kind === 'request-ended') {
    return emailLinkPage(
      'Request ended',
      `<h1>Enjoy your round</h1><p>${request} has ended and sends no more alerts.${
        outcome.group
          ? ' It was a group watch, so it has ended for everyone in your group, and each of them gets a note that you booked.'
          : ''
      }</p>${MANAGE}`,
    );
  }
  return emailLinkPage(
    'Alerts stopped',
    `<h1>Alerts are already stopped</h1><p>${request} sends no more alerts for that.</p>${MANAGE}`,
  );
}

/**
 * After "I booked it" for one date of a weekly rule (decision 0350): the date is no longer watched; the
 * page asks whether to keep the rule, whose end is one button (the request scope) away.
 */
function weeklyKeptPage(outcome: Extract<BookedOutcome, { kind: 'date-stopped' }>, token?: string): string {
  const request = `Waitlist Request #${outcome.requestId}`;
  const end = token ? form(action(token, { scope: 'request' }), 'End the weekly watch', true) : '';
  return emailLinkPage(
    'Alerts stopped for that date',
    `<h1>Enjoy your round</h1><p>No more alerts for ${escapeHtml(formatDayLabel(outcome.date))}.</p>
<h2>Keep watching ${escapeHtml(outcome.weekly ?? '')}?</h2>
<p>${request} keeps watching ${escapeHtml(outcome.weekly ?? '')} every week. Keep it, or end it now.</p>
<p><a href="${pathTo('dashboard')}">Keep the weekly watch</a></p>${end}`,
  );
}
