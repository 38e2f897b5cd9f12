import { pathTo } from '@teewatch/shared';
import { emailLinkPage, escapeHtml } from '../../http/email-link-pages';

// Self-contained pages behind the confirmation email's link: no SPA, no session, no inline script.

export function confirmPage(options: { email: string; token: string }): string {
  const action = `/api/contact-email/confirm?token=${encodeURIComponent(options.token)}`;
  return emailLinkPage(
    'Confirm alerts',
    `<h1>Send tee-time alerts to ${escapeHtml(options.email)}?</h1>
<p>Teewatch sends waitlist alerts to this address only after you confirm.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Send alerts here</button></form>`,
  );
}

export function confirmedPage(email: string): string {
  return emailLinkPage(
    'Address confirmed',
    `<h1>Address confirmed</h1><p>Tee-time alerts can now be sent to ${escapeHtml(email)}.</p>
<p><a href="${pathTo('dashboard')}">Go to the waitlist</a></p>`,
  );
}
