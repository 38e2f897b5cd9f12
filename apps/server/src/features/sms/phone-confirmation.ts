import { randomInt } from 'node:crypto';
import {
  type AccountPhone,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_CODE_TRIES,
  PHONE_MESSAGES,
} from '@teewatch/shared';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { monitoringRequests, userPhones } from '../../db/schema';
import { isOptedOut, recordOptOut, sendSms } from '../../delivery';
import { linkMac, macMatchesAny } from '../../email/signed-link';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { takeAllowance } from '../../lib/rate-counter';
import { recordConsent } from '../../lib/record-consent';
import { toE164 } from './phone-number';

// The golfer's mobile number (issue 36 item 3, decision 0171): added with express consent, confirmed by
// a 6-digit code texted to it (10 minutes, 5 tries), kept as E.164. Asking for a code is limited per
// account and per client address; the code is stored as an HMAC keyed with the server's secret, so the
// database alone cannot give it back (a million codes are quickly tried against a plain hash).

/** Codes asked for in a window, per account and per client address (the window fits better-auth's pruning). */
export const PHONE_CODE_WINDOW_MS = 15 * 60_000;
export const PHONE_CODES_PER_ACCOUNT = 3;
export const PHONE_CODES_PER_CLIENT_ADDRESS = 10;

const fieldError = (field: string, message: string) => badRequest(message, [{ field, message }]);

function codeMac(secret: string, userId: string, phone: string, code: string): Buffer {
  return linkMac({ secret, version: 'v1', purpose: 'sms-code', payload: `${userId}:${phone}:${code}` });
}

/** The account's number as the Account page shows it, or null. */
export async function readAccountPhone(db: Db, userId: string, now: Date): Promise<AccountPhone | null> {
  const [row] = await db.select().from(userPhones).where(eq(userPhones.userId, userId));
  if (!row) return null;
  const pending = !row.confirmedAt && row.codeHash && row.codeExpiresAt && row.codeExpiresAt > now;
  return {
    phone: row.phone,
    confirmed: row.confirmedAt !== null,
    stopped: await isOptedOut(db, row.phone),
    codeExpiresAt: pending ? row.codeExpiresAt!.toISOString() : null,
  };
}

/** The account export's view of the number: never the code or its HMAC. */
export async function readPhoneForExport(db: Db, userId: string) {
  const [row] = await db.select().from(userPhones).where(eq(userPhones.userId, userId));
  if (!row) return null;
  return {
    phone: row.phone,
    consent_at: row.consentAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    texts_stopped: await isOptedOut(db, row.phone),
  };
}

async function confirmedElsewhere(db: Db | Tx, userId: string, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userPhones.userId })
    .from(userPhones)
    .where(
      and(eq(userPhones.phone, phone), isNotNull(userPhones.confirmedAt), ne(userPhones.userId, userId)),
    );
  return Boolean(row);
}

async function takeCodeAllowance(db: Db, now: Date, userId: string, clientAddress: string): Promise<void> {
  const take = (key: string, limit: number) =>
    takeAllowance({ db, now, key, limit, windowMs: PHONE_CODE_WINDOW_MS });
  // Both counters on every ask: an ask refused for the account still counts against the address.
  const account = await take(`sms-code|account|${userId}`, PHONE_CODES_PER_ACCOUNT);
  const address = await take(`sms-code|address|${clientAddress}`, PHONE_CODES_PER_CLIENT_ADDRESS);
  const over = account.isOver ? account : address.isOver ? address : undefined;
  if (!over) return;
  const minutes = over.minutesToWait;
  throw new AppError(
    'RATE_LIMITED',
    `Too many codes asked for ${account.isOver ? 'this account' : 'from your network'}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { headers: { 'retry-after': String(minutes * 60) } },
  );
}

/**
 * PUT /api/account/phone: checks the number, texts it a new code and keeps the number unconfirmed until
 * the code comes back. The same number already confirmed is answered as it is, without a text.
 */
export async function requestPhoneCode(options: {
  db: Db;
  config: Config;
  userId: string;
  clientAddress: string;
  typedPhone: string;
  now: Date;
}): Promise<AccountPhone> {
  const { db, config, userId, now } = options;
  const phone = toE164(options.typedPhone);
  if (!phone) throw fieldError('phone', PHONE_MESSAGES.invalidPhone);
  const [current] = await db.select().from(userPhones).where(eq(userPhones.userId, userId));
  if (current?.phone === phone && current.confirmedAt) return (await readAccountPhone(db, userId, now))!;
  if (await isOptedOut(db, phone)) throw new AppError('CONFLICT', PHONE_MESSAGES.optedOut);
  if (await confirmedElsewhere(db, userId, phone)) throw new AppError('CONFLICT', PHONE_MESSAGES.takenNumber);
  await takeCodeAllowance(db, now, userId, options.clientAddress);

  const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
  const sent = await sendSms({
    config,
    to: phone,
    body: `Your Teewatch code is ${code}. It expires in ${PHONE_CODE_MINUTES} minutes. If you did not ask for it, ignore this text.`,
    now,
  });
  if (!sent.ok) {
    if (sent.reason === 'opted-out') {
      await recordOptOut(db, phone, 'carrier', now);
      throw new AppError('CONFLICT', PHONE_MESSAGES.optedOut);
    }
    if (sent.reason === 'invalid-number') throw fieldError('phone', PHONE_MESSAGES.invalidPhone);
    throw new AppError('UPSTREAM_FAILED', PHONE_MESSAGES.notSent);
  }
  const fresh = {
    phone,
    consentAt: now,
    confirmedAt: null,
    codeHash: codeMac(config.authSecret, userId, phone, code).toString('base64url'),
    codeSentAt: now,
    codeExpiresAt: new Date(now.getTime() + PHONE_CODE_MINUTES * 60_000),
    codeAttempts: 0,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(userPhones)
      .values({ userId, createdAt: now, ...fresh })
      .onConflictDoUpdate({ target: userPhones.userId, set: fresh });
    // Texts follow the confirmed number only: requests stop texting the old one at once.
    await setRequestsPhone(tx, userId, null);
    // Which consent wording was agreed to, by version (decision 0253).
    await recordConsent(tx, userId, 'texts', now);
  });
  return (await readAccountPhone(db, userId, now))!;
}

/** POST /api/account/phone/confirm: the code texted to the number, at most PHONE_CODE_TRIES wrong tries. */
export async function confirmPhoneCode(options: {
  db: Db;
  config: Config;
  userId: string;
  code: string;
  now: Date;
}): Promise<AccountPhone> {
  const { db, config, userId, code, now } = options;
  const outcome = await db
    .transaction(async (tx) => {
      const [row] = await tx.select().from(userPhones).where(eq(userPhones.userId, userId)).for('update');
      if (!row?.codeHash || !row.codeExpiresAt || row.confirmedAt) return PHONE_MESSAGES.noCodePending;
      if (row.codeExpiresAt <= now) return PHONE_MESSAGES.expiredCode;
      const secrets = { secret: config.authSecret, previousSecret: config.previousAuthSecret };
      if (!macMatchesAny(row.codeHash, secrets, (secret) => codeMac(secret, userId, row.phone, code))) {
        const attempts = row.codeAttempts + 1;
        // The fifth wrong try spends the code: a new one must be asked for (and that is rate-limited).
        const spent = attempts >= PHONE_CODE_TRIES;
        await tx
          .update(userPhones)
          .set({ codeAttempts: attempts, ...(spent ? { codeHash: null, codeExpiresAt: null } : {}) })
          .where(eq(userPhones.userId, userId));
        return spent ? PHONE_MESSAGES.tooManyTries : PHONE_MESSAGES.wrongCode;
      }
      if (await confirmedElsewhere(tx, userId, row.phone)) return 'taken' as const;
      await tx
        .update(userPhones)
        .set({ confirmedAt: now, codeHash: null, codeExpiresAt: null, codeAttempts: 0, updatedAt: now })
        .where(eq(userPhones.userId, userId));
      await setRequestsPhone(tx, userId, row.phone);
      return 'confirmed' as const;
    })
    // Another account confirmed the number between the check and the update: the unique index says so.
    .catch((error: unknown) => {
      if (isUniqueViolation(error)) return 'taken' as const;
      throw error;
    });
  if (outcome === 'taken') throw new AppError('CONFLICT', PHONE_MESSAGES.takenNumber);
  if (outcome !== 'confirmed') throw fieldError('code', outcome);
  return (await readAccountPhone(db, userId, now))!;
}

/** PostgreSQL's unique_violation (23505), which drizzle wraps in `cause`. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 3; hops++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** DELETE /api/account/phone: the number goes, and no request texts it any more. */
export async function deleteAccountPhone(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(userPhones)
      .where(eq(userPhones.userId, userId))
      .returning({ userId: userPhones.userId });
    if (removed.length === 0) throw notFound(PHONE_MESSAGES.noPhone);
    await setRequestsPhone(tx, userId, null);
  });
}

/** Every text-alerting request of the account follows its confirmed number (null: none). */
async function setRequestsPhone(tx: Db | Tx, userId: string, phone: string | null): Promise<void> {
  await tx
    .update(monitoringRequests)
    .set({ contactPhone: phone })
    .where(and(eq(monitoringRequests.userId, userId), sql`'sms' = any(${monitoringRequests.alertChannels})`));
}
