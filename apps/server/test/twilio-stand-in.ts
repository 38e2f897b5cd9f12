import type { AddressInfo } from 'node:net';
import { startTwilioStandIn, type TwilioStandIn } from '@teewatch/simulator';
import { afterAll, beforeAll } from 'vitest';
import { TEST_ORIGIN, type TestApp } from './test-context';

// The Twilio stand-in (apps/simulator/src/twilio.ts, shared with `npm run demo`) for a server test file:
// a real HTTP server on 127.0.0.1 that the app texts through when its TWILIO_* keys point at it.

/** A stand-in for the enclosing file, started before its tests and closed after them. */
export function twilioStandInForThisFile(): { current: TwilioStandIn } {
  const holder = {} as { current: TwilioStandIn };
  beforeAll(async () => {
    holder.current = await startTwilioStandIn();
  });
  afterAll(async () => holder.current?.close());
  return holder;
}

/** The app's configuration keys that send its texts to this stand-in. */
export function twilioEnv(standIn: TwilioStandIn): Record<string, string> {
  return {
    TWILIO_ACCOUNT_SID: standIn.accountSid,
    TWILIO_AUTH_TOKEN: standIn.authToken,
    TWILIO_FROM: standIn.from,
    TWILIO_API_URL: standIn.url,
  };
}

/** The 6-digit code in the newest text the stand-in took for `phone`. */
export function lastCodeSentTo(standIn: TwilioStandIn, phone: string): string {
  const text = standIn.messages.filter((m) => m.to === phone).at(-1);
  const code = text && /\b(\d{6})\b/.exec(text.body)?.[1];
  if (!code) throw new Error(`no code was texted to ${phone}`);
  return code;
}

/**
 * Makes the app reachable by the stand-in's webhooks: it listens on a free loopback port and the stand-in
 * takes calls to PUBLIC_URL there (the signatures still cover PUBLIC_URL, as behind a reverse proxy).
 */
export async function listenForTwilio(testApp: TestApp, standIn: TwilioStandIn): Promise<void> {
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = testApp.app.server.address() as AddressInfo;
  standIn.routeCallbacks(testApp.config.publicUrl, `http://127.0.0.1:${port}`);
}

/** Adds and confirms `typed` as the golfer's number through the routes; returns its E.164 form. */
export async function confirmPhone(
  testApp: TestApp,
  standIn: TwilioStandIn,
  cookie: string,
  typed: string,
): Promise<string> {
  const call = (method: 'PUT' | 'POST', url: string, payload: object) =>
    testApp.app.inject({ method, url, headers: { origin: TEST_ORIGIN, cookie }, payload });
  const put = await call('PUT', '/api/account/phone', { phone: typed, consent: true });
  if (put.statusCode !== 200) throw new Error(`PUT /api/account/phone: ${put.statusCode} ${put.body}`);
  const phone = put.json().data.phone as string;
  const confirmed = await call('POST', '/api/account/phone/confirm', {
    code: lastCodeSentTo(standIn, phone),
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  return phone;
}
