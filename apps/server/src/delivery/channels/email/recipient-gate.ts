import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Executor } from '../../../db/client';
import { rowsOf } from '../../../db/rows-of';
import { emailSuppressedSql } from '../../../email/email-suppressed-sql';
import { alertsBySql } from '../../alerts-by-sql';
import { contactEmailConfirmedSql } from '../../contact-email-confirmed-sql';
import { textablePhoneSql } from '../../textable-phone-sql';

/**
 * Who may receive an alert email, as one SQL condition on the monitoring_requests alias `r`:
 * - the owner is not banned (a ban also pauses their requests at once; this covers a race with it),
 * - the contact address is confirmed (unless ALERTS_REQUIRE_VERIFIED_EMAIL=false),
 * - the contact address did not stop all email (email_suppressions, decision 0250),
 * - the address got fewer than ALERT_EMAILS_PER_RECIPIENT_PER_DAY alert emails in the last 24 hours,
 *   counting every request that names it (one person's many requests cannot flood one inbox), sent
 *   or being sent. Concurrent claims do not see each other's uncommitted rows, so a new claim also
 *   takes the address's lock and counts again (`claimRecipientAllowance`): the cap is exact however
 *   many workers deliver.
 * - the request alerts by email: its channels name email, or none of its other channels can reach the
 *   golfer now: push without a device left (alerts are never lost with the last device; decision 0130),
 *   text while its number cannot be texted (never confirmed, or stopped: decision 0173).
 *   (One set of channels, decision 0260.)
 * A request held back keeps its pending alerts; they go out once the gate opens, if still bookable.
 */
export function recipientGate(config: Config, now: Date): SQL {
  const r = sql.raw('r');
  const confirmed = config.alertsRequireVerifiedEmail ? contactEmailConfirmedSql(r) : sql`true`;
  return sql`(
    not exists (select 1 from "user" gu where gu.id = r.user_id and coalesce(gu.banned, false))
    and ${confirmed}
    and not ${emailSuppressedSql(sql`r.contact_email`)}
    and (${alertsBySql('email')} or not (
      (${alertsBySql('push')} and exists (select 1 from push_subscriptions ps where ps.user_id = r.user_id))
      or (${alertsBySql('sms')} and ${textablePhoneSql()})))
    and ${emailsInLastDay(sql`r.contact_email`, now)} < ${config.alertEmailsPerRecipientPerDay}
  )`;
}

/**
 * Alert emails to an address in the 24 hours before `now`, sent or being sent; a test (decision 0262)
 * and a group's "has ended" note (decision 0263) are not ones.
 */
function emailsInLastDay(address: SQL, now: Date): SQL {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  return sql`(select count(*) from notifications gn
      where lower(gn.recipient) = lower(${address}) and gn.notification_method = 'email'
        and (gn.is_successful or gn.error_message is null) and coalesce(gn.kind, '') not in ('test', 'group-booked')
        and gn.notification_sent_at > ${dayAgo})`;
}

/** Advisory-lock namespace of "claims to one address" (the second key is the address's hash). */
const RECIPIENT_LOCK_SPACE = 120_001;

/**
 * Inside a claim's transaction, before it adds a claim for `address`: waits for any other transaction
 * claiming for the same address (a transaction-scoped advisory lock, released at commit) and counts
 * again, now seeing their claims. True when the address is still under its daily cap.
 */
export async function claimRecipientAllowance(
  tx: Executor,
  config: Config,
  address: string,
  now: Date,
): Promise<boolean> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${RECIPIENT_LOCK_SPACE}::int, hashtext(lower(${address})))`,
  );
  const [row] = rowsOf<{ sent: number }>(
    await tx.execute(sql`select ${emailsInLastDay(sql`${address}`, now)}::int as sent`),
  );
  return Number(row?.sent) < config.alertEmailsPerRecipientPerDay;
}
