import type { UnsubscribePurpose } from '../../email/unsubscribe-token';

import { escapeHtml, linkErrorPage, linkPage } from '../../http/link-page';

export function confirmationPage(options: {
  requestId: number;
  purpose: UnsubscribePurpose;
  isActive: boolean;
  token: string;
}): string {
  const action = `/api/unsubscribe?token=${encodeURIComponent(options.token)}`;
  if (!options.isActive) {
    return linkPage(
      'Alerts stopped',
      `<h1>Alerts are already stopped</h1><p>Waitlist Request #${options.requestId} sends no more alerts.</p>
<p><a href="/dashboard">Manage your waitlist</a></p>`,
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
  return linkPage(
    title,
    `<h1>${title}</h1><p>${text}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${button}</button></form>`,
  );
}

export function donePage(options: { requestId: number; purpose: UnsubscribePurpose }): string {
  const heading = options.purpose === 'pause' ? 'Alerts paused' : 'You are unsubscribed';
  return linkPage(
    heading,
    `<h1>${heading}</h1><p>Waitlist Request #${options.requestId} sends no more alerts.</p>
<p><a href="/dashboard">Manage your waitlist</a></p>`,
  );
}

/** The shared "Link not valid" page (http/link-page.ts). */
export const errorPage = linkErrorPage;
