import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { monitoringRequestCourses, monitoringRequests, notifications, user } from '../src/db/schema';
import type { TestApp } from './test-context';

// Rows the admin screens read but other features write (the waitlist API, the alert engine).
// Tests insert them directly so the admin API is tested on its own.

/** The smallest valid admin course payload: a CPS course on the City of Vancouver's site. */
export function cpsCoursePayload(name: string) {
  return {
    name,
    location: 'Delta, BC',
    api_type: 'cps',
    api_course_id: '42',
    api_config: {
      baseUrl: 'https://golfvancouver.cps.golf',
      referer: 'https://golfvancouver.cps.golf/onlineresweb/search-teetime',
      siteId: '1',
      websiteId: '00000000-0000-0000-0000-000000000000',
    },
  };
}

export async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export async function insertRequest(
  db: Db,
  values: {
    userId: string;
    courseIds: number[];
    contactEmail?: string;
    isActive?: boolean;
    createdAt?: Date;
    expiresAt?: Date;
  },
): Promise<number> {
  const createdAt = values.createdAt ?? new Date();
  const [row] = await db
    .insert(monitoringRequests)
    .values({
      userId: values.userId,
      preferredDates: ['2030-06-01', '2030-06-02'],
      startHour: 7,
      endHour: 12,
      contactEmail: values.contactEmail ?? 'golfer@example.com',
      isActive: values.isActive ?? true,
      createdAt,
      expiresAt: values.expiresAt ?? new Date(createdAt.getTime() + 30 * 86_400_000),
    })
    .returning({ id: monitoringRequests.id });
  if (values.courseIds.length > 0) {
    await db
      .insert(monitoringRequestCourses)
      .values(values.courseIds.map((courseId) => ({ requestId: row!.id, courseId })));
  }
  return row!.id;
}

export async function insertNotification(
  db: Db,
  values: {
    requestId: number;
    recipient?: string;
    method?: 'email' | 'sms';
    isSuccessful?: boolean;
    errorMessage?: string;
    sentAt?: Date;
  },
): Promise<number> {
  const [row] = await db
    .insert(notifications)
    .values({
      requestId: values.requestId,
      recipient: values.recipient ?? 'golfer@example.com',
      notificationMethod: values.method ?? 'email',
      isSuccessful: values.isSuccessful ?? true,
      errorMessage: values.errorMessage ?? null,
      notificationSentAt: values.sentAt ?? new Date(),
    })
    .returning({ id: notifications.id });
  return row!.id;
}

/**
 * Closes a test app. On PostgreSQL the test database is dropped WITH (FORCE) right after the pool ends, and
 * pg-pool ends idle clients without waiting for their sockets: a backend killed in that window reaches the pool
 * as an 'error' event (57P01), which nothing listens to (db/client.ts sets no pool error listener — reported).
 * Only that teardown error is tolerated, and only during teardown.
 */
export async function closeTestApp(testApp: TestApp | undefined): Promise<void> {
  if (!testApp) return;
  if (testApp.ctx.database.kind === 'postgres') {
    testApp.ctx.database.pool.on('error', (error) => {
      if ((error as { code?: string }).code !== '57P01') throw error;
    });
  }
  await testApp.close();
}
