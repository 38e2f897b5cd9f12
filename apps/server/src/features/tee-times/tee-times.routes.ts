import { TeeTimesQuerySchema, type TeeTimesResponse, TeeTimesResponseSchema } from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TeeTimeSearchResult } from './tee-time-search';

export async function teeTimeRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // The service hands back the same result object while nothing in it changed; its checked, serialised
  // bytes are kept beside it, so a cached search costs a lookup instead of a validation and a stringify.
  const bodies = new WeakMap<TeeTimeSearchResult, Buffer>();

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
    async (request, reply) => {
      const result = await app.ctx.teeTimeSearch.search(request.query);
      let body = bodies.get(result);
      if (body === undefined) {
        body = Buffer.from(
          JSON.stringify(
            TeeTimesResponseSchema.parse({
              success: true,
              data: result.courses,
              fetchedAt: result.fetchedAt,
            }),
          ),
        );
        bodies.set(result, body);
      }
      // Bytes are sent as they are (Fastify serialises only objects); they were checked against the schema above.
      return reply.type('application/json; charset=utf-8').send(body as unknown as TeeTimesResponse);
    },
  );
}
