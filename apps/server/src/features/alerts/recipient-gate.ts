import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import { contactEmailConfirmedSql } from '../email-confirmation/contact-email-confirmation';

/**
 * Who may receive an alert email, as one SQL condition on the monitoring_requests alias `r`:
 * - the owner is not banned (a ban also pauses their requests at once; this covers a race with it),
 * - the contact address is confirmed (unless ALERTS_REQUIRE_VERIFIED_EMAIL=false),
 * - the address got fewer than ALERT_EMAILS_PER_RECIPIENT_PER_DAY alert emails in the last 24 hours,
 *   counting every request that names it (one person's many requests cannot flood one inbox), sent
 *   or being sent. Claims in concurrent workers do not see each other, so with N workers the cap may
 *   be passed by at most N-1 on a busy address; exactness would need a lock in the delivery code.
 * A request held back keeps its pending alerts; they go out once the gate opens, if still bookable.
 */
export function recipientGate(config: Config, now: Date): SQL {
  const r = sql.raw('r');
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const confirmed = config.alertsRequireVerifiedEmail ? contactEmailConfirmedSql(r) : sql`true`;
  return sql`(
    not exists (select 1 from "user" gu where gu.id = r.user_id and coalesce(gu.banned, false))
    and ${confirmed}
    and (select count(*) from notifications gn
      where lower(gn.recipient) = lower(r.contact_email)
        and (gn.is_successful or gn.error_message is null)
        and gn.notification_sent_at > ${dayAgo}) < ${config.alertEmailsPerRecipientPerDay}
  )`;
}
