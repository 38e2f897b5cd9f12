import { pathTo } from '@teewatch/shared';
import type { UnsubscribePurpose } from '../../email/unsubscribe-token';
import { emailLinkPage, escapeHtml } from '../../http/email-link-pages';

// Small self-contained pages: the links in an email must work without the SPA or a session.

export function confirmationPage(options: {
  requestId: number;
  purpose: UnsubscribePurpose;
  isActive: boolean;
  token: string;
}): string {
  const action = `/api/unsubscribe?token=${encodeURIComponent(options.token)}`;
  if (!options.isActive) {
    return emailLinkPage(
      'Alerts stopped',
      `<h1>Alerts are already stopped</h1><p>Waitlist Request #${options.requestId} sends no more alerts.</p>
<p><a href="${pathTo('dashboard')}">Manage your waitlist</a></p>`,
    );
  }
  const [title, text, button] =
    options.purpose === 'pause'
      ? [
          'Pause alerts',
          `Pause alerts for Waitlist Request #${options.requestId}? You can reactivate it from your dashboard.`,
          'Pause alerts',
        ]
      : [
          'Unsubscribe',
          `Stop all alerts for Waitlist Request #${options.requestId}? Teewatch will stop watching these tee times.`,
          'Unsubscribe',
        ];
  return emailLinkPage(
    title,
    `<h1>${title}</h1><p>${text}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${button}</button></form>`,
  );
}

export function donePage(options: { requestId: number; purpose: UnsubscribePurpose }): string {
  const heading = options.purpose === 'pause' ? 'Alerts paused' : 'You are unsubscribed';
  return emailLinkPage(
    heading,
    `<h1>${heading}</h1><p>Waitlist Request #${options.requestId} sends no more alerts.</p>
<p><a href="${pathTo('dashboard')}">Manage your waitlist</a></p>`,
  );
}

/** The "Stop all email" link's page: one button; transactional mail (a password reset) still goes. */
export function stopEmailPage(options: { address: string; isStopped: boolean; token: string }): string {
  const address = escapeHtml(options.address);
  if (options.isStopped) return stopEmailDonePage(options);
  const action = `/api/stop-email?token=${encodeURIComponent(options.token)}`;
  return emailLinkPage(
    'Stop all email',
    `<h1>Stop all email</h1><p>Stop every alert, reminder and note Teewatch emails to ${address}?</p>
<p>Emails you ask for yourself, such as a password reset, still come.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Stop all email</button></form>`,
  );
}

export function stopEmailDonePage(options: { address: string }): string {
  return emailLinkPage(
    'Email stopped',
    `<h1>Email stopped</h1><p>Teewatch sends no more alerts, reminders or notes to ${escapeHtml(options.address)}.</p>
<p>You can start them again on your <a href="${pathTo('account')}">account page</a>.</p>`,
  );
}
