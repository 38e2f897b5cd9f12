import { createHmac, timingSafeEqual } from 'node:crypto';

// A link in an alert email must stop exactly one request, without a session, and must not be guessable
// or re-pointable at another request: the token is the request id and purpose, signed with the app's
// secret. The purpose is part of what is signed, so a "pause" token is not an "unsubscribe" token and
// no other HMAC the app might make with the same secret can be replayed here.

export const UNSUBSCRIBE_PURPOSES = ['unsubscribe', 'pause'] as const;
export type UnsubscribePurpose = (typeof UNSUBSCRIBE_PURPOSES)[number];

const VERSION = 'v1';

function signature(secret: string, requestId: number, purpose: UnsubscribePurpose): Buffer {
  return createHmac('sha256', secret).update(`teewatch:${VERSION}:${purpose}:${requestId}`).digest();
}

export function createUnsubscribeToken(options: {
  secret: string;
  requestId: number;
  purpose: UnsubscribePurpose;
}): string {
  const mac = signature(options.secret, options.requestId, options.purpose).toString('base64url');
  return `${VERSION}.${options.purpose}.${options.requestId}.${mac}`;
}

/** The request and purpose a token was signed for, or undefined when it is malformed or forged. */
export function verifyUnsubscribeToken(options: {
  secret: string;
  token: string;
}): { requestId: number; purpose: UnsubscribePurpose } | undefined {
  const parts = options.token.split('.');
  if (parts.length !== 4) return undefined;
  const [version, purpose, id, mac] = parts as [string, string, string, string];
  if (version !== VERSION) return undefined;
  if (!(UNSUBSCRIBE_PURPOSES as readonly string[]).includes(purpose)) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const requestId = Number(id);
  const expected = signature(options.secret, requestId, purpose as UnsubscribePurpose);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { requestId, purpose: purpose as UnsubscribePurpose };
}
