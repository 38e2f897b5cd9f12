import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { registerMirrorMetrics } from '../features/mirror';
import { metricsRoute } from '../http/metrics';
import { registerDeliveryMetrics } from './delivery-metrics';
import type { WorkerContext } from './worker-context';

/**
 * A worker's /metrics, for the worker's own health server (a small Fastify app): the process defaults,
 * the mirror's and the delivery's figures, to the METRICS_TOKEN bearer only, else 404, like the API's.
 * The health server listens before the worker's context exists (its /readyz says "schema behind"
 * meanwhile), so `ctx` may be a getter: the figures join the registry at the first scrape that finds it.
 */
export async function workerMetricsRoutes(
  app: FastifyInstance,
  options: { ctx: WorkerContext | (() => WorkerContext | undefined); token?: string | undefined },
): Promise<void> {
  const contextOf = typeof options.ctx === 'function' ? options.ctx : () => options.ctx as WorkerContext;
  const token = options.token ?? contextOf()?.config.metricsToken;
  const registry = token ? new Registry() : undefined;
  if (registry) collectDefaultMetrics({ register: registry });
  let hasFigures = false;
  app.addHook('onRequest', async () => {
    const ctx = contextOf();
    if (!registry || hasFigures || !ctx) return;
    hasFigures = true;
    registerMirrorMetrics(registry, ctx);
    registerDeliveryMetrics(registry, ctx);
  });
  metricsRoute(app, { token, registry });
}
