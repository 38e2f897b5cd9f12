import { toValidationErrors, validationSummary } from '@teewatch/shared';
import type { z } from 'zod';
import { badRequest } from './app-error';

/**
 * A value checked against its schema in a handler (rather than by Fastify, see `parsedInHandler`): the
 * parsed value, or a 400 whose validationErrors name the fields. `topLevel` names a nested problem by its
 * top-level field (`courseIds`, not `courseIds.0`), for forms that show messages per field.
 */
export function parseInput<T extends z.ZodType>(
  schema: T,
  value: unknown,
  options: { topLevel?: boolean } = {},
): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const validationErrors = toValidationErrors(result.error.issues, options);
  throw badRequest(validationSummary(validationErrors), validationErrors);
}
