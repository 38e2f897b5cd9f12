import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { rowsOf } from '../src/db/rows-of';
import { ACCOUNT_VERIFICATION_SUBJECT } from '../src/features/email-confirmation/confirmation-emails';
import type { Clock } from '../src/lib/clock';
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

/**
 * A real SMTP server that keeps what the app mails but the verification link every sign-up mails too
 * (issue 13), and an app sending alerts through it (`env` on top); the caller closes both.
 */
export async function startAlertMailApp(
  env: Record<string, string>,
  options: { clock?: Clock } = {},
): Promise<{ smtp: TestSmtpServer; testApp: TestApp }> {
  const smtp = await startTestSmtpServer({ ignore: (mail) => mail.subject === ACCOUNT_VERIFICATION_SUBJECT });
  const testApp = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'Teewatch <alerts@teewatch.test>', ...env },
    options,
  );
  return { smtp, testApp };
}
