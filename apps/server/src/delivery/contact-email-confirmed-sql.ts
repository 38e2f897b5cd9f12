import { type SQL, sql } from 'drizzle-orm';

/**
 * SQL truth of "alerts may go to this request's contact email": the account's own address once
 * better-auth's verification link was followed, or another address its reader confirmed for this user.
 * `request` is the monitoring_requests alias in the surrounding query. Address confirmation
 * (features/email-confirmation) writes what this reads; the waitlist, the email channel and the push gate
 * read it, so it lives below them all (decision 0192).
 */
export function contactEmailConfirmedSql(request: SQL): SQL {
  return sql`(
    exists (select 1 from "user" cu where cu.id = ${request}.user_id
      and lower(cu.email) = lower(${request}.contact_email) and cu.email_verified)
    or exists (select 1 from confirmed_contact_emails cc
      where cc.user_id = ${request}.user_id and cc.email = lower(${request}.contact_email))
  )`;
}
