import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { rowsOf } from '../src/db/rows-of';
import { createTestApp, type TestApp } from './test-context';
import { startTestSmtpServer, type TestSmtpServer } from './test-smtp-server';

export type SmtpTestApp = {
  t: TestApp;
  smtp: TestSmtpServer;
  /** The first seeded course, for requests the tests create. */
  courseId: number;
};

/**
 * A test app that sends through a real SMTP server, for the enclosing suite: both started before its
 * tests and closed after them, the collected messages cleared before each test. The fields are set once
 * the suite's first beforeAll has run.
 */
export function smtpTestAppForThisSuite(env: Record<string, string> = {}): SmtpTestApp {
  const suite = {} as SmtpTestApp;
  beforeAll(async () => {
    suite.smtp = await startTestSmtpServer();
    suite.t = await createTestApp({ SMTP_URL: suite.smtp.url, ...env });
    const [row] = rowsOf<{ id: number }>(
      await suite.t.ctx.db.execute(sql`select id from golf_courses order by id limit 1`),
    );
    suite.courseId = Number(row!.id);
  });
  afterAll(async () => {
    await suite.t?.close();
    await suite.smtp?.close();
  });
  beforeEach(() => {
    suite.smtp.messages.length = 0;
  });
  return suite;
}
