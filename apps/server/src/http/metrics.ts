import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { routeNotFound } from './app-error';

/**
 * Prometheus metrics at /metrics: process defaults, request duration by route and status, and what the
 * composition root adds (the mirror's and the delivery's figures). Only with METRICS_TOKEN set, and only
 * to `Authorization: Bearer <token>` (route names, counts and memory are reconnaissance for an attacker).
 * Anything else is the 404 of a path that does not exist (decision 0237), never the web app's page.
 */
export async function metricsRoutes(
  app: FastifyInstance,
  options: {
    /** Adds the features' own gauges (the composition root passes them, so http/ imports no feature). */
    registerFeatureMetrics: (registry: Registry) => void;
  },
): Promise<void> {
  const token = app.ctx.config.metricsToken;
  const registry = token ? new Registry() : undefined;
  if (registry) {
    collectDefaultMetrics({ register: registry });
    options.registerFeatureMetrics(registry);
    recordRequestDurations(app, registry);
  }
  metricsRoute(app, { token, registry });
}

/**
 * GET /metrics serving `registry` to the bearer of `token`; without a token configured, or to anyone
 * else, a 404. The API mounts it through metricsRoutes, the worker's health server with its own registry.
 */
export function metricsRoute(
  app: FastifyInstance,
  options: { token: string | undefined; registry: Registry | undefined },
): void {
  const { token, registry } = options;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token || !registry || !bearerMatches(request.headers.authorization, token)) {
      // Answered here, not thrown: the worker's health server has no error handler of ours.
      const missing = routeNotFound(request.method, request.url);
      return reply.status(missing.status).send({ success: false, error: missing.message });
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
}

function recordRequestDurations(app: FastifyInstance, registry: Registry): void {
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
}

/** Constant-time comparison (of digests, so the lengths match too). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return given !== '' && timingSafeEqual(digest(given), digest(token));
}
