import type { FastifyInstance } from 'fastify';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import { runWithTrace } from '../lib/trace-context';

/**
 * Every answer says its request's id (X-Request-Id), and the handler runs with it as the trace id, so
 * the jobs and deliveries it causes carry it (decision 0236). Set before the handler, after the body is
 * read: the body's stream events would not run inside a context entered earlier.
 */
export function installRequestTrace(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => runWithTrace(request.id, done));
}
