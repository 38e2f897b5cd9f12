import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error';
import { acceptUrlencodedForms, linkErrorPage, sendHtml } from '../../http/email-link-pages';
import { EMAIL_LINK_RATE_LIMIT } from '../../http/link-rate-limit';
import { readUnsubscribeToken, unsubscribeMonitoringRequest } from './unsubscribe.service';
import { confirmationPage, donePage } from './unsubscribe-pages';

const TokenQuerySchema = z.object({ token: z.string().max(300).optional() });

/**
 * One-click unsubscribe (RFC 8058) and the pages behind the email's links. `GET` never changes
 * anything (mail scanners follow links); it shows a button that POSTs. `POST` stops the request at
 * once — mail clients send it with the body `List-Unsubscribe=One-Click`.
 */
export async function unsubscribeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;

  // The form post and RFC 8058's one-click post are urlencoded; nothing in the body is needed.
  acceptUrlencodedForms(app);

  app.get(
    '/api/unsubscribe',
    {
      config: EMAIL_LINK_RATE_LIMIT,
      schema: { tags: ['alerts'], summary: 'Unsubscribe confirmation page', querystring: TokenQuerySchema },
    },
    async (request, reply) => {
      try {
        const found = await readUnsubscribeToken({
          db,
          secret: config.authSecret,
          token: request.query.token,
        });
        return sendHtml(reply, 200, confirmationPage({ ...found, token: request.query.token! }));
      } catch (error) {
        if (error instanceof AppError) return sendHtml(reply, error.status, linkErrorPage(error.message));
        throw error;
      }
    },
  );

  app.post(
    '/api/unsubscribe',
    {
      config: EMAIL_LINK_RATE_LIMIT,
      schema: {
        tags: ['alerts'],
        summary: 'Stop a monitoring request (one-click)',
        querystring: TokenQuerySchema,
      },
    },
    async (request, reply) => {
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      try {
        const done = await unsubscribeMonitoringRequest({
          db,
          secret: config.authSecret,
          token: request.query.token,
        });
        if (wantsHtml) return sendHtml(reply, 200, donePage(done));
        return reply.send({ success: true, data: { requestId: done.requestId, isActive: false } });
      } catch (error) {
        if (error instanceof AppError && wantsHtml)
          return sendHtml(reply, error.status, linkErrorPage(error.message));
        throw error;
      }
    },
  );
}
