import {
  AccountExportSchema,
  DELETE_ACCOUNT_EMAIL_MISMATCH,
  DeleteAccountInputSchema,
  DeletedAccountResultSchema,
} from '@teewatch/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers, parsedInHandler } from '../../http/api-document';
import { AppError, badRequest } from '../../http/app-error';
import { requireUser } from '../../http/guards';
import { takeAllowance } from '../../lib/rate-counter';
import { eraseAccount } from './account-deletion';
import { buildAccountExport } from './account-export';

/** Per account: a download or a deletion is rare; a script repeating them is not. */
export const ACCOUNT_DATA_CALLS_PER_MINUTE = 10;
const WINDOW_MS = 60_000;
/** Per client address: the link limiter's budget (LINK_RATE_LIMIT_PER_MINUTE), a group of its own. */
const PER_ADDRESS = { rateLimit: { groupId: 'account-data' } };

export async function accountRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db, clock, auth } = app.ctx;

  /** The signed-in user, after their account's share of the limit. */
  async function limitedUser(request: FastifyRequest) {
    const user = await requireUser(request);
    const { isOver, minutesToWait, secondsToWait } = await takeAllowance({
      db,
      now: clock(),
      key: `account-data|${user.id}`,
      limit: ACCOUNT_DATA_CALLS_PER_MINUTE,
      windowMs: WINDOW_MS,
    });
    if (isOver) {
      throw new AppError(
        'RATE_LIMITED',
        `Too many requests for this account. Please try again in ${minutesToWait} minute${minutesToWait === 1 ? '' : 's'}.`,
        { headers: { 'retry-after': String(secondsToWait) } },
      );
    }
    return user;
  }

  app.get(
    '/api/account/export',
    {
      config: PER_ADDRESS,
      schema: {
        tags: ['account'],
        summary: "Download the signed-in golfer's data as one JSON file",
        response: { 200: AccountExportSchema },
        ...answers({ access: 'session' }),
      },
    },
    async (request, reply) => {
      const user = await limitedUser(request);
      const now = clock();
      const data = await buildAccountExport({ db, userId: user.id, now });
      const day = now.toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'application/json; charset=utf-8')
          .header('content-disposition', `attachment; filename="teewatch-my-data-${day}.json"`)
          .header('cache-control', 'no-store')
          // Indented: the file is for a person to read as much as for a program.
          .serializer((payload) => JSON.stringify(payload, null, 2))
          .send(data)
      );
    },
  );

  app.post(
    '/api/account/delete',
    {
      config: PER_ADDRESS,
      schema: {
        tags: ['account'],
        summary: 'Delete the signed-in account and its personal data; the body repeats its email to confirm',
        body: DeleteAccountInputSchema,
        response: { 200: DeletedAccountResultSchema },
        ...answers({ access: 'session' }),
      },
      validatorCompiler: parsedInHandler,
    },
    async (request, reply) => {
      const user = await limitedUser(request);
      const input = DeleteAccountInputSchema.safeParse(request.body ?? {});
      if (!input.success) throw badRequest(input.error.issues[0]?.message ?? DELETE_ACCOUNT_EMAIL_MISMATCH);
      if (input.data.email.trim().toLowerCase() !== user.email.toLowerCase())
        throw badRequest(DELETE_ACCOUNT_EMAIL_MISMATCH);
      await eraseAccount(db, user.id);
      // The session row is gone with the account; the browser's cookie is cleared too.
      const cookie = (await auth.$context).authCookies.sessionToken;
      reply.header('set-cookie', `${cookie.name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax`);
      return { success: true as const, data: { deleted: true as const } };
    },
  );
}
