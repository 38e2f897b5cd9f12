import { type LinkSecrets, linkMac, macMatchesAny } from '../../email/signed-link';
import { badRequest } from '../../http/app-error';

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

type ContactTokenClaims = { userId: string; email: string };

export const CONFIRM_LINK_INVALID = 'This confirmation link is not valid.';
export const CONFIRM_LINK_EXPIRED =
  'This confirmation link has expired. Save the waitlist request again to get a new one.';

/**
 * The user and address a token was signed for. A missing, malformed or forged token is a 400 saying the
 * link is not valid, an old one a 400 saying it expired: the words the link's page shows.
 */
export function readContactEmailToken(
  options: LinkSecrets & { token: string | undefined; now: Date },
): ContactTokenClaims {
  const read = options.token ? parseToken(options, options.token, options.now) : 'invalid';
  if (read === 'invalid') throw badRequest(CONFIRM_LINK_INVALID);
  if (read === 'expired') throw badRequest(CONFIRM_LINK_EXPIRED);
  return read;
}

/** What the token says, or why it says nothing. */
function parseToken(
  secrets: LinkSecrets,
  token: string,
  now: Date,
): ContactTokenClaims | 'invalid' | 'expired' {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== VERSION) return 'invalid';
  const [, payload, signature] = parts as [string, string, string];
  if (!macMatchesAny(signature, secrets, (secret) => mac(secret, payload))) return 'invalid';
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return 'invalid';
  }
  if (!Array.isArray(decoded) || decoded.length !== 3) return 'invalid';
  const [userId, email, expires] = decoded as [unknown, unknown, unknown];
  if (typeof userId !== 'string' || typeof email !== 'string' || typeof expires !== 'number') {
    return 'invalid';
  }
  if (expires * 1000 < now.getTime()) return 'expired';
  return { userId, email };
}
