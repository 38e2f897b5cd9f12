import { createRequestLinkToken, verifyRequestLinkToken } from './request-link-token';
import type { LinkSecrets } from './signed-link';

// The unsubscribe and pause links: request-link tokens (request-link-token.ts) that /api/unsubscribe accepts.

export const UNSUBSCRIBE_PURPOSES = ['unsubscribe', 'pause'] as const;
export type UnsubscribePurpose = (typeof UNSUBSCRIBE_PURPOSES)[number];

export function createUnsubscribeToken(options: {
  secret: string;
  requestId: number;
  purpose: UnsubscribePurpose;
}): string {
  return createRequestLinkToken(options);
}

/** The request and purpose a token was signed for, or undefined when it is malformed or forged. */
export function verifyUnsubscribeToken(
  options: LinkSecrets & { token: string },
): { requestId: number; purpose: UnsubscribePurpose } | undefined {
  return verifyRequestLinkToken({ ...options, accept: UNSUBSCRIBE_PURPOSES });
}
