import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptsHtml, emailLinkRoutes } from '../../http/email-link-pages';
import { isEmailStopped, readStopEmailToken, stopAllEmail } from './stop-email.service';
import { readUnsubscribeToken, unsubscribeMonitoringRequest } from './unsubscribe.service';
import { confirmationPage, donePage, stopEmailDonePage, stopEmailPage } from './unsubscribe-pages';

const TokenQuerySchema = z.object({ token: z.string().max(300).optional() });
/** A stop-email token carries the address (up to 254 characters) in base64url. */
const StopTokenQuerySchema = z.object({ token: z.string().max(600).optional() });

/**
 * One-click unsubscribe (RFC 8058) and the pages behind the email's links. `GET` never changes
 * anything (mail scanners follow links); it shows a button that POSTs. `POST` stops the request at
 * once — mail clients send it with the body `List-Unsubscribe=One-Click`.
 */
export async function unsubscribeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, clock } = app.ctx;
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

  // Every email's "Stop all email" link and the one-click List-Unsubscribe of every non-transactional
  // one (decision 0250): the mail provider POSTs from its own origin, without cookies.
  emailLinkRoutes(app, {
    url: '/api/stop-email',
    querystring: StopTokenQuerySchema,
    show: {
      summary: 'Stop all email confirmation page',
      page: async ({ token }) => {
        const address = readStopEmailToken({ secret, token });
        return stopEmailPage({ address, isStopped: await isEmailStopped(db, address), token: token! });
      },
    },
    act: {
      summary: 'Stop all email to an address (one-click)',
      asPage: acceptsHtml,
      run: ({ token }) => stopAllEmail({ db, secret, token, now: clock() }),
      page: stopEmailDonePage,
      data: () => ({ isStopped: true }),
    },
  });
}
