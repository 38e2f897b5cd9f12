import type { SessionUser } from '@teewatch/shared';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { answers, type DeclaredStatus, parsedInHandler } from './api-document';
import { requireUser } from './guards';
import { parseInput } from './parse-input';

type Schema = z.ZodType;

/** What a signed-in caller's route is: its document entry, its input, and what it does with them. */
export type SessionRoute<P extends Schema, B extends Schema, R extends Record<number, Schema>> = {
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: P;
  body?: B;
  /** The success answer by status; the handler's answer goes out with this status (201 for a creation). */
  response: R;
  /** Failures of its own, beyond those every session route meets (see answers()). */
  errors?: readonly DeclaredStatus[];
  /** Name a nested problem by its top-level field (see parseInput). */
  topLevel?: boolean;
  /** What a call without any body means, when leaving it out is allowed. */
  missingBody?: z.input<B>;
  handler: (call: {
    user: SessionUser;
    params: z.output<P>;
    body: z.output<B>;
    request: FastifyRequest;
  }) => Promise<z.input<R[keyof R]>>;
};

/**
 * Route options (schema and handler) for a route only a signed-in caller may use. Its params and body are
 * declared, so the API document shows them, but parsed after the session check, so an anonymous caller gets
 * the spec's 401 whatever it sent.
 */
export function sessionRoute<
  P extends Schema = z.ZodNever,
  B extends Schema = z.ZodNever,
  R extends Record<number, Schema> = Record<number, Schema>,
>(route: SessionRoute<P, B, R>) {
  const { params, body, response, errors, topLevel, missingBody, handler, ...document } = route;
  const status = Number(Object.keys(response)[0]);
  const schema: FastifySchema = {
    ...document,
    ...(params ? { params } : {}),
    ...(body ? { body } : {}),
    response,
    ...answers({ access: 'session', errors }),
  };
  return {
    schema,
    validatorCompiler: parsedInHandler,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const user = await requireUser(request);
      const answer = await handler({
        user,
        params: (params ? parseInput(params, request.params, { topLevel }) : undefined) as z.output<P>,
        body: (body ? parseInput(body, request.body ?? missingBody, { topLevel }) : undefined) as z.output<B>,
        request,
      });
      return reply.status(status).send(answer);
    },
  };
}
