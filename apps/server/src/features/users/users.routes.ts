import { envelopeSchema, SessionUserSchema } from '@teewatch/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answers } from '../../http/api-document';
import { requireUser } from '../../http/guards';

export async function userRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: envelopeSchema(SessionUserSchema) },
        ...answers({ access: 'session' }),
      },
    },
    async (request) => ({ success: true, data: await requireUser(request) }),
  );
}
