import type { AccountExport } from '@teewatch/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { account, confirmedContactEmails, session, user, userConsents } from '../../db/schema';
import { listUserMonitoringRequests, selectMonitoringRequestAlerts } from '../monitoring-requests';
import { listDevices } from '../push';
import { readPhoneForExport } from '../sms';
import { readAccountDeliveryRules } from './delivery-rules.routes';
import { readEmailStops } from './email-stops.routes';
import { readForecastInAlerts } from './forecast-preference.routes';

/**
 * Everything the account holds about its golfer, read for that user id alone: the profile, how they sign
 * in (never a password hash or token), their sessions, the contact addresses they confirmed, and every
 * waitlist request with its courses, dates, settings and the alerts it sent, their alert rules, and the
 * devices their pushes go to (named by the push service's origin, without the endpoint or its keys:
 * decision 0146), their mobile number with when they agreed to texts (decision 0171), the wording
 * versions they agreed to (decision 0253), their addresses that stopped all email (decision 0250) and
 * whether their alerts name the weather forecast (decision 0320).
 */
export async function buildAccountExport(options: {
  db: Db;
  userId: string;
  now: Date;
}): Promise<AccountExport> {
  const { db, userId } = options;
  const [profile] = await db.select().from(user).where(eq(user.id, userId));
  if (!profile) throw new Error(`no user ${userId}`);
  const methods = await db
    .select({ provider: account.providerId, createdAt: account.createdAt })
    .from(account)
    .where(eq(account.userId, userId))
    .orderBy(asc(account.createdAt));
  const sessions = await db
    .select()
    .from(session)
    .where(eq(session.userId, userId))
    .orderBy(asc(session.createdAt));
  const contacts = await db
    .select()
    .from(confirmedContactEmails)
    .where(eq(confirmedContactEmails.userId, userId))
    .orderBy(asc(confirmedContactEmails.email));
  const requests = await listUserMonitoringRequests({ db, userId });
  const requestsWithAlerts = [];
  // One query per request: a golfer has at most MAX_REQUESTS_PER_USER active ones and the download is rare.
  for (const request of requests) {
    requestsWithAlerts.push({ ...request, alerts: await selectMonitoringRequestAlerts(db, request.id) });
  }
  return {
    exported_at: options.now.toISOString(),
    profile: {
      id: profile.id,
      name: profile.name,
      email: profile.email,
      email_verified: profile.emailVerified,
      image: profile.image,
      role: profile.role ?? 'user',
      created_at: profile.createdAt.toISOString(),
      updated_at: profile.updatedAt.toISOString(),
    },
    sign_in_methods: methods.map((m) => ({ provider: m.provider, created_at: m.createdAt.toISOString() })),
    sessions: sessions.map((s) => ({
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      ip_address: s.ipAddress,
      user_agent: s.userAgent,
    })),
    confirmed_contact_emails: contacts.map((c) => ({
      email: c.email,
      confirmed_at: c.confirmedAt.toISOString(),
    })),
    delivery_rules: await readAccountDeliveryRules(db, userId),
    // Field by field, so nothing a device row gains later reaches the file unchosen.
    push_devices: (await listDevices(db, userId)).map((device) => ({
      id: device.id,
      device_label: device.device_label,
      push_service: new URL(device.endpoint).origin,
      created_at: device.created_at,
      last_success_at: device.last_success_at,
      expiration_time: device.expiration_time,
    })),
    phone: await readPhoneForExport(db, userId),
    requests: requestsWithAlerts,
    consents: await readConsents(db, userId),
    email_stops: (await readEmailStops(db, userId)).map((stop) => ({
      email: stop.email,
      stopped_at: stop.stoppedAt,
    })),
    forecast_in_alerts: (await readForecastInAlerts(db, userId)).forecastInAlerts,
  };
}

async function readConsents(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(userConsents)
    .where(eq(userConsents.userId, userId))
    .orderBy(userConsents.agreedAt);
  return rows.map((row) => ({ kind: row.kind, version: row.version, agreed_at: row.agreedAt.toISOString() }));
}
