import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
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

  async function postSigned(url: string, params: URLSearchParams): Promise<{ status: number; body: string }> {
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

  async function reportStatus(sid: string, status: string, errorCode?: number): Promise<number> {
    const message = messages.find((m) => m.sid === sid);
    if (!message?.statusCallback) throw new Error(`no message ${sid} with a StatusCallback`);
    message.status = status;
    const params = new URLSearchParams({
      AccountSid: accountSid,
      ApiVersion: '2010-04-01',
      From: message.from ?? from,
      MessageSid: sid,
      MessageStatus: status,
      SmsSid: sid,
      SmsStatus: status,
      To: message.to,
    });
    if (errorCode !== undefined) params.set('ErrorCode', String(errorCode));
    return (await postSigned(message.statusCallback, params)).status;
  }

  function accept(form: URLSearchParams): Reply {
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    const messagingServiceSid = form.get('MessagingServiceSid') ?? undefined;
    const sender = form.get('From') ?? undefined;
    if (!/^\+[1-9]\d{6,14}$/.test(to))
      return twilioError(400, 21211, `The 'To' number ${to} is not a valid phone number.`);
    if (!sender && !messagingServiceSid) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(400, 21602, 'Message body is required.');
    if (body.length > 1600)
      return twilioError(400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    const refusal = refusals.shift();
    if (refusal === 429) return twilioError(429, 20429, 'Too Many Requests', { 'retry-after': '1' });
    if (refusal === 500) return twilioError(500, 20500, 'Internal Server Error');
    if (refusal === 21610) return twilioError(400, 21610, 'Attempt to send to unsubscribed recipient');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const numSegments = segmentsOf(body);
    const status = messagingServiceSid ? 'accepted' : 'queued';
    const message: StandInMessage = {
      sid,
      to,
      from: sender,
      messagingServiceSid,
      body,
      statusCallback: form.get('StatusCallback') ?? undefined,
      numSegments,
      status,
      receivedAt: systemNow(),
    };
    messages.push(message);
    if (options.autoStatus && message.statusCallback) {
      // After the answer has gone out, as Twilio's callbacks follow its answer.
      setTimeout(() => {
        reportStatus(sid, 'sent')
          .then(() => reportStatus(sid, 'delivered'))
          .catch(() => undefined);
      }, 200);
    }
    const now = systemNow().toUTCString().replace('GMT', '+0000');
    return jsonReply(201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: sender ?? null,
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
    });
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    if (request.method === 'GET' && url.pathname === '/__control/messages') {
      send(response, jsonReply(200, { messages: [...messages].reverse() }));
      return;
    }
    if (request.method === 'POST' && url.pathname === '/__control/reply' && options.inboundUrl) {
      const { from: sender, body: words } = JSON.parse(body || '{}') as { from?: string; body?: string };
      if (typeof sender !== 'string' || typeof words !== 'string') {
        send(response, jsonReply(400, { error: 'Send JSON { "from": "+1…", "body": "STOP" }' }));
        return;
      }
      const answer = await sendInbound({ url: options.inboundUrl, from: sender, body: words });
      send(response, jsonReply(200, answer));
      return;
    }
    if (request.method !== 'POST' || !url.pathname.startsWith('/2010-04-01/Accounts/')) {
      send(response, twilioError(404, 20404, 'The requested resource was not found'));
      return;
    }
    if (header(request.headers, 'authorization') !== expectedAuth || url.pathname !== messagesPath) {
      send(response, twilioError(401, 20003, 'Authenticate'));
      return;
    }
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
    refuseNext: (...next) => {
      refusals.push(...next);
    },
    reportStatus,
    routeCallbacks(publicBase, actualBase) {
      route = { publicBase, actualBase };
    },
    sendInbound,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  async function sendInbound({ url, from: sender, body }: { url: string; from: string; body: string }) {
    const params = new URLSearchParams({
      AccountSid: accountSid,
      ApiVersion: '2010-04-01',
      Body: body,
      From: sender,
      MessageSid: `SM${randomBytes(16).toString('hex')}`,
      NumMedia: '0',
      NumSegments: String(segmentsOf(body)),
      SmsStatus: 'received',
      To: from,
    });
    return postSigned(url, params);
  }
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
