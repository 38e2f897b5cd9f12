import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user, verification } from '../../db/schema';
import type { Auth } from './auth';

// better-auth's /reset-password sets the password and (revokeSessionsOnPasswordReset) ends every
// session, but signs nobody in. The golfer who just proved they own the address should not have to
// type the new password again, so auth.routes.ts signs them in with it through better-auth's own
// sign-in (a normal session and cookie), once the reset succeeded (decision 0101).

/**
 * The account a reset token belongs to, read before better-auth consumes it. Whether the token is still
 * valid is better-auth's to decide: the sign-in happens only after its reset succeeded.
 */
export async function emailOfResetToken(options: { db: Db; token: string }): Promise<string | undefined> {
  const [row] = await options.db
    .select({ email: user.email })
    .from(verification)
    .innerJoin(user, eq(user.id, verification.value))
    .where(eq(verification.identifier, `reset-password:${options.token}`))
    .limit(1);
  return row?.email;
}

/** Signs the account in with its new password; the session cookies to send back (none on failure). */
export async function signInAfterReset(options: {
  auth: Auth;
  email: string;
  password: string;
  headers: Headers;
}): Promise<string[]> {
  const response = await options.auth.api.signInEmail({
    body: { email: options.email, password: options.password },
    headers: options.headers,
    asResponse: true,
  });
  return response.ok ? response.headers.getSetCookie() : [];
}
