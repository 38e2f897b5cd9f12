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
