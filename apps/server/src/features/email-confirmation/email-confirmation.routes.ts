import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { acceptsHtml, emailLinkRoutes } from '../../http/email-link-pages';
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

  emailLinkRoutes(app, {
    url: '/api/contact-email/confirm',
    querystring: TokenQuerySchema,
    show: {
      summary: 'Contact address confirmation page',
      page: async ({ token }) =>
        confirmPage({ email: peekContactEmailToken(config, token, clock()).email, token: token! }),
    },
    act: {
      summary: 'Confirm a contact address for alerts',
      asPage: acceptsHtml,
      run: async ({ token }) => {
        const confirmed = await confirmContactEmail({ db, config, token, clock });
        await app.ctx.alerts.onEmailConfirmed({ userId: confirmed.userId });
        return confirmed;
      },
      page: ({ email }) => confirmedPage(email),
      data: ({ email }) => ({ email, confirmed: true }),
    },
  });
}
