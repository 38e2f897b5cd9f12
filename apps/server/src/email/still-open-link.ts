import type { Config } from '../config';
import { type LinkSecrets, linkMac, macMatchesAny } from './signed-link';

// The "Still open?" link behind every Book link Teewatch sends (issue 28, item 2; decision 0132): it names
// one request and one slot, signed with the app's secret (email/signed-link.ts) under its own purpose, so
// it cannot be re-pointed at another request's or another slot's page. It carries no expiry of its own:
// the route refuses it once the request has ended or the slot's time has passed, both read from the
// database (a request that is extended keeps its links working).

export const STILL_OPEN_PATH = '/api/open';

const VERSION = 'v1';
/**
 * A text's link (issue 36, decision 0172): the same request and slot, under its own version, with the
 * MAC cut to 12 bytes (96 bits, 16 characters) so the whole alert fits one 160-character text. Guessing
 * 96 bits through a rate-limited route is out of reach; a cut HMAC keeps its strength per bit kept.
 */
const SHORT_VERSION = 's';
const SHORT_MAC_BYTES = 12;
const PURPOSE = 'still-open';

/** A pair's link (decision 0204) also names the other time, signed with it: `<request>.<slot>.<partner>`. */
type LinkIds = { requestId: number; slotId: number; partnerSlotId?: number };

function idsText({ requestId, slotId, partnerSlotId }: LinkIds): string {
  return partnerSlotId ? `${requestId}.${slotId}.${partnerSlotId}` : `${requestId}.${slotId}`;
}

function signature(secret: string, ids: LinkIds, version = VERSION): Buffer {
  const mac = linkMac({ secret, version, purpose: PURPOSE, payload: idsText(ids) });
  return version === SHORT_VERSION ? mac.subarray(0, SHORT_MAC_BYTES) : mac;
}

/** `v1.<request id>.<slot id>[.<partner slot id>].<mac>`: URL-safe as it is. */
export function createStillOpenToken(options: LinkIds & { secret: string }): string {
  const mac = signature(options.secret, options).toString('base64url');
  return `${VERSION}.${idsText(options)}.${mac}`;
}

/** `s.<request id>.<slot id>.<short mac>`: the text message's shorter token (see SHORT_VERSION). */
export function createShortStillOpenToken(options: LinkIds & { secret: string }): string {
  const mac = signature(options.secret, options, SHORT_VERSION).toString('base64url');
  return `${SHORT_VERSION}.${idsText(options)}.${mac}`;
}

/** The request and slot a token (either form) was signed for, or undefined when malformed or forged. */
export function verifyStillOpenToken(options: LinkSecrets & { token: string }): LinkIds | undefined {
  const parts = options.token.split('.');
  if (parts.length !== 4 && parts.length !== 5) return undefined;
  const [version, ...rest] = parts as [string, ...string[]];
  const mac = rest.pop()!;
  if (version !== VERSION && version !== SHORT_VERSION) return undefined;
  // Ids are bigint serials in the database; 15 digits stays within a safe JavaScript integer.
  if (!rest.every((id) => /^[1-9]\d{0,14}$/.test(id))) return undefined;
  const [requestId, slotId, partnerSlotId] = rest.map(Number) as [number, number, number | undefined];
  const ids = { requestId, slotId, ...(partnerSlotId ? { partnerSlotId } : {}) };
  if (!macMatchesAny(mac, options, (secret) => signature(secret, ids, version))) return undefined;
  return ids;
}

type LinkOptions = LinkIds & { config: Pick<Config, 'publicUrl' | 'authSecret'> };

/** The absolute link to the "Still open?" route with the token `createToken` signs for these ids. */
function linkUrl(options: LinkOptions, createToken: (input: LinkIds & { secret: string }) => string): string {
  const { config, ...ids } = options;
  return `${config.publicUrl}${STILL_OPEN_PATH}?token=${createToken({ secret: config.authSecret, ...ids })}`;
}

/** The absolute short "Still open?" link a text carries (same route, the shorter token). */
export function shortStillOpenLinkUrl(options: LinkOptions): string {
  return linkUrl(options, createShortStillOpenToken);
}

/** The absolute "Still open?" link for one slot of one request: what an email's or a push's Book opens. */
export function stillOpenLinkUrl(options: LinkOptions): string {
  return linkUrl(options, createStillOpenToken);
}
