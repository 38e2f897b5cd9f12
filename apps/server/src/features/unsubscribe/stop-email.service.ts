import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { verifyStopEmailToken } from '../../email/stop-email-token';
import { badRequest } from '../../http/app-error';
import { INVALID_TOKEN_MESSAGE } from './unsubscribe.service';

// "Stop all email" (decision 0250): one click on any email's link or its List-Unsubscribe stops every
// non-transactional email to that address, whichever account or request names it. Starting again is
// the account page's (features/account/email-stops.routes.ts).

/** The address a stop link names; throws 400 on a forged or altered token. */
export function readStopEmailToken(options: { secret: string; token: string | undefined }): string {
  const address = options.token
    ? verifyStopEmailToken({ secret: options.secret, token: options.token })
    : undefined;
  if (!address) throw badRequest(INVALID_TOKEN_MESSAGE, [{ field: 'token', message: INVALID_TOKEN_MESSAGE }]);
  return address;
}

export async function isEmailStopped(db: Db, address: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(sql`select 1 from email_suppressions where email = ${address.toLowerCase()}`),
  );
  return rows.length > 0;
}

/** Stops all email to the address a valid token names. Idempotent: a second click changes nothing. */
export async function stopAllEmail(options: {
  db: Db;
  secret: string;
  token: string | undefined;
  now: Date;
}): Promise<{ address: string }> {
  const address = readStopEmailToken(options);
  await options.db.execute(sql`insert into email_suppressions (email, suppressed_at)
    values (${address}, ${options.now}) on conflict (email) do nothing`);
  return { address };
}
