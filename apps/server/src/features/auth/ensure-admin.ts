import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { Auth } from './auth';

/** When ADMIN_EMAIL/ADMIN_PASSWORD are set, that account exists with role admin (its password is kept if it exists). */
export async function ensureAdmin(options: {
  auth: Auth;
  db: Db;
  email: string;
  password: string;
  clock: Clock;
}): Promise<void> {
  const email = options.email.toLowerCase();
  const [existing] = await options.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!existing) {
    await options.auth.api
      .signUpEmail({ body: { email, password: options.password, name: 'Administrator' } })
      .catch((error: unknown) => {
        // e.g. the common-password rule (password-strength.ts): say which setting to change.
        throw new Error(`ADMIN_PASSWORD was refused: ${(error as Error)?.message ?? String(error)}`);
      });
  }
  await options.db
    .update(user)
    .set({ role: 'admin', updatedAt: options.clock() })
    .where(eq(user.email, email));
}
