import { TeeTimesQuerySchema, TeeTimesResponseSchema } from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export async function teeTimeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/tee-times',
    {
      schema: {
        tags: ['tee-times'],
        summary: 'Open tee times per course for one date (a failed source gives that course an error)',
        querystring: TeeTimesQuerySchema,
        response: { 200: TeeTimesResponseSchema },
      },
    },
    async (request) => {
      const { courses, fetchedAt } = await app.ctx.teeTimeSearch.search(request.query);
      return { success: true, data: courses, fetchedAt };
    },
  );
}
