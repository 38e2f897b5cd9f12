import { startSimulator } from '@teewatch/simulator';
import { afterAll, describe, expect, it } from 'vitest';
import {
  courseIdBySeedKey,
  dateInDays,
  hrefsOf,
  recipientsOf,
  vancouverSourceCourse,
} from '../test/alerts-test-kit';
import { type EntryProcess, entryEnv, killNow, spawnEntry } from '../test/entry-processes';
import { cookieHeader, createTestApp, TEST_ORIGIN, TEST_PASSWORD, type TestApp } from '../test/test-context';
import { startTestSmtpServer } from '../test/test-smtp-server';
import { waitForAlertsSettled, waitForReads } from '../test/wait-until';
import { ACCOUNT_VERIFICATION_SUBJECT } from './features/email-confirmation/confirmation-emails';

// Scale-out (issue 46, "done when"): two serve.ts and two worker.ts processes, each with its own empty
// DATA_DIR, on one PostgreSQL, sharing only BETTER_AUTH_SECRET and the VAPID pair. A golfer signs up and
// confirms on API A, uses the session on API B, joins a waitlist there; an opening at the simulator is
// alerted once, by one worker; that email's "I booked it" and unsubscribe links work on A.

const DATABASE = process.env.TEST_DATABASE_URL;

const FAST = {
  ALERT_PLAN_INTERVAL_SECONDS: '0.5',
  ALERT_POLL_NEAR_SECONDS: '1',
  ALERT_POLL_MID_SECONDS: '1',
  ALERT_POLL_FAR_SECONDS: '1',
  ALERT_BATCH_SECONDS: '0.5',
  MIRROR_HORIZON_DAYS: '2',
  MIRROR_TICK_SECONDS: '0.5',
  ALERT_MIN_GAP_MINUTES: '0',
  CPS_REQUESTS_PER_SECOND: '200',
};

describe.skipIf(!DATABASE)('two APIs and two workers on one PostgreSQL', { tags: ['needs-postgres'] }, () => {
  const processes: EntryProcess[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const entry of processes) killNow(entry);
    await Promise.all(processes.map((entry) => entry.exited));
    for (const close of closers.reverse()) await close();
  });

  // 300 s: a bound for four tsx processes starting on a loaded machine, not a speed.
  it('a session, a waitlist and an alert move between processes that share only the database and secrets', async () => {
    const simulator = await startSimulator({ port: 0, seed: 7, churnIntervalMs: 0 });
    closers.push(() => simulator.close());
    const smtp = await startTestSmtpServer();
    closers.push(() => smtp.close());
    // The database (a copy of the run's template) and a handle on it; this app serves and works nothing.
    const db: TestApp = await createTestApp({ UPSTREAM_MODE: 'simulator', SIMULATOR_URL: simulator.url });
    closers.push(() => db.close());
    const shared = (env: Record<string, string>) => ({
      ...entryEnv(db.config.databaseUrl!),
      ...FAST,
      PUBLIC_URL: TEST_ORIGIN,
      SIMULATOR_URL: simulator.url,
      VAPID_PUBLIC_KEY: db.config.push.publicKey,
      VAPID_PRIVATE_KEY: db.config.push.privateKey,
      MAIL_FROM: 'Teewatch <alerts@teewatch.test>',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    });
    const start = (script: string, env: Record<string, string>) => {
      const entry = spawnEntry(script, shared(env));
      processes.push(entry);
      return entry;
    };
    const apis = ['a', 'b'].map((name) =>
      start('apps/server/src/serve.ts', { PORT: '0', SMTP_URL: `${smtp.url}/?name=api-${name}` }),
    );
    const workers = ['w1', 'w2'].map((name) =>
      start('apps/server/src/worker.ts', { WORKER_HEALTH_PORT: '0', SMTP_URL: `${smtp.url}/?name=${name}` }),
    );
    const [a, b] = await Promise.all(
      apis.map(async (api) => `http://127.0.0.1:${(await api.line(/Teewatch API at \S+, port (\d+)/))[1]}`),
    );
    await Promise.all(workers.map((worker) => worker.line(/worker started/)));
    const call = (
      base: string,
      path: string,
      init: { method?: string; cookie?: string; body?: unknown } = {},
    ) =>
      fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        redirect: 'manual',
        headers: {
          origin: TEST_ORIGIN,
          ...(init.cookie ? { cookie: init.cookie } : {}),
          ...(init.body ? { 'content-type': 'application/json' } : {}),
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });

    // Sign up and confirm on A; the session works on B.
    const email = 'scale@example.com';
    const signUp = await call(a!, '/api/auth/sign-up/email', {
      method: 'POST',
      body: { email, password: TEST_PASSWORD, name: 'Scale Golfer' },
    });
    expect(signUp.status).toBe(200);
    await smtp.waitForMessages(1, 60_000);
    const verification = smtp.messages.find((mail) => mail.subject === ACCOUNT_VERIFICATION_SUBJECT)!;
    const link = new URL(
      /href="([^"]+verify-email[^"]+)"/.exec(String(verification.html))![1]!.replaceAll('&amp;', '&'),
    );
    const confirmed = await call(a!, `${link.pathname}${link.search}`);
    expect(confirmed.status).toBe(302);
    const cookie = cookieHeader(confirmed.headers.getSetCookie());
    const session = await call(b!, '/api/auth/get-session', { cookie });
    expect(((await session.json()) as { user: unknown }).user).toMatchObject({ email, emailVerified: true });

    // Join a waitlist on B, for one hour at Fraserview with nothing open in it.
    const fraserview = await courseIdBySeedKey(db, 'cps:golfvancouver:2');
    const date = dateInDays(1);
    const closeHour = async () => {
      const slots = await db.ctx.sources.fetchSlots({
        course: vancouverSourceCourse(fraserview, 2),
        date,
      });
      for (const slot of slots.filter((open) => open.time.startsWith('10:')))
        simulator.setSlot({
          system: 'cps',
          site: 'golfvancouver',
          courseId: 2,
          date,
          time: slot.time,
          spots: 0,
        });
    };
    await closeHour();
    const joined = await call(b!, '/api/monitoring-requests', {
      method: 'POST',
      cookie,
      body: {
        courseIds: [fraserview],
        preferredDates: [date],
        startTime: '10:00',
        endTime: '11:00',
        numberOfPlayers: 2,
        contactEmail: email,
        notificationMethod: 'email',
      },
    });
    expect(joined.status).toBe(201);
    await waitForReads(db.ctx.db, { courseId: fraserview, date }, 1);

    // One opening: one email, from one of the workers.
    simulator.setSlot({ system: 'cps', site: 'golfvancouver', courseId: 2, date, time: '10:48', spots: 2 });
    const alerts = () => smtp.messages.filter((mail) => mail.subject !== ACCOUNT_VERIFICATION_SUBJECT);
    await smtp.waitForMessages(2, 90_000);
    await waitForReads(db.ctx.db, { courseId: fraserview, date }, 3);
    await waitForAlertsSettled(db.ctx.db);
    expect(recipientsOf(alerts())).toEqual([email]);
    const [alert] = alerts();
    expect(alert!.text).toContain('10:48 AM');
    expect(['w1', 'w2']).toContain(alert!.clientName);

    // Its links, signed by a worker, work on A.
    const links = hrefsOf(String(alert!.html)).map((href) => new URL(href));
    const booked = links.find((url) => url.pathname === '/api/booked')!;
    const bookedPage = await call(a!, `${booked.pathname}${booked.search}`);
    expect(bookedPage.status).toBe(200);
    expect(await bookedPage.text()).toContain('Stop all alerts for this request');
    const unsubscribe = links.find((url) => url.pathname === '/api/unsubscribe')!;
    const stopped = await call(a!, `${unsubscribe.pathname}${unsubscribe.search}`, { method: 'POST' });
    expect(stopped.status).toBe(200);
    expect(((await stopped.json()) as { data: unknown }).data).toMatchObject({ isActive: false });
  }, 300_000);
});
