import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { confirmedContactEmails } from '../../db/schema';
import { badRequest } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { hitCounter, readCounter } from '../../lib/rate-counter';
import { sendContactConfirmationEmail } from './confirmation-emails';
import { CONFIRM_LINK_INVALID, createContactEmailToken, readContactEmailToken } from './contact-email-token';

/** One confirmation email per (user, address) per this window, however many requests name it. */
const RESEND_WINDOW_MS = 15 * 60_000;

export function contactConfirmUrl(config: Config, token: string): string {
  return `${config.publicUrl}/api/contact-email/confirm?token=${encodeURIComponent(token)}`;
}

/**
 * After a request is saved: when its contact address is neither the (verified or not) account address
 * nor already confirmed, email that address a confirmation link. Throttled per (user, address) in the
 * shared counter table so a script creating requests cannot use us to mail a stranger repeatedly.
 * The account's own address is confirmed by better-auth's sign-up email instead.
 */
export async function requestContactEmailConfirmation(options: {
  db: Db;
  config: Config;
  userId: string;
  contactEmail: string;
  clock: Clock;
  log?: FastifyBaseLogger;
  /** The golfer asked again ("Resend"): the resend limits (resend-allowance.ts) apply instead of this throttle. */
  isResend?: boolean;
}): Promise<'own-address' | 'already-confirmed' | 'sent' | 'throttled'> {
  const { db, config, userId } = options;
  const email = options.contactEmail.toLowerCase();
  const now = options.clock();
  const [row] = rowsOf<{ account_email: string; confirmed: boolean }>(
    await db.execute(sql`
      select u.email as account_email,
        exists (select 1 from confirmed_contact_emails c where c.user_id = u.id and c.email = ${email}) as confirmed
      from "user" u where u.id = ${userId}
    `),
  );
  if (!row) return 'throttled';
  if (row.account_email.toLowerCase() === email) return 'own-address';
  if (row.confirmed) return 'already-confirmed';
  const key = `contact-confirm|${userId}|${email}`;
  if (!options.isResend && (await readCounter(db, key, RESEND_WINDOW_MS, now))) return 'throttled';
  await hitCounter(db, key, RESEND_WINDOW_MS, now);
  const token = createContactEmailToken({ secret: config.authSecret, userId, email, now });
  try {
    await sendContactConfirmationEmail({
      config,
      clock: options.clock,
      to: email,
      accountEmail: row.account_email,
      url: contactConfirmUrl(config, token),
    });
  } catch (error) {
    options.log?.warn(
      { err: error, reason: error instanceof Error ? error.message : String(error) },
      'contact confirmation email not sent',
    );
  }
  return 'sent';
}

/** Records the address as confirmed for the token's user (idempotent); a 400 when the link is not valid. */
export async function confirmContactEmail(options: {
  db: Db;
  config: Config;
  token: string | undefined;
  clock: Clock;
}): Promise<{ email: string; userId: string }> {
  const now = options.clock();
  const { userId, email } = readContactEmailToken({
    secret: options.config.authSecret,
    previousSecret: options.config.previousAuthSecret,
    token: options.token,
    now,
  });
  const [owner] = rowsOf<{ id: string }>(
    await options.db.execute(sql`select id from "user" where id = ${userId}`),
  );
  if (!owner) throw badRequest(CONFIRM_LINK_INVALID);
  await options.db
    .insert(confirmedContactEmails)
    .values({ userId, email, confirmedAt: now })
    .onConflictDoNothing();
  return { email, userId };
}

/** Checks a token without changing anything (the GET page); a 400 when the link is not valid. */
export function peekContactEmailToken(
  config: Config,
  token: string | undefined,
  now: Date,
): { email: string } {
  return {
    email: readContactEmailToken({
      secret: config.authSecret,
      previousSecret: config.previousAuthSecret,
      token,
      now,
    }).email,
  };
}
