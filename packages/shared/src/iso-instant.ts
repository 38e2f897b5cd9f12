import { z } from 'zod';

/**
 * An instant as the API writes it: ISO 8601 in UTC, from Date#toISOString (created_at, generatedAt...).
 * One schema, so what these fields hold is said once; to the validator and the document it is a plain
 * string, as it always was.
 */
export const IsoInstantSchema = z.string();
