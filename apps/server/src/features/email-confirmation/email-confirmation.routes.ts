import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptUrlencodedForms,
  emailLinkRouteOptions,
  linkErrorPage,
  sendHtml,
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
  const { db, config, clock } = app.ctx;
  // The confirmation page's form posts urlencoded; nothing in the body is needed (the token is in the URL).
  acceptUrlencodedForms(app);

  app.get(
    '/api/contact-email/confirm',
    emailLinkRouteOptions('Contact address confirmation page', TokenQuerySchema),
    async (request, reply) => {
      const peek = peekContactEmailToken(config, request.query.token, clock());
      if (!peek.ok) return sendHtml(reply, 400, linkErrorPage(peek.message));
      return sendHtml(reply, 200, confirmPage({ email: peek.email, token: request.query.token! }));
    },
  );

  app.post(
    '/api/contact-email/confirm',
    emailLinkRouteOptions('Confirm a contact address for alerts', TokenQuerySchema),
    async (request, reply) => {
      const outcome = await confirmContactEmail({ db, config, token: request.query.token, clock });
      const wantsHtml = (request.headers.accept ?? '').includes('text/html');
      if (!outcome.ok) {
        if (wantsHtml) return sendHtml(reply, 400, linkErrorPage(outcome.message));
        return reply.status(400).send({ success: false, error: outcome.message });
      }
      if (wantsHtml) return sendHtml(reply, 200, confirmedPage(outcome.email));
      return reply.send({ success: true, data: { email: outcome.email, confirmed: true } });
    },
  );
}
