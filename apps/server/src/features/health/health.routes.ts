import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness with a database check' } },
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
