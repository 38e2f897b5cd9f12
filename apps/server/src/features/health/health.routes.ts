import { ErrorEnvelopeSchema, envelopeSchema } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { probeRoutes } from '../../http/probe-routes';

const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  uptimeSeconds: z.number().int(),
});

/** The 503: the error envelope, with what the probe found. */
const DegradedSchema = ErrorEnvelopeSchema.extend({
  data: z.object({ status: z.literal('degraded'), database: z.literal('unreachable') }),
});

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  // /livez and /readyz for orchestrators (decision 0221); /health stays as it was, an interface.
  await probeRoutes(app, app.ctx.readiness);
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness with a database check (503 with `data` when the database is unreachable)',
        response: { 200: envelopeSchema(HealthSchema), 503: DegradedSchema },
      },
    },
    async (_request, reply) => {
      try {
        await app.ctx.db.execute(sql`select 1`);
        return {
          success: true,
          data: { status: 'ok', database: 'ok', uptimeSeconds: Math.round(process.uptime()) },
        };
      } catch (error) {
        app.log.warn({ err: error }, 'health check: database unreachable');
        // Not a failure of this route but its answer: a probe asked how the server is, and "degraded"
        // is the report (503 for load balancers, `data` for people). So it is sent here, not thrown.
        return reply.status(503).send({
          success: false,
          error: 'Database unreachable',
          data: { status: 'degraded', database: 'unreachable' },
        });
      }
    },
  );
}
