import { type SQL, sql } from 'drizzle-orm';

/**
 * The number of monitoring request `r` may be texted (decision 0171), as ONE SQL condition: its
 * contact phone is the owner's confirmed number and not on the stop list. The text channel sends only
 * then, and a request alerting by text only is emailed instead while it is not (decision 0173): a
 * number never confirmed, or stopped, does not silence the golfer's alerts.
 */
export function textablePhoneSql(r: SQL = sql.raw('r')): SQL {
  return sql`(${r}.contact_phone is not null
    and exists (select 1 from user_phones tp
      where tp.user_id = ${r}.user_id and tp.phone = ${r}.contact_phone and tp.confirmed_at is not null)
    and not exists (select 1 from sms_opt_outs so where so.phone = ${r}.contact_phone))`;
}
