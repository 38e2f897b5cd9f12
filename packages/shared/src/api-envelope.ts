import { z } from 'zod';

/** One field's problem, as the spec's `validationErrors` lists it. */
export const ValidationErrorSchema = z.object({ field: z.string(), message: z.string() });
export type ValidationError = z.infer<typeof ValidationErrorSchema>;

/** The spec's response envelope: `{ success, data, error }`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.boolean(),
    data: data.optional(),
    error: z.string().optional(),
    validationErrors: z.array(ValidationErrorSchema).optional(),
  });
}

export type Envelope<T> = {
  success: boolean;
  data?: T;
  error?: string;
  validationErrors?: ValidationError[];
};

/**
 * Every failure's body, as the server's one error handler sends it: `{ success: false, error }`, with
 * `validationErrors` when fields were at fault. Loose on purpose: a few answers carry more beside it
 * (better-auth's `code` and `message` on /api/auth refusals, `data` on /health's 503).
 */
export const ErrorEnvelopeSchema = z.looseObject({
  success: z.literal(false),
  error: z.string(),
  validationErrors: z.array(ValidationErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
