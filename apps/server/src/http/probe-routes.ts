import { ErrorEnvelopeSchema, envelopeSchema } from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notReadyMessage, type Readiness } from '../lib/readiness';

// The orchestrator's two probes, the same on the API (features/health) and on the worker's own port
// (jobs/worker-health-server.ts), decision 0221. /livez: the process answers (restart it if not); it
// reads nothing, so a database outage never gets every replica restarted. /readyz: send it traffic or
// work: the database answers, the schema is not behind this code's, the process is not draining.

const ReportSchema = z.object({
  database: z.enum(['ok', 'unreachable']),
  schema: z.enum(['current', 'behind', 'ahead', 'unknown']),
  draining: z.boolean(),
});

const LiveSchema = z.object({ status: z.literal('live'), uptimeSeconds: z.number().int() });
const ReadySchema = ReportSchema.extend({ status: z.literal('ready') });
const NotReadySchema = ErrorEnvelopeSchema.extend({
  data: ReportSchema.extend({ status: z.literal('not_ready') }),
});

export async function probeRoutes(app: FastifyInstance, readiness: Readiness): Promise<void> {
  app.get(
    '/livez',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (nothing else is checked)',
        response: { 200: envelopeSchema(LiveSchema) },
      },
    },
    async () => ({
      success: true as const,
      data: { status: 'live' as const, uptimeSeconds: Math.round(process.uptime()) },
    }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable, schema at this version, not draining (503 with what failed)',
        response: { 200: envelopeSchema(ReadySchema), 503: NotReadySchema },
      },
    },
    async (_request, reply) => {
      const { ready, ...report } = await readiness.check();
      if (ready) return { success: true as const, data: { status: 'ready' as const, ...report } };
      // A probe's answer, not a failure of the route (as /health's 503): sent here, not thrown.
      return reply.status(503).send({
        success: false,
        error: notReadyMessage({ ready, ...report }),
        data: { status: 'not_ready', ...report },
      });
    },
  );
}
