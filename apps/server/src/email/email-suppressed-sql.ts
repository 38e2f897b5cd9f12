import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL truth of "this address stopped all email" (email_suppressions, decision 0250). `address` is an
 * SQL expression of the address; the table holds addresses lower-cased. Every non-transactional email
 * path reads it: the alert and release-reminder gate (features/alerts/recipient-gate.ts) and the group
 * watch's "has ended" notes (features/booked/end-group-watch.ts).
 */
export function emailSuppressedSql(address: SQL): SQL {
  return sql`exists (select 1 from email_suppressions es where es.email = lower(${address}))`;
}
