import { z } from 'zod';
import { ISO_DATE_PATTERN } from './vancouver-time';

// What the API document (OpenAPI, generated from these zod schemas) says about values whose zod form
// it cannot read: refinements and transforms have no JSON Schema, so the rule they check is added here.

/** A date field checked with isIsoDate: the document gives its format and pattern. */
export const ISO_DATE_DOC = { format: 'date', pattern: ISO_DATE_PATTERN.source } as const;

/** PostgreSQL's integer: the largest id a serial column holds. */
export const MAX_ID = 2_147_483_647;

/**
 * A serial id in a path: digits that fit PostgreSQL's integer, else the given message (400, never a
 * 500). Paths carry text, so it is parsed from a string; the document shows the integer it stands for.
 */
export const pathId = (message: string) =>
  z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((id) => id >= 1 && id <= MAX_ID, message)
    .meta({ type: 'integer', format: 'int32', minimum: 1, maximum: MAX_ID, pattern: undefined });
