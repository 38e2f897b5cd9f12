import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installErrorHandler } from '../http/error-handler';
import { probeRoutes } from '../http/probe-routes';
import type { Readiness } from '../lib/readiness';

// The worker's own small HTTP server (WORKER_HEALTH_PORT, decision 0221): /livez and /readyz, the same
// probes as the API's, so an orchestrator can hold back a worker whose schema is behind and see it drain.
// It starts before the worker waits for its schema, so /readyz answers 503 "schema behind" meanwhile.

export type WorkerHealthServerOptions = {
  readiness: Readiness;
  /**
   * More routes on the same port, registered before it listens: the seam for the worker's /metrics
   * (`routes: (app) => app.register(metricsRoutes, …)`).
   */
  routes?: (app: FastifyInstance) => Promise<void>;
};

/** Builds the server, ready but not listening (tests inject into it). */
export async function buildWorkerHealthServer(options: WorkerHealthServerOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  await app.register(async (scope) => probeRoutes(scope, options.readiness));
  if (options.routes) await app.register(options.routes);
  await app.ready();
  return app;
}

/** Builds and listens on `port` (0: any free port); resolves with the port it got. */
export async function startWorkerHealthServer(
  options: WorkerHealthServerOptions & { port: number; host: string },
): Promise<{ app: FastifyInstance; port: number }> {
  const app = await buildWorkerHealthServer(options);
  await app.listen({ port: options.port, host: options.host });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : options.port };
}
