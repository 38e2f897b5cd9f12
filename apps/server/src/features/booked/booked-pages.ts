import { formatDayLabel } from '@teewatch/shared';
import { emailLinkPage, escapeHtml } from '../../http/email-link-pages';
import type { BookedLinkState, BookedOutcome } from './booked.service';

// The "I booked it" pages. The GET page only offers the choice (mail scanners follow links); each
// button POSTs to the same route, which acts.

const MANAGE = '<p><a href="/dashboard">Manage your waitlist</a></p>';

function action(token: string, options: { date?: string; scope: 'date' | 'request' }): string {
  const query = new URLSearchParams({ token, scope: options.scope });
  if (options.date) query.set('date', options.date);
  return `/api/booked?${query.toString()}`;
}

function form(url: string, label: string, secondary = false): string {
  return `<form method="post" action="${escapeHtml(url)}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button></form>`;
}

function dayList(dates: readonly string[]): string {
  return dates.map(formatDayLabel).join(', ');
}

export function bookedChoicePage(state: BookedLinkState & { token: string }): string {
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
        others.length > 0
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
    MANAGE,
  );
  return emailLinkPage('I booked it', parts.join('\n'));
}

export function bookedDonePage(outcome: BookedOutcome): string {
  const request = `Waitlist Request #${outcome.requestId}`;
  if (outcome.kind === 'date-stopped') {
    return emailLinkPage(
      'Alerts stopped for that date',
      `<h1>Enjoy your round</h1><p>No more alerts for ${escapeHtml(formatDayLabel(outcome.date))}. ${request} keeps watching ${escapeHtml(dayList(outcome.watchedDates))}.</p>${MANAGE}`,
    );
  }
  if (outcome.kind === 'request-ended') {
    return emailLinkPage(
      'Request ended',
      `<h1>Enjoy your round</h1><p>${request} has ended and sends no more alerts.</p>${MANAGE}`,
    );
  }
  return emailLinkPage(
    'Alerts stopped',
    `<h1>Alerts are already stopped</h1><p>${request} sends no more alerts for that.</p>${MANAGE}`,
  );
}
