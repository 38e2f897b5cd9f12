import { createECDH } from 'node:crypto';
import {
  MAX_PUSH_DEVICES_PER_USER,
  PUSH_MESSAGES,
  type PushDevice,
  type PushSubscriptionInput,
} from '@teewatch/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { isKnownPushService } from '../../delivery';
import { AppError, badRequest } from '../../http/app-error';
import { isAllowedTransport } from '../../lib/transport-rule';

// A golfer's push devices: add (or refresh) one, list them, remove one (decision 0130).

/**
 * https everywhere in production; elsewhere http too, but only to this machine (lib/transport-rule.ts).
 * In production the endpoint must also be a known push service's (decision 0241).
 */
export function checkEndpoint(config: Pick<Config, 'environment'>, endpoint: string): void {
  if (!isAllowedTransport(config.environment, endpoint))
    throw badRequest(PUSH_MESSAGES.insecureEndpoint, [
      { field: 'endpoint', message: PUSH_MESSAGES.insecureEndpoint },
    ]);
  if (config.environment === 'production' && !isKnownPushService(endpoint))
    throw badRequest(PUSH_MESSAGES.unknownPushService, [
      { field: 'endpoint', message: PUSH_MESSAGES.unknownPushService },
    ]);
}

/** The key must be a point on P-256, or every push to it would fail at encryption. */
function checkKey(p256dh: string): void {
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(Buffer.from(p256dh, 'base64url'));
  } catch {
    throw badRequest(PUSH_MESSAGES.invalidP256dh, [
      { field: 'keys.p256dh', message: PUSH_MESSAGES.invalidP256dh },
    ]);
  }
}

type DeviceRow = typeof pushSubscriptions.$inferSelect;

function deviceOf(row: DeviceRow): PushDevice {
  return {
    id: row.id,
    endpoint: row.endpoint,
    device_label: row.deviceLabel,
    created_at: row.createdAt.toISOString(),
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
    expiration_time: row.expirationTime?.toISOString() ?? null,
  };
}

/**
 * Adds the browser's subscription to the user's devices. The same endpoint again updates its row (keys,
 * expiry, label) and moves it to this user (the browser is now theirs), so a device is never listed
 * twice. A new device beyond MAX_PUSH_DEVICES_PER_USER is refused with 409.
 */
export async function saveDevice(options: {
  db: Db;
  config: Config;
  userId: string;
  input: PushSubscriptionInput;
  deviceLabel: string;
  now: Date;
}): Promise<PushDevice> {
  const { db, userId, input, now } = options;
  checkEndpoint(options.config, input.endpoint);
  checkKey(input.keys.p256dh);
  const keys = {
    p256dh: input.keys.p256dh.replace(/=+$/, ''),
    auth: input.keys.auth.replace(/=+$/, ''),
  };
  const expirationTime = input.expirationTime == null ? null : new Date(input.expirationTime);
  return db.transaction(async (tx) => {
    // Two posts of one account at once must not both pass the count.
    await tx.execute(sql`select 1 from "user" where id = ${userId} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.userId, userId), sql`${pushSubscriptions.endpoint} <> ${input.endpoint}`),
      );
    if (Number(count?.n) >= MAX_PUSH_DEVICES_PER_USER)
      throw new AppError('CONFLICT', PUSH_MESSAGES.tooManyDevices);
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: input.endpoint,
        ...keys,
        expirationTime,
        deviceLabel: options.deviceLabel,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, ...keys, expirationTime, deviceLabel: options.deviceLabel },
      })
      .returning();
    return deviceOf(row!);
  });
}

export async function listDevices(db: Db, userId: string): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map(deviceOf);
}

/** Removes one of the user's devices; another user's (or a missing) id is 404, never a hint it exists. */
export async function deleteDevice(db: Db, userId: string, id: number): Promise<void> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', PUSH_MESSAGES.deviceNotFound);
}
