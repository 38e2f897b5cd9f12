import type { BetterAuthOptions } from 'better-auth';
import { twoFactor } from 'better-auth/plugins';

// An administrator's second factor (issue 48 item 1, decision 0246): better-auth's two-factor plugin with
// TOTP and backup codes. The plugin asks for a code at email sign-in once an account has enrolled; it
// does not at the other ways a session starts (Google, the address-confirmation link, a password reset),
// so each session records whether a code opened it, and the admin gate (http/guards.ts) reads that.

/** The paths whose new sessions were opened by a code: sign-in's code step and enrolment's confirmation. */
const CODE_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

export const SECOND_FACTOR_ISSUER = 'Teewatch';

export function secondFactorPlugin() {
  return twoFactor({
    issuer: SECOND_FACTOR_ISSUER,
    // Enrolment ends only with a code from the app, so a mistyped scan cannot lock the admin out.
    skipVerificationOnEnable: false,
    backupCodeOptions: { amount: 10, length: 10 },
  });
}

/** The session's own record of the code (never set by a client: `input: false`). */
export const sessionSecondFactorField = {
  twoFactorVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
} satisfies NonNullable<NonNullable<BetterAuthOptions['session']>['additionalFields']>;

/** databaseHooks.session.create.before: a session is "second factor verified" only when a code opened it. */
export async function markSessionOpenedByCode(
  session: Record<string, unknown>,
  context: { path?: string } | null,
): Promise<{ data: Record<string, unknown> }> {
  return { data: { ...session, twoFactorVerified: CODE_PATHS.has(context?.path ?? '') } };
}
