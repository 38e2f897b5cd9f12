import { createHmac, timingSafeEqual } from 'node:crypto';

// The one HMAC scheme behind every link Teewatch emails (unsubscribe, pause, "I booked it", contact
// address confirmation). What is signed is `teewatch:<version>:<purpose>:<payload>`: the purpose is part
// of it, so a token made for one kind of link can never be replayed at another.

export function linkMac(options: {
  secret: string;
  version: string;
  purpose: string;
  payload: string;
}): Buffer {
  return createHmac('sha256', options.secret)
    .update(`teewatch:${options.version}:${options.purpose}:${options.payload}`)
    .digest();
}

/** Whether a base64url MAC from a link is `expected`, in constant time. */
export function macMatches(given: string, expected: Buffer): boolean {
  const bytes = Buffer.from(given, 'base64url');
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

/**
 * The secrets a link verifies with (decision 0232): the app's, and BETTER_AUTH_SECRET_PREVIOUS during a
 * rotation, so links emailed before it still work. New links are signed with `secret` only.
 */
export type LinkSecrets = { secret: string; previousSecret?: string | undefined };

/** Whether a base64url MAC from a link is what `sign` makes with the current or the previous secret. */
export function macMatchesAny(
  given: string,
  secrets: LinkSecrets,
  sign: (secret: string) => Buffer,
): boolean {
  return [secrets.secret, secrets.previousSecret].some(
    (secret) => secret !== undefined && macMatches(given, sign(secret)),
  );
}
