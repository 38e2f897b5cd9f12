import { linkMac, macMatches } from '../../email/signed-link';

// A contact-address confirmation link proves the reader of `email` agreed to alerts for `userId`'s
// waitlist. The token carries both and an expiry, signed with the app's secret by the shared link scheme
// (email/signed-link.ts), whose signed purpose keeps other links' tokens from being replayed here.

const VERSION = 'c1';
export const CONTACT_TOKEN_DAYS = 7;

function mac(secret: string, payload: string): Buffer {
  return linkMac({ secret, version: VERSION, purpose: 'contact-email', payload });
}

export function createContactEmailToken(options: {
  secret: string;
  userId: string;
  email: string;
  now: Date;
}): string {
  const expires = Math.floor(options.now.getTime() / 1000) + CONTACT_TOKEN_DAYS * 86_400;
  const payload = Buffer.from(
    JSON.stringify([options.userId, options.email.toLowerCase(), expires]),
  ).toString('base64url');
  return `${VERSION}.${payload}.${mac(options.secret, payload).toString('base64url')}`;
}

export type ContactTokenOutcome =
  | { ok: true; userId: string; email: string }
  | { ok: false; reason: 'invalid' | 'expired' };

/** What a token was signed for; malformed or forged tokens are 'invalid', old ones 'expired'. */
export function readContactEmailToken(options: {
  secret: string;
  token: string;
  now: Date;
}): ContactTokenOutcome {
  const parts = options.token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return { ok: false, reason: 'invalid' };
  const [, payload, signature] = parts as [string, string, string];
  if (!macMatches(signature, mac(options.secret, payload))) return { ok: false, reason: 'invalid' };
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) return { ok: false, reason: 'invalid' };
  const [userId, email, expires] = decoded as [unknown, unknown, unknown];
  if (typeof userId !== 'string' || typeof email !== 'string' || typeof expires !== 'number') {
    return { ok: false, reason: 'invalid' };
  }
  if (expires * 1000 < options.now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId, email };
}
