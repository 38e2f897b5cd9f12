import { startTwilioStandIn, type TwilioStandIn } from '@teewatch/simulator';
import { afterAll, beforeAll } from 'vitest';

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
