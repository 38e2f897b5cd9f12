import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorCode } from '../../http/app-error';
import { AUTH_BODY_LIMIT } from '../../http/body-limits';
import { tryAgainMessage } from '../../http/try-again-message';
import { clearFailedSignIns, recordFailedSignIn, signInBlockMinutesLeft } from './account-lock';
import { CLIENT_IP_HEADER } from './auth';
import { checkAuthBody } from './auth-input';
import { notifySignInBlocked } from './notify-sign-in-blocked';
import { resetRequestMinutesToWait } from './reset-request-limit';
import { emailOfResetToken, signInAfterReset } from './sign-in-after-reset';

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
    bodyLimit: AUTH_BODY_LIMIT,
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
      const isPost = request.method === 'POST';
      const address = request.ip;
      const signInEmail = isPost && authPath === '/sign-in/email' ? emailOf(request.body) : undefined;
      if (signInEmail) {
        const minutes = await signInBlockMinutesLeft({ db, config, email: signInEmail, address, clock });
        if (minutes !== undefined) {
          throw authError('RATE_LIMITED', 'ACCOUNT_LOCKED', tryAgainMessage(minutes, 'account'), {
            'retry-after': String(minutes * 60),
          });
        }
      }
      const resetEmail = isPost && authPath === '/request-password-reset' ? emailOf(request.body) : undefined;
      if (resetEmail) {
        const minutes = await resetRequestMinutesToWait({ db, email: resetEmail, clock });
        if (minutes !== undefined) {
          throw authError('RATE_LIMITED', 'RATE_LIMITED', tryAgainMessage(minutes, 'reset'), {
            'retry-after': String(minutes * 60),
          });
        }
      }
      // better-auth's endpoint under /api/auth (closed-lists: not a page)
      const reset = isPost && authPath === '/reset-password' ? resetOf(request.body, url) : undefined;
      const resetAccount = reset ? await emailOfResetToken({ db, token: reset.token }) : undefined;

      const headers = fromNodeHeaders(request.headers);
      for (const name of CLIENT_ADDRESS_HEADERS) headers.delete(name);
      headers.set(CLIENT_IP_HEADER, address);
      const hasBody = request.method !== 'GET' && request.body !== undefined && request.body !== null;
      const response = await app.ctx.auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );

      if (signInEmail && response.status === 401) {
        const { blockedNow } = await recordFailedSignIn({ db, config, email: signInEmail, address, clock });
        // Not awaited: the attacker's answer must not wait for (or reveal) the account holder's email.
        if (blockedNow)
          notifySignInBlocked({ db, config, clock, email: signInEmail, address }).catch((error) =>
            request.log.warn({ err: error }, 'sign-in blocked email not sent'),
          );
      }
      if (signInEmail && response.status === 200)
        await clearFailedSignIns({ db, email: signInEmail, address });
      const cookies = response.headers.getSetCookie();
      if (reset && resetAccount && response.status === 200) {
        cookies.push(
          ...(await signInAfterReset({
            auth: app.ctx.auth,
            email: resetAccount,
            password: reset.newPassword,
            headers,
          })),
        );
      }
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
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.trim() !== '' ? email : undefined;
}

/** The token (body or query) and new password of a POST /reset-password, when both are there. */
function resetOf(body: unknown, url: URL): { token: string; newPassword: string } | undefined {
  const fields = (body ?? {}) as { token?: unknown; newPassword?: unknown };
  const token = typeof fields.token === 'string' ? fields.token : url.searchParams.get('token');
  const newPassword = fields.newPassword;
  return token && typeof newPassword === 'string' ? { token, newPassword } : undefined;
}

function isGoogleSignIn(request: FastifyRequest): boolean {
  const body = request.body as { provider?: unknown } | undefined;
  return request.url.startsWith('/api/auth/sign-in/social') && body?.provider === 'google';
}
