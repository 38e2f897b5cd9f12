import { z } from 'zod';

// What a route that deleted or switched one row answers: the row's id, and its new state if it has one.

/** `{ id }`: the row a DELETE removed. */
export const IdResultSchema = z.object({ id: z.number().int() });

/** `{ id, is_active }`: the row an activate/deactivate switch changed. */
export const ActiveToggledSchema = IdResultSchema.extend({ is_active: z.boolean() });
