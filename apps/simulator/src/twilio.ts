import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemNow } from './clock';
import { header, jsonReply, type Reply, readBody, send } from './http';

// A local stand-in for Twilio's Programmable Messaging API (issue 36), for the server's tests and
// `npm run demo`: a real HTTP server that takes `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`
// with HTTP Basic auth and a form body, answers Twilio's JSON (sid, status, num_segments...), and posts
// status callbacks and inbound texts signed as Twilio signs them (X-Twilio-Signature). It can be told to
// refuse the next messages with 429, 500 or error 21610 (the number replied STOP at the carrier).
// Twilio's words and codes: https://www.twilio.com/docs/messaging/api/message-resource and
// https://www.twilio.com/docs/api/errors.

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

export type TwilioStandIn = {
  url: string;
  accountSid: string;
  authToken: string;
  /** The number the stand-in's account texts from (TWILIO_FROM). */
  from: string;
  /** Every message accepted so far, in order. */
  messages: StandInMessage[];
  /** Every Messages.json POST, accepted or not. */
  attempts(): number;
  refuseNext(...refusals: StandInRefusal[]): void;
  /** Posts a status callback for a message, as Twilio does; answers the app's HTTP status. */
  reportStatus(sid: string, status: string, errorCode?: number): Promise<number>;
  /**
   * Calls to `publicBase` (the app's PUBLIC_URL, which the signatures cover) go to `actualBase` instead,
   * as a reverse proxy in front of the app would take them (a test app listens on a port of its own).
   */
  routeCallbacks(publicBase: string, actualBase: string): void;
  /** Posts an inbound text to the app's webhook, signed; answers the app's status and TwiML. */
  sendInbound(options: {
    url: string;
    from: string;
    body: string;
  }): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
};

/** Twilio's X-Twilio-Signature: base64 HMAC-SHA1 of the URL then each sorted parameter's name and value. */
export function signTwilioRequest(authToken: string, url: string, params: URLSearchParams): string {
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha1', authToken)
    .update(url + sorted.map(([name, value]) => name + value).join(''), 'utf8')
    .digest('base64');
}

export async function startTwilioStandIn(
  options: {
    port?: number;
    host?: string;
    accountSid?: string;
    authToken?: string;
    from?: string;
    /** Post `sent` then `delivered` to each message's StatusCallback on its own (the demo). */
    autoStatus?: boolean;
    /**
     * The app's inbound webhook (PUBLIC_URL/api/sms/inbound): `POST /__control/reply` with JSON
     * `{ "from", "body" }` texts it as a phone would reply (the demo).
     */
    inboundUrl?: string;
  } = {},
): Promise<TwilioStandIn> {
  const accountSid = options.accountSid ?? `AC${randomBytes(16).toString('hex')}`;
  const authToken = options.authToken ?? randomBytes(16).toString('hex');
  const from = options.from ?? '+16045550000';
  const messages: StandInMessage[] = [];
  const refusals: StandInRefusal[] = [];
  let attempts = 0;
  let route: { publicBase: string; actualBase: string } | undefined;

  const expectedAuth = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
  const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;

  const postSigned = (url: string, params: URLSearchParams) => postSignedTo(authToken, route, url, params);

  async function reportStatus(sid: string, status: string, errorCode?: number): Promise<number> {
    const message = messages.find((m) => m.sid === sid);
    if (!message?.statusCallback) throw new Error(`no message ${sid} with a StatusCallback`);
    message.status = status;
    const params = statusCallbackParams(accountSid, { ...message, from: message.from ?? from }, errorCode);
    return (await postSigned(message.statusCallback, params)).status;
  }

  function accept(form: URLSearchParams): Reply {
    const problem = messageProblem(form);
    if (problem) return problem;
    const refusal = refusals.shift();
    if (refusal) return refusalReply(refusal);
    const message = messageOf(form);
    messages.push(message);
    if (options.autoStatus && message.statusCallback) {
      // After the answer has gone out, as Twilio's callbacks follow its answer.
      setTimeout(() => {
        reportStatus(message.sid, 'sent')
          .then(() => reportStatus(message.sid, 'delivered'))
          .catch(() => undefined);
      }, 200);
    }
    return jsonReply(201, messageResource(accountSid, message));
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    if (request.method === 'GET' && url.pathname === '/__control/messages') {
      send(response, jsonReply(200, { messages: [...messages].reverse() }));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/__control/reply' && options.inboundUrl) {
      const text = controlReplyOf(body);
      if (!text)
        return send(response, jsonReply(400, { error: 'Send JSON { "from": "+1…", "body": "STOP" }' }));
      send(response, jsonReply(200, await sendInbound({ url: options.inboundUrl, ...text })));
      return;
    }
    const refused = messagesRequestProblem(request, url, { expectedAuth, messagesPath });
    if (refused) return send(response, refused);
    attempts += 1;
    send(response, accept(new URLSearchParams(body)));
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    accountSid,
    authToken,
    from,
    messages,
    attempts: () => attempts,
    refuseNext: (...next) => void refusals.push(...next),
    reportStatus,
    routeCallbacks(publicBase, actualBase) {
      route = { publicBase, actualBase };
    },
    sendInbound,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function sendInbound({ url, from: sender, body }: { url: string; from: string; body: string }) {
    return postSigned(url, inboundParams(accountSid, { from: sender, to: from, body }));
  }
}

/** POSTs a form signed as Twilio signs it (the signature covers `url`, wherever `route` sends it). */
async function postSignedTo(
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
function statusCallbackParams(
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
function inboundParams(
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

/** Twilio's 400 for a Messages.json form it cannot send; undefined when the form is sendable. */
function messageProblem(form: URLSearchParams): Reply | undefined {
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

/** The text `POST /__control/reply` asks to send in: JSON `{ "from", "body" }`; undefined when it is not that. */
function controlReplyOf(body: string): { from: string; body: string } | undefined {
  const { from, body: words } = JSON.parse(body || '{}') as { from?: string; body?: string };
  return typeof from === 'string' && typeof words === 'string' ? { from, body: words } : undefined;
}

/** Twilio's 404 for a path it does not serve, its 401 for another account or a wrong key; else undefined. */
function messagesRequestProblem(
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
function messageOf(form: URLSearchParams): StandInMessage {
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
function refusalReply(refusal: StandInRefusal): Reply {
  if (refusal === 429) return twilioError(429, 20429, 'Too Many Requests', { 'retry-after': '1' });
  if (refusal === 500) return twilioError(500, 20500, 'Internal Server Error');
  return twilioError(400, 21610, 'Attempt to send to unsubscribed recipient');
}

/** The Message resource Twilio answers an accepted message with. */
function messageResource(accountSid: string, message: StandInMessage) {
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

function twilioError(
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
function segmentsOf(body: string): number {
  const chars = [...body];
  if (chars.every((c) => GSM_BASIC.includes(c) || GSM_EXTENSION.includes(c))) {
    const septets = chars.reduce((n, c) => n + (GSM_EXTENSION.includes(c) ? 2 : 1), 0);
    return septets <= 160 ? 1 : Math.ceil(septets / 153);
  }
  return body.length <= 70 ? 1 : Math.ceil(body.length / 67);
}
