import { envelopeSchema } from '@teewatch/shared';
import type { z } from 'zod';
import { answers } from '../../http/api-document';

/**
 * An admin route's schema: listed under "admin" in the API docs, its `input` (params, querystring, body)
 * checked, and its 200 answer `data` in the success envelope. `input` may add `...answers({ access: 'admin',
 * errors: [404] })` for the failures of its own.
 */
export function adminSchema<D extends z.ZodType, I extends object = Record<never, never>>(
  summary: string,
  data: D,
  input?: I,
) {
  return {
    tags: ['admin'],
    summary,
    ...answers({ access: 'admin' }),
    ...(input as I),
    response: { 200: envelopeSchema(data) },
  };
}

/** For an admin route's `input`: it answers 404 when the id in its path names nothing. */
export const ANSWERS_NOT_FOUND = answers({ access: 'admin', errors: [404] });
