import type { FastifyReply } from 'fastify';

// Small self-contained pages behind the links in emails (unsubscribe, "I booked it"): they must work
// without the SPA or a session, and pass the CSP (no script; the inline <style> is allowed).

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** `body` is HTML the caller built with escapeHtml; `title` is escaped here. */
export function linkPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Teewatch</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f7f4;color:#1f2a1f;margin:0;padding:48px 16px}
main{max-width:480px;margin:auto;background:#fff;padding:24px;border-radius:8px}
form{margin:12px 0}
button{background:#2f7d32;color:#fff;border:0;border-radius:4px;padding:10px 16px;font-size:16px;cursor:pointer}
button.secondary{background:#fff;color:#1f5a22;border:2px solid #2f7d32}
a{color:#2f7d32}</style></head>
<body><main>${body}</main></body></html>`;
}

export function linkErrorPage(message: string): string {
  return linkPage(
    'Link not valid',
    `<h1>Link not valid</h1><p>${escapeHtml(message)}</p><p><a href="/">Teewatch</a></p>`,
  );
}

export function sendLinkPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}
