import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptsHtml, emailLinkRoutes } from '../../http/email-link-pages';
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
  const secret = config.authSecret;
  const previousSecret = config.previousAuthSecret;

  emailLinkRoutes(app, {
    url: '/api/unsubscribe',
    querystring: TokenQuerySchema,
    show: {
      summary: 'Unsubscribe confirmation page',
      page: async ({ token }) =>
        confirmationPage({
          ...(await readUnsubscribeToken({ db, secret, previousSecret, token })),
          token: token!,
        }),
    },
    act: {
      summary: 'Stop a monitoring request (one-click)',
      asPage: acceptsHtml,
      run: ({ token }) => unsubscribeMonitoringRequest({ db, secret, previousSecret, token }),
      page: donePage,
      data: (done) => ({ requestId: done.requestId, isActive: false }),
    },
  });
}
