import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export const CROSS_SITE_MESSAGE = 'Cross-site requests are not allowed';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Links in emails carry their own signed token and are posted by mail clients (RFC 8058 one-click) and
 * by our own small pages; a forged cross-site post would need the token, so they are exempt.
 */
const TOKEN_ROUTES = ['/api/unsubscribe', '/api/stop-email', '/api/contact-email/confirm'];

/**
 * Twilio's webhooks come from its servers and carry X-Twilio-Signature; their handlers answer 403 and
 * change nothing unless it is valid (features/sms/sms-webhooks.routes.ts), so only a signed call gets by.
 */
const SIGNED_WEBHOOK_ROUTES = ['/api/sms/inbound', '/api/sms/status'];

/**
 * Refuses state-changing API calls that a browser marks as coming from another site, with 403, before
 * any handler runs: `Origin` must be one of ours when present, and `Sec-Fetch-Site` must not say
 * `cross-site` or `same-site`. The session cookie's SameSite=Lax was the only guard before (a foreign
 * page's fetch with credentials could create requests). Calls with neither header (curl, server-to-
 * server, tests) carry no ambient browser cookie by accident and pass; the session check still applies.
 */
export function installCrossSiteGuard(app: FastifyInstance, trustedOrigins: readonly string[]): void {
  const trusted = new Set(trustedOrigins);
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const pathname = request.url.split('?')[0] ?? '';
    if (TOKEN_ROUTES.includes(pathname) || SIGNED_WEBHOOK_ROUTES.includes(pathname)) return;
    if (isCrossSite(request, trusted)) throw new AppError('FORBIDDEN', CROSS_SITE_MESSAGE);
  });
}

function isCrossSite(request: FastifyRequest, trusted: Set<string>): boolean {
  const origin = request.headers.origin;
  if (origin !== undefined) return !trusted.has(origin);
  const site = request.headers['sec-fetch-site'];
  return site === 'cross-site' || site === 'same-site';
}
