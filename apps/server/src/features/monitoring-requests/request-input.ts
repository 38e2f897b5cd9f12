import {
  checkDeliveryRules,
  checkHeldTime,
  checkMonitoringRequestInput,
  type DeliveryChannel,
  legacyAlertChannel,
  MAX_DAILY_CAP,
  type MonitoringRequestInput,
  normaliseChannels,
  requestedChannels,
  vancouverToday,
} from '@teewatch/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRequests, pushSubscriptions } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import { ownedBy } from './monitoring-requests.queries';

// What a create or an edit checks in the golfer's input, and the channels it resolves to.

/** Throws 400 when the input breaks a rule that depends on today (its dates), as create and edit check it. */
export function assertValidInput(
  input: MonitoringRequestInput,
  now: Date,
  maxDailyCap = MAX_DAILY_CAP,
): void {
  const today = vancouverToday(now);
  const problems = checkMonitoringRequestInput({ input, today });
  if (input.deliveryRules)
    problems.push(
      ...checkDeliveryRules({ rules: input.deliveryRules, today, maxDailyCap, prefix: 'deliveryRules.' }),
    );
  if (input.held) problems.push(...checkHeldTime({ ...input, held: input.held }));
  if (problems.length > 0) {
    throw badRequest(problems.length === 1 ? problems[0]!.message : 'Validation failed', problems);
  }
}

/**
 * The channels a save writes (decision 0260): `alertChannels` when given; else the older fields, a missing
 * alertChannel meaning, on a create, push as well when the golfer has a device (decision 0130), and on an
 * edit (`requestId`) the request's own push choice.
 */
export async function requestChannels(
  db: Db,
  userId: string,
  input: MonitoringRequestInput,
  requestId?: number,
): Promise<DeliveryChannel[]> {
  if (input.alertChannels) return normaliseChannels(input.alertChannels);
  if (requestId !== undefined) {
    const [own] = await db
      .select({ alertChannels: monitoringRequests.alertChannels })
      .from(monitoringRequests)
      .where(ownedBy(userId, [requestId]));
    // Someone else's id: the edit's own ownership check answers "not found".
    return requestedChannels(input, legacyAlertChannel(own?.alertChannels ?? ['email']));
  }
  const [device] = await db
    .select({ one: sql<number>`1` })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return requestedChannels(input, device ? 'both' : 'email');
}
