import type { DeliveryChannel } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Request `r` (its alias, by default `r`) alerts by `channel`: the one reading of a request's channel set
 * (monitoring_requests.alert_channels, decision 0260) in every channel's SQL.
 */
export function alertsBySql(channel: DeliveryChannel, r: SQL = sql.raw('r')): SQL {
  return sql`(${channel}::text = any(${r}.alert_channels))`;
}
