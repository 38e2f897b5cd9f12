import { envelopeSchema, pathTo } from '@teewatch/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from './app-error';
import { EMAIL_LINK_RATE_LIMIT } from './link-rate-limit';
import type { ZodApp } from './zod-app';

// The small server-rendered pages behind the links in an email (confirm an address, unsubscribe, "I booked it"):
// they must work without the SPA or a session, so each is one self-contained HTML document with no
// script (the CSP allows none inline). One shell, one escape, one way to send them, and one way to
// refuse a link: services throw an AppError, and emailLinkRoutes turns it into the "Link not valid" page.

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A whole page: `title` is escaped here; `body` is HTML the caller built with escapeHtml. */
export function emailLinkPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · Teewatch</title>
<style>body{font-family:system-ui,sans-serif;background:#f4f7f4;color:#1f2a1f;margin:0;padding:48px 16px}
main{max-width:480px;margin:auto;background:#fff;padding:24px;border-radius:8px}
form{margin:12px 0}
li{margin:12px 0;line-height:1.5}
button{background:#2f7d32;color:#fff;border:0;border-radius:4px;padding:10px 16px;font-size:16px;cursor:pointer}
button.secondary{background:#fff;color:#1f5a22;border:2px solid #2f7d32}
a{color:#2f7d32}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The page for a bad, expired or tampered link. */
function linkErrorPage(message: string): string {
  return emailLinkPage(
    'Link not valid',
    `<h1>Link not valid</h1><p>${escapeHtml(message)}</p><p><a href="${pathTo('home')}">Teewatch</a></p>`,
  );
}

/** A page answer that no cache keeps (it may show an address or a request's state). */
function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/**
 * Sends the page `render` builds; a link the service refuses (an AppError: bad, expired or tampered
 * token) gets the "Link not valid" page with that error's status instead.
 */
async function sendLinkPage(reply: FastifyReply, render: () => Promise<string>) {
  try {
    return sendHtml(reply, 200, await render());
  } catch (error) {
    if (error instanceof AppError) return sendHtml(reply, error.status, linkErrorPage(error.message));
    throw error;
  }
}

/**
 * A link that either sends the golfer on (`redirect`: 302 to that address, never cached) or shows a page;
 * a refused link (an AppError) gets the "Link not valid" page with that error's status.
 */
export async function sendLinkAnswer(
  reply: FastifyReply,
  answer: () => Promise<{ redirect: string } | { page: string }>,
) {
  try {
    const result = await answer();
    if ('redirect' in result) return reply.header('cache-control', 'no-store').redirect(result.redirect, 302);
    return sendHtml(reply, 200, result.page);
  } catch (error) {
    if (error instanceof AppError) return sendHtml(reply, error.status, linkErrorPage(error.message));
    throw error;
  }
}

/** The request says it takes HTML (a browser submitting our page's form). */
export function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** The page an email link opens, and what its action answers a client that asked for JSON. */
export const LINK_PAGE = { schema: z.string().describe('A self-contained HTML page') };
const DONE = { schema: envelopeSchema(z.record(z.string(), z.unknown())) };

/** One link in an email: its URL and query, the page it opens, and what that page's button does. */
export type EmailLink<Q extends z.ZodType, Done> = {
  url: string;
  querystring: Q;
  /** `GET`: the page the link opens. It changes nothing: mail scanners follow links. */
  show: { summary: string; page: (query: z.output<Q>) => Promise<string> };
  /**
   * `POST`: done once, then answered with `page` for a browser (`asPage`) or `{ success: true, data }`
   * for any other client (a mail client's one-click post, a script).
   */
  act: {
    summary: string;
    asPage: (request: FastifyRequest) => boolean;
    run: (query: z.output<Q>) => Promise<Done>;
    /** The link's query too: a page may offer a next step on the same link (a weekly rule's end). */
    page: (done: Done, query: z.output<Q>) => string;
    data: (done: Done) => unknown;
  };
};

/**
 * The two routes behind a link in an email, in the email links' shared rate limit and among the alerts
 * in the API docs. A refused link (an AppError from `page` or `run`) gets the "Link not valid" page, or,
 * for a client that asked for JSON, the error handler's envelope. The page's form (and RFC 8058's
 * one-click unsubscribe) posts urlencoded; nothing in the body is needed, since the token is in the URL.
 */
export function emailLinkRoutes<Q extends z.ZodType, Done>(app: ZodApp, link: EmailLink<Q, Done>): void {
  const options = (summary: string, answer: Record<string, { schema: z.ZodType }>) => ({
    config: EMAIL_LINK_RATE_LIMIT,
    schema: {
      tags: ['alerts'],
      summary,
      querystring: link.querystring,
      response: { 200: { content: answer } },
    },
  });
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
  }
  app.get(link.url, options(link.show.summary, { 'text/html': LINK_PAGE }), async (request, reply) =>
    sendLinkPage(reply, () => link.show.page(request.query as z.output<Q>)),
  );
  app.post(
    link.url,
    options(link.act.summary, { 'text/html': LINK_PAGE, 'application/json': DONE }),
    async (request, reply) => {
      const run = () => link.act.run(request.query as z.output<Q>);
      if (link.act.asPage(request))
        return sendLinkPage(reply, async () => link.act.page(await run(), request.query as z.output<Q>));
      return reply.send({ success: true, data: link.act.data(await run()) });
    },
  );
}
