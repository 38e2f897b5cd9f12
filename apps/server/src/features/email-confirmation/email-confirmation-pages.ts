// Self-contained pages behind the confirmation email's link: no SPA, no session, no inline script.

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

export function confirmPage(options: { email: string; token: string }): string {
  const action = `/api/contact-email/confirm?token=${encodeURIComponent(options.token)}`;
  return page(
    'Confirm alerts',
    `<h1>Send tee-time alerts to ${escapeHtml(options.email)}?</h1>
<p>Teewatch sends waitlist alerts to this address only after you confirm.</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Send alerts here</button></form>`,
  );
}

export function confirmedPage(email: string): string {
  return page(
    'Address confirmed',
    `<h1>Address confirmed</h1><p>Tee-time alerts can now be sent to ${escapeHtml(email)}.</p>
<p><a href="/dashboard">Go to the waitlist</a></p>`,
  );
}

export function linkErrorPage(message: string): string {
  return page(
    'Link not valid',
    `<h1>Link not valid</h1><p>${escapeHtml(message)}</p><p><a href="/">Teewatch</a></p>`,
  );
}
