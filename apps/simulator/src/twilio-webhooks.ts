import { createHmac, randomBytes } from 'node:crypto';
import { segmentsOf } from './twilio-messages';

// What the Twilio stand-in posts to the app, signed as Twilio signs it: status callbacks and inbound texts.

/** Twilio's X-Twilio-Signature: base64 HMAC-SHA1 of the URL then each sorted parameter's name and value. */
export function signTwilioRequest(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha1', authToken)
    .update(url + sorted.map(([name, value]) => name + value).join(''), 'utf8')
    .digest('base64');
}

/** POSTs a form signed as Twilio signs it (the signature covers `url`, wherever `route` sends it). */
export async function postSignedTo(
  authToken: string,
  route: { publicBase: string; actualBase: string } | undefined,
  url: string,
  params: URLSearchParams,
): Promise<{ status: number; body: string }> {
  const target =
    route && url.startsWith(route.publicBase) ? route.actualBase + url.slice(route.publicBase.length) : url;
  const response = await fetch(target, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-twilio-signature': signTwilioRequest(authToken, url, params),
      'user-agent': 'TwilioProxy/1.1',
    },
    body: params.toString(),
  });
  return { status: response.status, body: await response.text() };
}

/** A status callback's parameters, as Twilio posts them. */
export function statusCallbackParams(
  accountSid: string,
  message: { sid: string; from: string; to: string; status: string },
  errorCode?: number,
): URLSearchParams {
  const params = new URLSearchParams({
    AccountSid: accountSid,
    ApiVersion: '2010-04-01',
    From: message.from,
    MessageSid: message.sid,
    MessageStatus: message.status,
    SmsSid: message.sid,
    SmsStatus: message.status,
    To: message.to,
  });
  if (errorCode !== undefined) params.set('ErrorCode', String(errorCode));
  return params;
}

/** An inbound text's webhook parameters, as Twilio posts them. */
export function inboundParams(
  accountSid: string,
  text: { from: string; to: string; body: string },
): URLSearchParams {
  return new URLSearchParams({
    AccountSid: accountSid,
    ApiVersion: '2010-04-01',
    Body: text.body,
    From: text.from,
    MessageSid: `SM${randomBytes(16).toString('hex')}`,
    NumMedia: '0',
    NumSegments: String(segmentsOf(text.body)),
    SmsStatus: 'received',
    To: text.to,
  });
}
