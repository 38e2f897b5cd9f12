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
import { confirmContactEmail, peekContactEmailToken } from './contact-email-confirmation';
import { confirmedPage, confirmPage } from './email-confirmation-pages';

const TokenQuerySchema = z.object({ token: z.string().max(1000).optional() });

/**
 * The link in a contact-address confirmation email. `GET` changes nothing (mail scanners follow
 * links) and shows a button; its `POST` records the confirmation. Both work without a session: the
 * person confirming is the reader of that mailbox, not necessarily the account holder.
 */
export async function emailConfirmationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config } = app.ctx;
  // The confirmation page's form posts urlencoded; nothing in the body is needed (the token is in the URL).
  acceptUrlencodedForms(app);

  app.get(
    '/api/contact-email/confirm',
    emailLinkRouteOptions('Contact address confirmation page', TokenQuerySchema),
    async (request, reply) =>
      sendLinkPage(reply, async () => {
        const { email } = peekContactEmailToken(config, request.query.token);
        return confirmPage({ email, token: request.query.token! });
      }),
  );

  app.post(
    '/api/contact-email/confirm',
    emailLinkRouteOptions('Confirm a contact address for alerts', TokenQuerySchema),
    async (request, reply) =>
      sendLinkAction(reply, {
        asPage: acceptsHtml(request),
        act: () => confirmContactEmail({ db, config, token: request.query.token }),
        page: ({ email }) => confirmedPage(email),
        data: ({ email }) => ({ email, confirmed: true }),
      }),
  );
}
