import {
  AccountPhoneResultSchema,
  DeletedPhoneResultSchema,
  PhoneConfirmInputSchema,
  PhoneInputSchema,
} from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionRoute } from '../../http/session-route';
import {
  confirmPhoneCode,
  deleteAccountPhone,
  readAccountPhone,
  requestPhoneCode,
} from './phone-confirmation';

// The golfer's mobile number for text alerts (issue 36 item 3, decision 0171). Cross-site writes are
// refused by the cross-site guard before these run; a missing or unticked consent is a 400 naming it.

export async function phoneRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock, config } = app.ctx;

  app.get(
    '/api/account/phone',
    sessionRoute({
      tags: ['account'],
      summary: 'Your mobile number for text alerts and whether it is confirmed, or null',
      response: { 200: AccountPhoneResultSchema },
      handler: async ({ user }) => ({ success: true, data: await readAccountPhone(db, user.id, clock()) }),
    }),
  );

  app.put(
    '/api/account/phone',
    sessionRoute({
      tags: ['account'],
      summary: 'Add or change your mobile number: texts it a 6-digit code (consent must be true)',
      description:
        'The number is read as Canadian unless it starts with +, and kept as E.164. It receives alerts ' +
        'only once the code comes back (POST /api/account/phone/confirm), within 10 minutes and 5 tries. ' +
        'Codes are limited per account and per client address (429 with Retry-After).',
      body: PhoneInputSchema,
      response: { 200: AccountPhoneResultSchema },
      errors: [409, 429, 502],
      handler: async ({ user, body, request }) => ({
        success: true,
        data: await requestPhoneCode({
          db,
          config,
          userId: user.id,
          clientAddress: request.ip,
          typedPhone: body.phone,
          now: clock(),
        }),
      }),
    }),
  );

  app.post(
    '/api/account/phone/confirm',
    sessionRoute({
      tags: ['account'],
      summary: 'Confirm your mobile number with the code texted to it',
      body: PhoneConfirmInputSchema,
      response: { 200: AccountPhoneResultSchema },
      errors: [409],
      handler: async ({ user, body }) => ({
        success: true,
        data: await confirmPhoneCode({ db, config, userId: user.id, code: body.code, now: clock() }),
      }),
    }),
  );

  app.delete(
    '/api/account/phone',
    sessionRoute({
      tags: ['account'],
      summary: 'Remove your mobile number: no more texts',
      response: { 200: DeletedPhoneResultSchema },
      errors: [404],
      handler: async ({ user }) => {
        await deleteAccountPhone(db, user.id);
        return { success: true, data: { deleted: true as const } };
      },
    }),
  );
}
