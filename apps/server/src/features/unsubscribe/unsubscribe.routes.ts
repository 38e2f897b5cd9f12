import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptsHtml,
  acceptUrlencodedForms,
  emailLinkRouteOptions,
  sendLinkAction,
  sendLinkPage,
} from '../../http/email-link-pages';
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
    emailLinkRouteOptions('Unsubscribe confirmation page', TokenQuerySchema),
    async (request, reply) =>
      sendLinkPage(reply, async () => {
        const found = await readUnsubscribeToken({
          db,
          secret: config.authSecret,
          token: request.query.token,
        });
        return confirmationPage({ ...found, token: request.query.token! });
      }),
  );

  app.post(
    '/api/unsubscribe',
    emailLinkRouteOptions('Stop a monitoring request (one-click)', TokenQuerySchema),
    async (request, reply) =>
      sendLinkAction(reply, {
        asPage: acceptsHtml(request),
        act: () =>
          unsubscribeMonitoringRequest({ db, secret: config.authSecret, token: request.query.token }),
        page: donePage,
        data: (done) => ({ requestId: done.requestId, isActive: false }),
      }),
  );
}
