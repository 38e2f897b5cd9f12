import { type SQL, sql } from 'drizzle-orm';

/**
 * What the alert channels' delivery-engine entries share (the email, features/alerts/email-channel.ts, and
 * the text, features/sms/sms-delivery-channel.ts): a request `r` is the recipient, its alert rows are the
 * ones with no kind (a release reminder's rows are its own channel's, decision 0196), and one claim a
 * round covers everything pending for it. The release reminder channels' counterpart is reminderChannelParts.
 */
export function alertChannelParts<Method extends 'email' | 'sms'>(method: Method) {
  return {
    method,
    recipients: { from: sql`monitoring_requests r`, id: sql`r.id` },
    ownsSql: (n: SQL, recipient: SQL) => sql`${n}.request_id = ${recipient} and ${n}.kind is null`,
    concernsSql: (requestIds: SQL) => sql`r.id = any(${requestIds})`,
    claimsPerRound: 1,
  } as const;
}
