import { type SQL, sql } from 'drizzle-orm';

// The golfer's delivery rules (decision 0133) as SQL: a request's own rules win whole, else the
// account's (user_delivery_rules), else none. Both are jsonb in the shared DeliveryRules shape.

/** The rules that apply to the monitoring_requests row aliased `request` (jsonb, null when none). */
export function effectiveDeliveryRulesSql(request: SQL): SQL {
  return sql`coalesce(${request}.delivery_rules,
    (select udr.rules from user_delivery_rules udr where udr.user_id = ${request}.user_id))`;
}
