import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorCode } from '../../http/app-error';
import { tryAgainMessage } from '../../http/try-again-message';
import { accountLockMinutesLeft, clearFailedSignIns, recordFailedSignIn } from './account-lock';
import { CLIENT_IP_HEADER } from './auth';
import { checkAuthBody } from './auth-input';

/** Headers a client could use to pick its own address; only Fastify's resolved `request.ip` is passed on. */
const CLIENT_ADDRESS_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'forwarded',
  'cf-connecting-ip',
  CLIENT_IP_HEADER,
];

/**
 * A refusal of ours in better-auth's error shape (`code`, `message`) as well as our envelope, so both
 * the auth client and our web code read it.
 */
function authError(
  appCode: AppErrorCode,
  authCode: string,
  message: string,
  headers?: Record<string, string>,
): AppError {
  return new AppError(appCode, message, { headers, details: { code: authCode, message } });
}

/** Mounts better-auth's handler at /api/auth/* (Fastify parses JSON; better-auth wants a Web Request). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config, clock } = app.ctx;
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (isGoogleSignIn(request) && !app.ctx.config.google) {
        throw authError(
          'VALIDATION_FAILED',
          'GOOGLE_NOT_CONFIGURED',
          'Google sign-in is not available on this server. Please sign in with email and password.',
        );
      }
      const url = new URL(request.url, app.ctx.config.publicUrl);
      const authPath = url.pathname.replace(/^\/api\/auth/, '');
      if (request.method === 'POST') {
        const problem = checkAuthBody(authPath, request.body);
        if (problem) throw authError('VALIDATION_FAILED', 'INVALID_BODY', problem);
      }
      const signInEmail = authPath === '/sign-in/email' ? emailOf(request.body) : undefined;
      if (signInEmail) {
        const minutes = await accountLockMinutesLeft({ db, config, email: signInEmail, clock });
        if (minutes !== undefined) {
          throw authError('RATE_LIMITED', 'ACCOUNT_LOCKED', tryAgainMessage(minutes, 'account'), {
            'retry-after': String(minutes * 60),
          });
        }
      }

      const headers = fromNodeHeaders(request.headers);
      for (const name of CLIENT_ADDRESS_HEADERS) headers.delete(name);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await app.ctx.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );

      if (signInEmail && response.status === 401)
        await recordFailedSignIn({ db, config, email: signInEmail, clock });
      if (signInEmail && response.status === 200) await clearFailedSignIns({ db, email: signInEmail });
      if (response.status === 429) {
        // better-auth's own text names no time; ours says when to come back.
        const seconds = Number(response.headers.get('x-retry-after')) || 60;
        throw authError('RATE_LIMITED', 'RATE_LIMITED', tryAgainMessage(Math.ceil(seconds / 60), 'address'), {
          'retry-after': String(seconds),
        });
      }

      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

function isGoogleSignIn(request: FastifyRequest): boolean {
  const body = request.body as { provider?: unknown } | undefined;
  return request.url.startsWith('/api/auth/sign-in/social') && body?.provider === 'google';
}
