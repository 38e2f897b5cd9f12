import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { envelopeSchema } from '@teewatch/shared';
import { type Simulator, startSimulator } from '@teewatch/simulator';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../src/app';
import type { AppContext } from '../src/app-context';
import { type Config, loadConfig } from '../src/config';
import { closeContext, createContext } from '../src/create-context';
import type { Clock } from '../src/lib/clock';
import type { Resolver } from '../src/lib/fetch-guard/fetch-guard';
import { freshPostgresDatabase } from './fresh-postgres-database';
import { simulatorEnv } from './source-test-support';
import { TEST_AUTH_SECRET } from './test-config';

export const TEST_ORIGIN = 'http://localhost:3000';

export type TestApp = {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  close: () => Promise<void>;
  /**
   * Stops this app and starts it again on the same database with `env` over the first start's, as a
   * server restarted with new settings (only with `dataOnDisk` or TEST_DATABASE_URL: memory is gone).
   */
  restart: (env: Record<string, string>) => Promise<TestApp>;
};

let pgliteTemplate: Blob | undefined;

/** The run's migrated, seeded PGlite data (global-setup.ts), read once per test file. */
function loadPgliteTemplate(): Blob | undefined {
  const file = inject('pgliteTemplatePath');
  if (file && !pgliteTemplate) pgliteTemplate = new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

/**
 * A real app on a fresh database: PGlite in memory, or, when TEST_DATABASE_URL is set (CI), a new
 * PostgreSQL database created for this app and dropped afterwards. Both start as a copy of the run's
 * migrated, seeded template (global-setup.ts). Nothing of ours is mocked.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    /** The app's clock (createContext's); the system clock when absent. */
    clock?: Clock;
    /**
     * Keep DATA_DIR on disk (a temporary folder) instead of 'memory://', for what reads files there
     * (the email outbox). PGlite then lives there too, migrated and seeded anew: slower.
     */
    dataOnDisk?: boolean;
    /** How the fetch guard resolves host names (decision 0240); the system's when absent. */
    resolver?: Resolver;
    /** The app's log lines go here (with LOG_LEVEL in `env`), for a test that reads what was logged. */
    logStream?: DestinationStream;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-test-'));
  const fresh = process.env.TEST_DATABASE_URL
    ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL, {
        prefix: 'teewatch_test',
        template: inject('postgresTemplateDatabase'),
      })
    : undefined;
  const baseEnv = {
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    // TEST_LOG_LEVEL=info logs every test app to stdout: CI scans that log for secrets (check-log-secrets.ts).
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    LINK_RATE_LIMIT_PER_MINUTE: '1000',
    // Suites search many times from one address; the limit's own tests set it (decision 0256).
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000',
    // Tests that search a fresh database check what its first reads bring, so they wait for first reads
    // as long as for any (the whole budget); the shorter first-read wait's own tests set it (decision 0206).
    SEARCH_FIRST_READ_WAIT_MS: env.SEARCH_BUDGET_MS ?? '8000',
    // The console's second-factor rule has its own tests (second-factor.test.ts), which set it; the admin
    // API's tests sign their admin in with a password only.
    ADMIN_REQUIRE_SECOND_FACTOR: 'false',
    // The forecast read (decision 0320) only in the tests that ask for it: a worker's first job reads it.
    WEATHER_ENABLED: 'false',
    ...(fresh ? { DATABASE_URL: fresh.url } : {}),
    ...env,
  };
  const { clock, resolver } = options;
  const kept = Boolean(fresh || options.dataOnDisk);
  const start = async (startEnv: Record<string, string>): Promise<TestApp> => {
    const config = loadConfig(startEnv);
    // PGlite in memory is faster than on disk and isolated per test file.
    const ctx = kept
      ? await createContext(config, { clock, resolver })
      : await createContext(
          { ...config, dataDir: 'memory://' },
          { pgliteTemplate: loadPgliteTemplate(), clock, resolver },
        );
    const logs = Boolean(options.logStream || process.env.TEST_LOG_LEVEL);
    const app = await buildApp({ ctx, logger: logs, logStream: options.logStream });
    const stop = async () => {
      await app.close();
      await closeContext(ctx);
    };
    return {
      app,
      ctx,
      config,
      close: async () => {
        await stop();
        await fresh?.drop();
        rmSync(dataDir, { recursive: true, force: true });
      },
      restart: async (nextEnv) => {
        if (!kept) throw new Error('restart needs dataOnDisk (or TEST_DATABASE_URL)');
        await stop();
        return start({ ...startEnv, ...nextEnv });
      },
    };
  };
  return start(baseEnv);
}

/**
 * The simulator and an app reading it (`env` on top of simulatorEnv's), started together; `close` stops both.
 */
export async function startAppOnSimulator(
  env: Record<string, string> = {},
): Promise<{ simulator: Simulator; testApp: TestApp; close: () => Promise<void> }> {
  const simulator = await startSimulator({ port: 0 });
  const testApp = await createTestApp({ ...simulatorEnv(simulator), ...env });
  const close = async () => {
    await testApp.close();
    await simulator.close();
  };
  return { simulator, testApp, close };
}

/**
 * A test app for the enclosing suite (or file): created before its tests, closed after them. Tests read
 * it as `.current`, like simulatorForThisFile's simulator.
 */
export function testAppForThisSuite(env: Record<string, string> = {}): { current: TestApp } {
  const holder = {} as { current: TestApp };
  beforeAll(async () => {
    holder.current = await createTestApp(env);
  });
  afterAll(async () => holder.current?.close());
  return holder;
}

/**
 * Signs up a user through the real auth API, signs them in and returns the session cookie header. The
 * address is then marked verified, as if the sign-up email's link had been followed, so alerts reach it
 * (ALERTS_REQUIRE_VERIFIED_EMAIL); pass `verified: false` to test the unconfirmed path.
 */
/** The password signUp gives a golfer when the test names none. */
export const TEST_PASSWORD = 'secret123';

export async function signUp(
  app: FastifyInstance,
  user: { email: string; password?: string; name?: string; verified?: boolean },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: TEST_ORIGIN },
    payload: {
      email: user.email,
      password: user.password ?? TEST_PASSWORD,
      name: user.name ?? 'Test Golfer',
    },
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  // Sign-up does not sign in (it answers alike for a known address, decision 0247): sign in as a golfer would.
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: TEST_ORIGIN },
    payload: { email: user.email, password: user.password ?? TEST_PASSWORD },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  if (user.verified !== false) {
    const schema = await import('../src/db/schema');
    const { eq } = await import('drizzle-orm');
    await app.ctx.db
      .update(schema.user)
      .set({ emailVerified: true })
      .where(eq(schema.user.email, user.email.toLowerCase()));
  }
  return cookieHeader(signIn.headers['set-cookie']);
}

/** One request to the app as a browser on the app's own origin would send it (cookie and body optional). */
export function callApp(
  app: FastifyInstance,
  request: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    cookie?: string;
    payload?: unknown;
    headers?: Record<string, string>;
  },
) {
  return app.inject({
    method: request.method,
    url: request.url,
    headers: {
      origin: TEST_ORIGIN,
      ...request.headers,
      ...(request.cookie ? { cookie: request.cookie } : {}),
    },
    ...(request.payload === undefined ? {} : { payload: request.payload as Record<string, unknown> }),
  });
}

/**
 * callApp with the request's parts as arguments, for a suite that calls one app many times: `app` is
 * read at each call (the suite's app starts in a hook), `headers` go on every call, and `origin` may be
 * another site's, to check a cross-site write is refused.
 */
export function appCaller(app: () => FastifyInstance, headers: Record<string, string> = {}) {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: unknown,
    origin = TEST_ORIGIN,
  ) => callApp(app(), { method, url, cookie, payload, headers: { origin, ...headers } });
}

/** POST /api/monitoring-requests as the golfer whose cookie this is; the answer as it came, to check. */
export function postMonitoringRequest(
  app: FastifyInstance,
  cookie: string,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: '/api/monitoring-requests',
    headers: { cookie, origin: TEST_ORIGIN },
    payload,
  });
}

/** Signs up a user and gives them the admin role; returns their cookie header. */
export async function signUpAdmin(testApp: TestApp, email = 'admin@example.com'): Promise<string> {
  const { user } = await import('../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const cookie = await signUp(testApp.app, { email, name: 'Admin' });
  await testApp.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.email, email));
  return cookie;
}

export function cookieHeader(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** The active course with the lowest id, for tests that need one course and not a particular one. */
export async function firstActiveCourse(testApp: TestApp): Promise<{ id: number; name: string }> {
  const { golfCourses } = await import('../src/db/schema');
  const { asc, eq } = await import('drizzle-orm');
  const [course] = await testApp.ctx.db
    .select({ id: golfCourses.id, name: golfCourses.name })
    .from(golfCourses)
    .where(eq(golfCourses.isActive, true))
    .orderBy(asc(golfCourses.id))
    .limit(1);
  if (!course) throw new Error('no active course');
  return course;
}

/**
 * POSTs one request after another from one client address, the `index`th with `payloadOf(index)`; the
 * statuses in order (how a per-address limit is seen from outside).
 */
export async function statusesFrom(
  testApp: TestApp,
  request: { url: string; remoteAddress: string; count: number; payloadOf: (index: number) => object },
): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < request.count; index++) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: request.url,
      headers: { origin: TEST_ORIGIN },
      payload: request.payloadOf(index),
      remoteAddress: request.remoteAddress,
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

/** An answer's `data`, read through its envelope schema, once its status was checked to be `status`. */
export function dataOf<T extends z.ZodType>(
  response: { statusCode: number; json(): unknown },
  status: number,
  schema: T,
): z.output<T> {
  expect(response.statusCode).toBe(status);
  return envelopeSchema(schema).parse(response.json()).data!;
}
