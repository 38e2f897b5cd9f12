import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appCaller, firstActiveCourse, signUp, testAppForThisSuite } from '../../../test/test-context';
import { monitoringRequests, notifications, rateLimit, session, user } from '../../db/schema';
import { applyRetention, RETENTION_BATCH } from './apply-retention';

// The retention schedule (decision 0252) on the real app's database, at a fixed instant: what is past
// its days goes (notifications) or loses its details (sessions), what is inside them stays, a request
// still watching keeps its history, and a backlog larger than one batch goes in several.

// Before anything the test app writes on the real clock (sign-up's session and counters), so only the
// rows the test dates itself are old.
const NOW = new Date('2025-06-01T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('applyRetention', () => {
  const testApp = testAppForThisSuite({
    RETENTION_NOTIFICATIONS_DAYS: '90',
    RETENTION_SESSION_DETAILS_DAYS: '30',
    RETENTION_RATE_LIMIT_HOURS: '24',
  });
  const call = appCaller(() => testApp.current.app);
  const db = () => testApp.current.ctx.db;
  const run = () => applyRetention({ db: db(), config: testApp.current.config, now: NOW });

  async function notificationAt(requestId: number | null, sentAt: Date): Promise<number> {
    const [row] = await db()
      .insert(notifications)
      .values({ requestId, recipient: 'kept@example.com', isSuccessful: true, notificationSentAt: sentAt })
      .returning({ id: notifications.id });
    return row!.id;
  }

  it('deletes old notifications but a watching request’s, clears old session details, drops idle counters', async () => {
    const cookie = await signUp(testApp.current.app, { email: 'retention@example.com' });
    const course = await firstActiveCourse(testApp.current);
    const created = await call('POST', '/api/monitoring-requests', cookie, {
      courseIds: [course.id],
      preferredDates: [addDaysToIsoDate(vancouverToday(new Date()), 5)],
      startTime: '07:00',
      endTime: '11:00',
      numberOfPlayers: 2,
      contactEmail: 'retention@example.com',
      notificationMethod: 'email',
    });
    expect(created.statusCode).toBe(201);
    const watching = created.json().data.id as number;
    // The request watches past NOW.
    await db()
      .update(monitoringRequests)
      .set({ isActive: true, expiresAt: new Date(NOW.getTime() + 10 * DAY) })
      .where(eq(monitoringRequests.id, watching));

    const old = await notificationAt(null, daysAgo(91));
    const recent = await notificationAt(null, daysAgo(89));
    const ofWatching = await notificationAt(watching, daysAgo(120));

    const [golfer] = await db()
      .select({ id: user.id })
      .from(user)
      .where(eq(user.email, 'retention@example.com'));
    const sessionRow = (createdAt: Date, id: string) => ({
      id,
      token: `token-${id}`,
      userId: golfer!.id,
      expiresAt: new Date(NOW.getTime() + DAY),
      ipAddress: '203.0.113.9',
      userAgent: 'Firefox',
      createdAt,
      updatedAt: createdAt,
    });
    await db()
      .insert(session)
      .values([sessionRow(daysAgo(31), 'old-session'), sessionRow(daysAgo(29), 'new-session')]);

    const hour = 3_600_000;
    await db()
      .insert(rateLimit)
      .values([
        { id: 'idle', key: 'idle', count: 3, lastRequest: NOW.getTime() - 25 * hour },
        { id: 'busy', key: 'busy', count: 3, lastRequest: NOW.getTime() - 23 * hour },
      ]);

    const done = await run();
    expect(done).toEqual({ notifications: 1, sessionDetails: 1, rateLimits: 1 });
    const left = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.id, [old, recent, ofWatching]));
    expect(left.map((row) => row.id).sort()).toEqual([recent, ofWatching].sort());
    const sessions = await db()
      .select({ id: session.id, ip: session.ipAddress, agent: session.userAgent })
      .from(session)
      .where(inArray(session.id, ['old-session', 'new-session']))
      .orderBy(session.id);
    expect(sessions).toEqual([
      { id: 'new-session', ip: '203.0.113.9', agent: 'Firefox' },
      { id: 'old-session', ip: null, agent: null },
    ]);
    const counters = await db()
      .select({ key: rateLimit.key })
      .from(rateLimit)
      .where(inArray(rateLimit.key, ['idle', 'busy']));
    expect(counters).toEqual([{ key: 'busy' }]);

    // Once the request stops watching, its old history goes too; a second run finds nothing else.
    await db().update(monitoringRequests).set({ isActive: false }).where(eq(monitoringRequests.id, watching));
    expect(await run()).toEqual({ notifications: 1, sessionDetails: 0, rateLimits: 0 });
  });

  it('goes through a backlog larger than one batch', async () => {
    const count = RETENTION_BATCH * 2 + 7;
    await db().execute(sql`insert into notifications (recipient, is_successful, notification_sent_at)
      select 'backlog@example.com', true, ${daysAgo(200)} from generate_series(1, ${count})`);
    expect((await run()).notifications).toBe(count);
    const [row] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.recipient, 'backlog@example.com'));
    expect(row!.n).toBe(0);
  });
});
