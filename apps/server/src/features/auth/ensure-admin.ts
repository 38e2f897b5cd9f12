import { eq } from 'drizzle-orm';
import type pino from 'pino';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Auth } from './auth';

export type EnsureAdminOutcome = 'created' | 'kept' | 'promoted' | 'refused';

/**
 * The configured administrator (ADMIN_EMAIL/ADMIN_PASSWORD, issue 48 item 1, decision 0245): created with
 * that password when no account has the address; an account that is admin already is kept as it is (its
 * password may have been changed since). Any other account with the address was registered by someone,
 * maybe not the operator, since sign-up needs no confirmation: it is promoted only when its address is
 * confirmed and ADMIN_PROMOTE_EXISTING_ACCOUNT says so. A refusal is logged, and the admin gate tells the
 * account's owner when they sign in.
 */
export async function ensureAdmin(options: {
  auth: Auth;
  db: Db;
  email: string;
  password: string;
  promoteExisting: boolean;
  clock: Clock;
  log: Pick<pino.Logger, 'info' | 'warn'>;
}): Promise<EnsureAdminOutcome> {
  const email = options.email.toLowerCase();
  const [existing] = await options.db
    .select({ id: user.id, role: user.role, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email));
  if (existing?.role === 'admin') return 'kept';
  if (existing && !(existing.emailVerified && options.promoteExisting)) {
    // The address is the operator's own setting; the log names the setting, not the account.
    options.log.warn(
      { emailVerified: existing.emailVerified, promoteExisting: options.promoteExisting },
      'ADMIN_EMAIL already has an account that is not an administrator: it was not promoted (it needs a confirmed address and ADMIN_PROMOTE_EXISTING_ACCOUNT=true)',
    );
    return 'refused';
  }
  if (!existing) await createAdminAccount(options.auth, email, options.password);
  await options.db
    .update(user)
    .set({ role: 'admin', updatedAt: options.clock() })
    .where(eq(user.email, email));
  options.log.info(existing ? 'ADMIN_EMAIL account promoted to administrator' : 'administrator created');
  return existing ? 'promoted' : 'created';
}

async function createAdminAccount(auth: Auth, email: string, password: string): Promise<void> {
  await auth.api.signUpEmail({ body: { email, password, name: 'Administrator' } }).catch((error: unknown) => {
    // e.g. the common-password rule (password-strength.ts): say which setting to change.
    throw new Error(`ADMIN_PASSWORD was refused: ${(error as Error)?.message ?? String(error)}`);
  });
}
