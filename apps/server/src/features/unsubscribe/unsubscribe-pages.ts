import type { UnsubscribePurpose } from '../../email/unsubscribe-token';

// Small self-contained pages: the links in an email must work without the SPA or a session.

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Teewatch</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f7f4;color:#1f2a1f;margin:0;padding:48px 16px}
main{max-width:480px;margin:auto;background:#fff;padding:24px;border-radius:8px}
button{background:#2f7d32;color:#fff;border:0;border-radius:4px;padding:10px 16px;font-size:16px;cursor:pointer}
a{color:#2f7d32}</style></head>
<body><main>${body}</main></body></html>`;
}

export function confirmationPage(options: {
  requestId: number;
  purpose: UnsubscribePurpose;
  isActive: boolean;
  token: string;
}): string {
  const action = `/api/unsubscribe?token=${encodeURIComponent(options.token)}`;
  if (!options.isActive) {
    return page(
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
  return page(
    title,
    `<h1>${title}</h1><p>${text}</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">${button}</button></form>`,
  );
}

export function donePage(options: { requestId: number; purpose: UnsubscribePurpose }): string {
  const heading = options.purpose === 'pause' ? 'Alerts paused' : 'You are unsubscribed';
  return page(
    heading,
    `<h1>${heading}</h1><p>Waitlist Request #${options.requestId} sends no more alerts.</p>
<p><a href="/dashboard">Manage your waitlist</a></p>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'Link not valid',
    `<h1>Link not valid</h1><p>${escapeHtml(message)}</p><p><a href="/">Teewatch</a></p>`,
  );
}
