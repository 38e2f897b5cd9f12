import { z } from 'zod';
import { pathId } from './api-document-meta';
import { envelopeSchema } from './api-envelope';
import { IdResultSchema } from './id-result';
import { IsoInstantSchema } from './iso-instant';

// Web Push devices (issue 28, decision 0130): the browser's PushSubscription as it is posted, and a
// golfer's devices as listed. The server adds what depends on its environment (https in production).

export const MAX_PUSH_ENDPOINT_LENGTH = 1024;
/** Devices one account may keep; a phone, a tablet and a few browsers fit easily. */
export const MAX_PUSH_DEVICES_PER_USER = 10;
export const MAX_DEVICE_LABEL_LENGTH = 80;

export const PUSH_MESSAGES = {
  invalidEndpoint: `The push endpoint must be an https:// URL of at most ${MAX_PUSH_ENDPOINT_LENGTH} characters`,
  insecureEndpoint: 'The push endpoint must use https',
  invalidP256dh: 'keys.p256dh must be the base64url of an uncompressed P-256 public key (65 bytes)',
  invalidAuth: 'keys.auth must be the base64url of a 16-byte secret',
  invalidExpiration: 'expirationTime must be null or a time in milliseconds',
  tooManyDevices: `You can receive alerts on at most ${MAX_PUSH_DEVICES_PER_USER} devices. Remove one in your account to add this one.`,
  deviceNotFound: 'Device not found',
  unknownPushService:
    'The push endpoint must belong to a known push service (Google, Mozilla, Apple or Windows), so Teewatch will not send to it.',
} as const;

/** Base64url (padding allowed) of exactly `bytes` bytes, by length: 65 bytes are 87 characters, 16 are 22. */
function base64urlOfBytes(bytes: number, message: string) {
  const chars = Math.ceil((bytes * 4) / 3);
  const padded = Math.ceil(bytes / 3) * 4;
  return z
    .string({ error: message })
    .max(padded, message)
    .regex(new RegExp(`^[A-Za-z0-9_-]{${chars}}={0,${padded - chars}}$`), message);
}

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** POST /api/push/subscriptions: `JSON.parse(JSON.stringify(pushSubscription))` from the browser. */
export const PushSubscriptionInputSchema = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.invalidEndpoint })
    .max(MAX_PUSH_ENDPOINT_LENGTH, PUSH_MESSAGES.invalidEndpoint)
    .refine(isWebUrl, PUSH_MESSAGES.invalidEndpoint)
    .meta({ format: 'uri' }),
  /** Milliseconds since the epoch when the browser will drop the subscription, or null. */
  expirationTime: z
    .number({ error: PUSH_MESSAGES.invalidExpiration })
    .int(PUSH_MESSAGES.invalidExpiration)
    .min(0, PUSH_MESSAGES.invalidExpiration)
    .max(8_640_000_000_000_000, PUSH_MESSAGES.invalidExpiration)
    .nullish(),
  keys: z.object({
    // 0x04 first (an uncompressed point): the first base64url character is then 'B'.
    p256dh: base64urlOfBytes(65, PUSH_MESSAGES.invalidP256dh).startsWith('B', PUSH_MESSAGES.invalidP256dh),
    auth: base64urlOfBytes(16, PUSH_MESSAGES.invalidAuth),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

/** One of the signed-in golfer's devices. Times are ISO 8601 strings. */
export const PushDeviceSchema = z.object({
  id: z.number().int(),
  /** The endpoint, so a page can tell which listed device is the browser it runs in. */
  endpoint: z.string(),
  /** "Chrome on Android": from the user agent that subscribed. */
  device_label: z.string(),
  created_at: IsoInstantSchema,
  last_success_at: IsoInstantSchema.nullable(),
  expiration_time: IsoInstantSchema.nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

export const PushPublicKeyResultSchema = envelopeSchema(
  z.object({
    /** The server's VAPID public key: base64url of the uncompressed P-256 point (applicationServerKey). */
    publicKey: z.string(),
  }),
);
export const PushDeviceResultSchema = envelopeSchema(PushDeviceSchema);
export const PushDeviceListResultSchema = envelopeSchema(z.array(PushDeviceSchema));
export const DeletedPushDeviceResultSchema = envelopeSchema(IdResultSchema);
export const PushDeviceIdParamSchema = z.object({ id: pathId(PUSH_MESSAGES.deviceNotFound) });
