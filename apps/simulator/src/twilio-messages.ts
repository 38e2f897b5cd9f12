import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { systemNow } from './clock';
import { header, jsonReply, type Reply } from './http';

// What the Twilio stand-in answers a Messages.json POST with, in Twilio's words and codes: the message it
// accepts, the resource it answers, the errors it refuses with, and how a carrier counts a text's segments.

export type StandInMessage = {
  sid: string;
  to: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
  body: string;
  statusCallback: string | undefined;
  numSegments: number;
  status: string;
  receivedAt: Date;
};

/** What the next Messages.json POSTs are answered with instead of being accepted. */
export type StandInRefusal = 429 | 500 | 21610;

/** Twilio's 400 for a Messages.json form it cannot send; undefined when the form is sendable. */
export function messageProblem(form: URLSearchParams): Reply | undefined {
  const to = form.get('To') ?? '';
  const body = form.get('Body') ?? '';
  if (!/^\+[1-9]\d{6,14}$/.test(to))
    return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
  if (!form.get('From') && !form.get('MessagingServiceSid'))
    return twilioError(400, 21603, "A 'From' phone number is required.");
  if (!body) return twilioError(400, 21602, 'Message body is required.');
  if (body.length > 1600)
    return twilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
  return undefined;
}

/** Twilio's 404 for a path it does not serve, its 401 for another account or a wrong key; else undefined. */
export function messagesRequestProblem(
  request: IncomingMessage,
  url: URL,
  account: { expectedAuth: string; messagesPath: string },
): Reply | undefined {
  if (request.method !== 'POST' || !url.pathname.startsWith('/2010-04-01/Accounts/'))
    return twilioError(404, 20404, 'The requested resource was not found');
  if (
    header(request.headers, 'authorization') !== account.expectedAuth ||
    url.pathname !== account.messagesPath
  )
    return twilioError(401, 20003, 'Authenticate');
  return undefined;
}

/** The message Twilio accepts from a sendable Messages.json form. */
export function messageOf(form: URLSearchParams): StandInMessage {
  const body = form.get('Body') ?? '';
  const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
  return {
    sid: `SM${randomBytes(16).toString('hex')}`,
    to: form.get('To') ?? '',
    from: form.get('From') ?? undefined,
    messagingServiceSid,
    body,
    statusCallback: form.get('StatusCallback') ?? undefined,
    numSegments: segmentsOf(body),
    status: messagingServiceSid ? 'accepted' : 'queued',
    receivedAt: systemNow(),
  };
}

/** What Twilio answers for each refusal a test asked for. */
export function refusalReply(refusal: StandInRefusal): Reply {
  if (refusal === 429) return twilioError(429, 20429, 'Too Many Requests', { 'retry-after': '1' });
  if (refusal === 500) return twilioError(500, 20500, 'Internal Server Error');
  return twilioError(400, 21610, 'Attempt to send to unsubscribed recipient');
}

/** The Message resource Twilio answers an accepted message with. */
export function messageResource(accountSid: string, message: StandInMessage) {
  const { sid, body, to, status, numSegments, messagingServiceSid } = message;
  const now = systemNow().toUTCString().replace('GMT', '+0000');
  return {
    account_sid: accountSid,
    api_version: '2010-04-01',
    body,
    date_created: now,
    date_sent: null,
    date_updated: now,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: message.from ?? null,
    messaging_service_sid: messagingServiceSid ?? null,
    num_media: '0',
    num_segments: String(numSegments),
    price: null,
    price_unit: 'USD',
    sid,
    status,
    subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
    to,
    uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
  };
}

export function twilioError(
  status: number,
  code: number,
  message: string,
  headers: Record<string, string> = {},
): Reply {
  return jsonReply(
    status,
    { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
    headers,
  );
}

// GSM 03.38: the basic alphabet (one septet) and its extension table (two septets, escape first).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '^{}\\[~]|€\f';

/** Segments as a carrier counts them: GSM-7 160 / 153 septets, else UCS-2 70 / 67 UTF-16 units. */
export function segmentsOf(body: string): number {
  const chars = [...body];
  if (chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENSION.includes(c))) {
    const septets = chars.reduce((n, c) => n + (GSM_EXTENSION.includes(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  return body.length <= 70 ? 1 : Math.ceil(body.length / 67);
}
