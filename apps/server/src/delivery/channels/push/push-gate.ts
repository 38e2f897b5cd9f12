import { type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import { alertsBySql } from '../../alerts-by-sql';
import { contactEmailConfirmedSql } from '../../contact-email-confirmed-sql';

/**
 * Who may be pushed now, as ONE SQL condition on a monitoring request `r` and a device `d`: the request
 * is live and asks for push, the device is its owner's and not expired, the owner is not banned, and
 * the contact address is confirmed as for email (ALERTS_REQUIRE_VERIFIED_EMAIL). The golfer's delivery
 * rules (quiet hours, mute, daily cap) are added beside it where pending openings are listed (push-claim.queries.ts).
 * A device held back keeps its pending alerts; they are pushed once the gate opens, if still bookable.
 */
export function pushGate(config: Config, now: Date): SQL {
  const r = sql.raw('r');
  const confirmed = config.alertsRequireVerifiedEmail ? contactEmailConfirmedSql(r) : sql`true`;
  return sql`(
    r.is_active and r.expires_at > ${now} and ${alertsBySql('push')}
    and d.user_id = r.user_id
    and ${deviceLiveSql(now)}
    and not exists (select 1 from "user" gu where gu.id = r.user_id and coalesce(gu.banned, false))
    and ${confirmed}
  )`;
}

/** The device `d` has not passed the expiry its browser gave. */
export function deviceLiveSql(now: Date): SQL {
  return sql`(d.expiration_time is null or d.expiration_time > ${now})`;
}
