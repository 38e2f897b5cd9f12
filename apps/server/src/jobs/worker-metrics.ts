import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { registerMirrorMetrics } from '../features/mirror';
import { metricsRoute } from '../http/metrics';
import { registerDeliveryMetrics } from './delivery-metrics';
import type { WorkerContext } from './worker-context';

/**
 * A worker's /metrics, for the worker's own health server (a small Fastify app): the process defaults,
 * the mirror's and the delivery's figures, to the METRICS_TOKEN bearer only, else 404, like the API's.
 * Register it as a plugin: `await app.register(workerMetricsRoutes, { ctx })`.
 */
export async function workerMetricsRoutes(
  app: FastifyInstance,
  options: { ctx: WorkerContext },
): Promise<void> {
  const { ctx } = options;
  const token = ctx.config.metricsToken;
  const registry = token ? new Registry() : undefined;
  if (registry) {
    collectDefaultMetrics({ register: registry });
    registerMirrorMetrics(registry, ctx);
    registerDeliveryMetrics(registry, ctx);
  }
  metricsRoute(app, { token, registry });
}
