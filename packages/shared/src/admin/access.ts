import { z } from 'zod';

/**
 * GET /api/admin/access (decision 0246): where the signed-in administrator stands with the second
 * factor. `required`: this server asks admins for one; `enabled`: the account has enrolled TOTP;
 * `verified`: this session was opened with a code. The console opens when `consoleOpen`.
 */
export const AdminAccessSchema = z.object({
  secondFactor: z.object({ required: z.boolean(), enabled: z.boolean(), verified: z.boolean() }),
  consoleOpen: z.boolean(),
});
export type AdminAccess = z.infer<typeof AdminAccessSchema>;

/** The `code` of the 403 an admin route answers while the session lacks the second factor it needs. */
export const SECOND_FACTOR_REQUIRED_CODE = 'SECOND_FACTOR_REQUIRED';
