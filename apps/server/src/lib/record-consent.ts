import { CONSENT_VERSIONS, type ConsentKind } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/**
 * Records that user `userId` agreed, at `now`, to the current wording of `kind` (decision 0253):
 * `terms` when the account is made (the sign-up and sign-in forms link /terms and /privacy), `texts`
 * when the text-alert consent box is ticked. Agreeing again to the same version keeps the first time.
 */
export async function recordConsent(
  db: Executor,
  userId: string,
  kind: ConsentKind,
  now: Date,
): Promise<void> {
  await db.execute(sql`insert into user_consents (user_id, kind, version, agreed_at)
    values (${userId}, ${kind}, ${CONSENT_VERSIONS[kind]}, ${now})
    on conflict (user_id, kind, version) do nothing`);
}
