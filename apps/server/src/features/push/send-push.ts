import webpush from 'web-push';
import type { Config } from '../../config';
import { type PushPayload, topicOf } from './push-payload';

// One push to one device: web-push builds the request (RFC 8291 aes128gcm encryption, RFC 8292 VAPID
// ES256 JWT, TTL, Topic, Urgency); we send it with fetch, because web-push's own sender speaks https
// only and the tests' push service is http on this machine (decision 0130).

/** A push still undelivered after this long is not worth showing: a cancelled time goes in minutes. */
const OPEN_TTL_SECONDS = 30 * 60;
const TAKEN_TTL_SECONDS = 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

export type PushDevice = { endpoint: string; p256dh: string; auth: string };

export type PushOutcome =
  | { kind: 'accepted' }
  /** 404 or 410: the push service no longer knows the device; it is removed. */
  | { kind: 'gone'; status: number }
  | { kind: 'failed'; message: string };

export async function sendPush(
  config: Config,
  device: PushDevice,
  payload: PushPayload,
): Promise<PushOutcome> {
  try {
    const request = webpush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: {
          subject: config.push.subject,
          publicKey: config.push.publicKey,
          privateKey: config.push.privateKey,
        },
        contentEncoding: 'aes128gcm',
        TTL: payload.kind === 'open' ? OPEN_TTL_SECONDS : TAKEN_TTL_SECONDS,
        // The same slot's news shares a topic: a service holding an undelivered push replaces it.
        topic: topicOf(payload.tag),
        urgency: payload.kind === 'open' ? 'high' : 'normal',
      },
    );
    // fetch sets Content-Length from the body itself.
    const { 'Content-Length': _length, ...headers } = request.headers as Record<string, string>;
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (response.ok) return { kind: 'accepted' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    return { kind: 'failed', message: `The push service answered ${response.status}` };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'failed', message: `Push failed: ${message}`.slice(0, 1000) };
  }
}
