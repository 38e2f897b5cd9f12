import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';

// Sessions across a secret rotation (decision 0232). better-auth 1.7.7 checks its signed cookies (the
// session token, "don't remember me") with its one current secret only: its `secrets` list versions what
// it encrypts, not what it signs. So a request whose cookie is signed with BETTER_AUTH_SECRET_PREVIOUS has
// it signed again with the current secret before better-auth reads it: the session itself lives in the
// database, so the golfer stays signed in, and better-auth's next refresh sets a cookie of the new secret.

/** better-auth's signed cookies, with or without the __Secure- prefix it adds on https. */
const SIGNED_COOKIE_NAME = /^(__Secure-)?better-auth\.(session_token|dont_remember)$/;

/** better-call's signature: base64 HMAC-SHA256 of the value (44 characters). */
function signatureOf(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64');
}

function sameText(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** One cookie's value signed with the current secret, when it was signed with the previous one. */
function resigned(encoded: string, secret: string, previousSecret: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const signed = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (!sameText(signature, signatureOf(signed, previousSecret))) return undefined;
  return encodeURIComponent(`${signed}.${signatureOf(signed, secret)}`);
}

/** The Cookie header with every better-auth cookie of the previous secret signed with the current one. */
export function resignPreviousSecretCookies(header: string, secret: string, previousSecret: string): string {
  return header
    .split(';')
    .map((pair) => {
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      if (at < 0 || !SIGNED_COOKIE_NAME.test(name)) return pair;
      const value = resigned(pair.slice(at + 1).trim(), secret, previousSecret);
      return value === undefined ? pair : ` ${name}=${value}`;
    })
    .join(';')
    .trim();
}

/** With BETTER_AUTH_SECRET_PREVIOUS set, every request's better-auth cookies of that secret are signed again. */
export function installPreviousSecretCookies(
  app: FastifyInstance,
  config: Pick<Config, 'authSecret' | 'previousAuthSecret'>,
): void {
  const { authSecret, previousAuthSecret } = config;
  if (!previousAuthSecret) return;
  app.addHook('onRequest', async (request) => {
    const header = request.headers.cookie;
    if (header) request.headers.cookie = resignPreviousSecretCookies(header, authSecret, previousAuthSecret);
  });
}
