import { envelopeSchema } from '@teewatch/shared';
import type { z } from 'zod';

/**
 * An admin route's schema: listed under "admin" in the API docs, its `input` (params, querystring, body)
 * checked, and its 200 answer `data` in the success envelope.
 */
export function adminSchema<D extends z.ZodType, I extends object = Record<never, never>>(
  summary: string,
  data: D,
  input?: I,
) {
  return { tags: ['admin'], summary, ...(input as I), response: { 200: envelopeSchema(data) } };
}
