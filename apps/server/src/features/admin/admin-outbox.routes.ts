import {
  OUTBOX_LIST_LIMIT,
  OutboxIdParamSchema,
  OutboxListSchema,
  OutboxMessageSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutboxTexts } from '../../delivery';
import { listOutbox, readOutboxMessage } from '../../email/outbox';
import { notFound } from '../../http/app-error';
import { escapeHtml } from '../../http/email-link-pages';
import { ANSWERS_NOT_FOUND, adminRoute } from './admin-route';

const MESSAGE_NOT_FOUND = 'Message not found';

/**
 * The rendered email runs nothing and reaches nothing: no script, no fetch, no form, no plugin; it may
 * show inline styles and https images, be framed only by our own console, and (sandboxed as a unique
 * origin) open links in the top window or a new one, and only on a click.
 */
const MESSAGE_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src https: data:',
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
  'sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation',
].join('; ');

/**
 * Links in the message open in the console's window (the top one), not inside the frame nor in a new
 * tab: React Email gives its buttons target="_blank", so each link's own target gives way to the base's.
 */
function withTopTarget(stored: string): string {
  const html = stored.replace(/<a\b[^>]*>/gi, (tag) =>
    tag.replace(/\starget\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi, ''),
  );
  const base = '<base target="_top">';
  return /<head(\s[^>]*)?>/i.test(html)
    ? html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${base}`)
    : base + html;
}

/**
 * The admin console's Outbox (issue 26): the emails sendEmail wrote to DATA_DIR/outbox because SMTP_URL
 * is unset, and the texts sendSms wrote to DATA_DIR/sms-outbox because no Twilio account is set (issue 36), so a demo can be followed through sign-up → confirm → alert in a browser alone. Inside the
 * admin scope (admin.routes.ts), whose hook answers 401 without a session and 403 for a golfer. With
 * SMTP set nothing is kept here: the list says so and is empty.
 */
export async function adminOutboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = app.ctx;
  const usesSmtp = Boolean(config.smtpUrl);

  async function emails() {
    if (usesSmtp) return { transport: 'smtp' as const, messages: [], total: 0 };
    const { messages, total } = await listOutbox(config, OUTBOX_LIST_LIMIT);
    return {
      transport: 'outbox' as const,
      messages: messages.map((message) => ({ ...message, date: message.date.toISOString() })),
      total,
    };
  }

  async function texts() {
    if (config.sms.twilio) return { textTransport: 'twilio' as const, texts: [], textsTotal: 0 };
    const { texts, total } = await listOutboxTexts(config, OUTBOX_LIST_LIMIT);
    return {
      textTransport: 'outbox' as const,
      texts: texts.map((text) => ({ ...text, date: text.date.toISOString() })),
      textsTotal: total,
    };
  }

  async function messageOrNotFound(id: string) {
    const message = usesSmtp ? undefined : await readOutboxMessage(config, id);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    return message;
  }

  app.get(
    '/api/admin/outbox',
    adminRoute(
      'Emails (SMTP_URL unset) and texts (no Twilio account) kept in the outbox, newest first',
      OutboxListSchema,
      {},
      async () => ({ ...(await emails()), ...(await texts()) }),
    ),
  );

  app.get(
    '/api/admin/outbox/:id',
    adminRoute(
      'One email in the outbox',
      OutboxMessageSchema,
      { params: OutboxIdParamSchema, ...ANSWERS_NOT_FOUND },
      async ({ params }) => {
        const { id, to, subject, date, text } = await messageOrNotFound(params.id);
        return {
          id,
          to,
          subject,
          date: date.toISOString(),
          text: text.slice(0, 200_000),
          htmlUrl: `/api/admin/outbox/${encodeURIComponent(id)}/html`,
        };
      },
    ),
  );

  app.get(
    '/api/admin/outbox/:id/html',
    {
      schema: {
        tags: ['admin'],
        summary: 'One email in the outbox as its HTML, sandboxed, for a frame in the console',
        params: OutboxIdParamSchema,
        response: {
          200: { content: { 'text/html': { schema: z.string().describe('The email as HTML') } } },
        },
        ...ANSWERS_NOT_FOUND,
      },
    },
    async (request, reply) => {
      const message = await messageOrNotFound(request.params.id);
      const html = message.html ?? `<pre style="white-space:pre-wrap">${escapeHtml(message.text)}</pre>`;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-security-policy', MESSAGE_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .header('cache-control', 'no-store')
        .send(withTopTarget(html));
    },
  );
}
