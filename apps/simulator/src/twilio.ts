import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jsonReply, type Reply, readBody, send } from './http';
import {
  messageOf,
  messageProblem,
  messageResource,
  messagesRequestProblem,
  refusalReply,
  type StandInMessage,
  type StandInRefusal,
} from './twilio-messages';
import { inboundParams, postSignedTo, statusCallbackParams } from './twilio-webhooks';

// A local stand-in for Twilio's Programmable Messaging API (issue 36), for the server's tests and
// `npm run demo`: a real HTTP server that takes `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`
// with HTTP Basic auth and a form body, answers Twilio's JSON (sid, status, num_segments...), and posts
// status callbacks and inbound texts signed as Twilio signs them (X-Twilio-Signature). It can be told to
// refuse the next messages with 429, 500 or error 21610 (the number replied STOP at the carrier).
// Twilio's words and codes: https://www.twilio.com/docs/messaging/api/message-resource and
// https://www.twilio.com/docs/api/errors.

export type { StandInMessage, StandInRefusal } from './twilio-messages';
export { signTwilioRequest } from './twilio-webhooks';

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

/** The text `POST /__control/reply` asks to send in: JSON `{ "from", "body" }`; undefined when it is not that. */
function controlReplyOf(body: string): { from: string; body: string } | undefined {
  const { from, body: words } = JSON.parse(body || '{}') as { from?: string; body?: string };
  return typeof from === 'string' && typeof words === 'string' ? { from, body: words } : undefined;
}
