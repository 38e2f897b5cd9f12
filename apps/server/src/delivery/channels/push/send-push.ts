import { PUSH_MESSAGES } from '@teewatch/shared';
import webpush from 'web-push';
import type { Config } from '../../../config';
import { createFetchGuard, type FetchGuard, FetchRefusedError } from '../../../lib/fetch-guard/fetch-guard';
import { type PushPayload, topicOf } from './push-payload';
import { isKnownPushService } from './push-services';

// One push to one device: web-push builds the request (RFC 8291 aes128gcm encryption, RFC 8292 VAPID
// ES256 JWT, TTL, Topic, Urgency); we send it through the fetch guard (decision 0240), because the
// endpoint is the golfer's word: in production it must be a known push service's (decision 0241) at a
// public address, checked again here, and a redirect is never followed. (web-push's own sender speaks
// https only, and the tests' push service is http on this machine: decision 0130.)

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

/** One guard per app's configuration: its connections are kept between pushes. */
const guards = new WeakMap<Config, FetchGuard>();

function pushGuardOf(config: Config): FetchGuard {
  const known = guards.get(config);
  if (known) return known;
  const guard = createFetchGuard({ environment: config.environment, ...config.fetchGuard, maxRedirects: 0 });
  guards.set(config, guard);
  return guard;
}

export async function sendPush(
  config: Config,
  device: PushDevice,
  payload: PushPayload,
  /** The way out; tests give one with their own resolver. */
  guard: FetchGuard = pushGuardOf(config),
): Promise<PushOutcome> {
  // A device saved before the rule (or by hand) is refused here too: nothing is sent.
  if (config.environment === 'production' && !isKnownPushService(device.endpoint)) {
    return { kind: 'failed', message: PUSH_MESSAGES.unknownPushService };
  }
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
    // A push service answers 201; a redirect is not one, and is not followed.
    const response = await guard.fetch(request.endpoint, {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : null,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    if (response.status >= 200 && response.status < 300) return { kind: 'accepted' };
    if (response.status === 404 || response.status === 410) return { kind: 'gone', status: response.status };
    return { kind: 'failed', message: `The push service answered ${response.status}` };
  } catch (error) {
    if (error instanceof FetchRefusedError)
      return { kind: 'failed', message: `Push refused: ${error.message}` };
    const message = error instanceof Error ? error.message : String(error);
    return { kind: 'failed', message: `Push failed: ${message}`.slice(0, 1000) };
  }
}
