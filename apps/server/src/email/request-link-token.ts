import { type LinkSecrets, linkMac, macMatchesAny } from './signed-link';

// A link in an alert email must act on exactly one request, without a session, and must not be
// guessable or re-pointable at another request: the token is the request id and purpose, signed with
// the app's secret (email/signed-link.ts). Each route accepts only its own purposes.

export const REQUEST_LINK_PURPOSES = ['unsubscribe', 'pause', 'booked'] as const;
export type RequestLinkPurpose = (typeof REQUEST_LINK_PURPOSES)[number];

const VERSION = 'v1';

function signature(secret: string, requestId: number, purpose: RequestLinkPurpose): Buffer {
  return linkMac({ secret, version: VERSION, purpose, payload: String(requestId) });
}

export function createRequestLinkToken(options: {
  secret: string;
  requestId: number;
  purpose: RequestLinkPurpose;
}): string {
  const mac = signature(options.secret, options.requestId, options.purpose).toString('base64url');
  return `${VERSION}.${options.purpose}.${options.requestId}.${mac}`;
}

/** The request and purpose a token was signed for, or undefined when malformed, forged or not accepted here. */
export function verifyRequestLinkToken<P extends RequestLinkPurpose>(
  options: LinkSecrets & {
    token: string;
    accept: readonly P[];
  },
): { requestId: number; purpose: P } | undefined {
  const parts = options.token.split('.');
  if (parts.length !== 4) return undefined;
  const [version, purpose, id, mac] = parts as [string, string, string, string];
  if (version !== VERSION) return undefined;
  if (!(options.accept as readonly string[]).includes(purpose)) return undefined;
  if (!/^[1-9]\d{0,9}$/.test(id)) return undefined;
  const requestId = Number(id);
  if (!macMatchesAny(mac, options, (secret) => signature(secret, requestId, purpose as P))) return undefined;
  return { requestId, purpose: purpose as P };
}
