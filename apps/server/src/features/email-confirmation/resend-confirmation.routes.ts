import { MonitoringRequestIdParamSchema, ResendConfirmationResultSchema } from '@teewatch/shared';
import { fromNodeHeaders } from 'better-auth/node';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { rowsOf } from '../../db/rows-of';
import { notFound } from '../../http/app-error';
import { sessionRoute } from '../../http/session-route';
import { requestContactEmailConfirmation } from './contact-email-confirmation';
import { takeResendAllowance } from './resend-allowance';

/** The waitlist's words for an id that is not the caller's (monitoring-requests.service.ts). */
const REQUEST_NOT_FOUND_MESSAGE = 'Monitoring request not found';

const SENT = { success: true as const, data: { status: 'sent' as const } };

/**
 * "Resend" for the confirmation banner (the account's address) and for a request card (its contact
 * address). Both answer "sent" whatever happened (already confirmed, over a limit, SMTP down), so the
 * answer tells a caller nothing; the limits are per account and per client address (resend-allowance.ts).
 * Ids are parsed after `requireUser` (sessionRoute), so a caller without a session gets the spec's 401
 * whatever it sent.
 */
export async function resendConfirmationRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, config, clock } = app.ctx;

  /** better-auth sends the link for the session's own address (its sendVerificationEmail endpoint). */
  async function resendAccountLink(request: FastifyRequest, email: string): Promise<void> {
    try {
      await app.ctx.auth.api.sendVerificationEmail({
        body: { email },
        headers: fromNodeHeaders(request.headers),
      });
    } catch (error) {
      // EMAIL_ALREADY_VERIFIED (confirmed in another tab) needs no email and no different answer.
      request.log.info({ reason: error instanceof Error ? error.message : String(error) }, 'no resend');
    }
  }

  app.post(
    '/api/users/me/email-confirmation',
    sessionRoute({
      tags: ['users'],
      summary: "Send the account address's confirmation email again",
      response: { 200: ResendConfirmationResultSchema },
      handler: async ({ user, request }) => {
        if (await takeResendAllowance({ db, clock, userId: user.id, clientAddress: request.ip })) {
          await resendAccountLink(request, user.email);
        }
        return SENT;
      },
    }),
  );

  app.post(
    '/api/users/me/monitoring-requests/:id/contact-email-confirmation',
    sessionRoute({
      tags: ['monitoring-requests'],
      summary: "Send the confirmation email for a request's contact address again",
      // As the request routes declare it (monitoring-requests.routes.ts): a bad id answers 400 with the
      // id's own message in validationErrors.
      params: MonitoringRequestIdParamSchema,
      topLevel: true,
      response: { 200: ResendConfirmationResultSchema },
      errors: [404],
      handler: async ({ user, params, request }) => {
        const [owned] = rowsOf<{ contact_email: string }>(
          await db.execute(sql`select contact_email from monitoring_requests
            where id = ${params.id} and user_id = ${user.id}`),
        );
        if (!owned) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
        if (await takeResendAllowance({ db, clock, userId: user.id, clientAddress: request.ip })) {
          if (owned.contact_email.toLowerCase() === user.email.toLowerCase()) {
            await resendAccountLink(request, user.email);
          } else {
            await requestContactEmailConfirmation({
              db,
              config,
              clock,
              userId: user.id,
              contactEmail: owned.contact_email,
              log: request.log,
              isResend: true,
            });
          }
        }
        return SENT;
      },
    }),
  );
}
