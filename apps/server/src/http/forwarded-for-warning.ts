import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

export const FORWARDED_FOR_WARNING =
  'Requests carry X-Forwarded-For but TRUSTED_PROXIES is unset: every client is seen as the proxy, so all share its rate limits. Set TRUSTED_PROXIES to the load balancer.';

/**
 * In production without TRUSTED_PROXIES, the socket's address is the client; behind a load balancer
 * that is the balancer, and every golfer shares one bucket of sign-ins and searches. The first request
 * carrying X-Forwarded-For says so in the log, once per process (decision 0256).
 */
export function installForwardedForWarning(
  app: FastifyInstance,
  config: Pick<Config, 'environment' | 'trustedProxies'>,
): void {
  if (config.environment !== 'production' || config.trustedProxies.length > 0) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(FORWARDED_FOR_WARNING);
  });
}
