import { envelopeSchema } from '@teewatch/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { answers } from '../../http/api-document';

/** For an admin route's `input`: it answers 404 when the id in its path names nothing. */
export const ANSWERS_NOT_FOUND = answers({ access: 'admin', errors: [404] });

type Input = { params?: z.ZodType; querystring?: z.ZodType; body?: z.ZodType };
type Parsed<I, K extends keyof Input> =
  I extends Record<K, infer S extends z.ZodType> ? z.output<S> : undefined;

/** What an admin handler reads: the request, with its params, query and body as the route's schemas parsed them. */
export type AdminRequest<I> = Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
  params: Parsed<I, 'params'>;
  query: Parsed<I, 'querystring'>;
  body: Parsed<I, 'body'>;
};

/**
 * Options (schema and handler) of an admin route that answers JSON: listed under "admin" in the API docs,
 * its `input` (params, querystring, body) checked by Fastify before the handler runs (adminRoutes' hook has
 * checked the role before that), and the handler's result sent as `data` in the success envelope, with
 * `status` (200 unless a creation). `input` may add `...ANSWERS_NOT_FOUND` for a route on one thing.
 */
export function adminRoute<D extends z.ZodType, I extends Input = Record<never, never>>(
  summary: string,
  data: D,
  input: I & { status?: 201 },
  handler: (request: AdminRequest<I>) => Promise<z.input<D>> | z.input<D>,
) {
  const { status = 200, ...schemaInput } = input;
  return {
    schema: {
      tags: ['admin'],
      summary,
      ...answers({ access: 'admin' }),
      ...schemaInput,
      response: { [status]: envelopeSchema(data) },
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const answer = { success: true as const, data: await handler(request as unknown as AdminRequest<I>) };
      return reply.status(status).send(answer);
    },
  };
}
