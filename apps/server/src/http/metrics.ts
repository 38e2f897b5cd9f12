import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { AppError } from './app-error';

/**
 * Prometheus metrics at /metrics: process defaults plus request duration by route and status. Only
 * with METRICS_TOKEN set, and only to `Authorization: Bearer <token>` (route names, counts and memory
 * are reconnaissance for an attacker). Unset: the route does not exist.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  options: {
    /** Adds the features' own gauges (the composition root passes them, so http/ imports no feature). */
    registerFeatureMetrics: (registry: Registry) => void;
  },
): Promise<void> {
  const token = app.ctx.config.metricsToken;
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  options.registerFeatureMetrics(registry);
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unknown',
        status: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      throw new AppError('UNAUTHENTICATED', 'A valid metrics token is required', {
        headers: { 'www-authenticate': 'Bearer realm="metrics"' },
      });
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

/** Constant-time comparison (of digests, so the lengths match too). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}
