import { type SQL, sql } from 'drizzle-orm';

// One back-off for every channel that retries a failed delivery (alert emails, push): 15 s after the
// first failure since the recipient's last success, doubling with each, at most 10 minutes.

const RETRY_BASE_SECONDS = 15;
const RETRY_MAX_SECONDS = 600;

/**
 * True (SQL) while the latest failure since the recipient's last success is inside its back-off at `now`.
 * `recipient(alias)` picks the `notifications` rows of one recipient on one channel (a request's emails,
 * a device's pushes) for the alias it is given.
 */
export function inRetryBackOffSql(recipient: (alias: SQL) => SQL, now: Date): SQL {
  const failure = sql.raw('f');
  const success = sql.raw('ok');
  return sql`exists (
    select 1 from (
      select f.notification_sent_at, count(*) over () as failures
      from notifications f
      where ${recipient(failure)} and not f.is_successful and f.error_message is not null
        and f.id > coalesce((select max(ok.id) from notifications ok
          where ${recipient(success)} and ok.is_successful), 0)
      order by f.id desc limit 1
    ) last_failure
    where last_failure.notification_sent_at > ${now}::timestamptz - make_interval(secs =>
      least(${RETRY_MAX_SECONDS}::float8, ${RETRY_BASE_SECONDS}::float8 * power(2, least(last_failure.failures, 12) - 1)))
  )`;
}
