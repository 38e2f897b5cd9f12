import { createHmac, timingSafeEqual } from 'node:crypto';

// Twilio signs each webhook it sends (X-Twilio-Signature): base64 of HMAC-SHA1, keyed with the account's
// auth token, over the full URL it called followed by every form parameter, sorted by name, each name
// then its value. A request whose signature does not match is not Twilio's, and changes nothing.

/** Form parameters as Twilio posts them: a name may repeat. */
export type FormParams = readonly (readonly [string, string])[];

export function twilioSignature(authToken: string, url: string, params: FormParams): string {
  // Twilio sorts by name and keeps repeated names' values in order (a stable sort does).
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const data = url + sorted.map(([name, value]) => name + value).join('');
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/** Whether `given` is the signature of this request, in constant time. */
export function isTwilioSignatureValid(options: {
  authToken: string;
  url: string;
  params: FormParams;
  given: string | undefined;
}): boolean {
  if (!options.given) return false;
  const expected = Buffer.from(twilioSignature(options.authToken, options.url, options.params));
  const given = Buffer.from(options.given);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
