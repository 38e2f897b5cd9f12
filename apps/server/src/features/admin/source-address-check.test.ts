import { AdminGolfCourseSchema, TestApiResultSchema } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpsCoursePayload } from '../../../test/admin-test-helpers';
import { type GuardTargets, resolverOf, startGuardTargets } from '../../../test/fetch-guard-kit';
import { createTestApp, dataOf, signUpAdmin, type TestApp } from '../../../test/test-context';

// A course's source addresses in production go through the fetch guard (decision 0240): saved, tested
// from the form or read, an address on this machine (127.0.0.1, [::1], a name resolving to either) is
// refused with words naming why, and the servers there receive nothing, not even a connection.

describe('in production, a course source address goes through the fetch guard', () => {
  let targets: GuardTargets;
  let guarded: TestApp;
  let admin: string;
  beforeAll(async () => {
    targets = await startGuardTargets();
    // The redirector stands where the simulator would (the operator's own origin, trusted): the CPS hosts
    // map onto it (https://to-v4.cps.golf → <redirector>/cps/to-v4), and it sends the read on.
    guarded = await createTestApp(
      { UPSTREAM_MODE: 'simulator', SIMULATOR_URL: targets.redirector.url, SOURCE_MAX_RETRIES: '0' },
      { resolver: resolverOf({ 'tee.example': ['127.0.0.1'], 'six.example': ['::1'] }) },
    );
    expect(guarded.config.environment).toBe('production');
    admin = await signUpAdmin(guarded);
  });
  afterAll(async () => {
    await guarded?.close();
    await targets?.close();
  });

  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    guarded.app.inject({ method, url, headers: { cookie: admin }, payload });
  const courseAt = (baseUrl: string) => {
    const course = cpsCoursePayload('Guarded Links');
    return { ...course, api_config: { ...course.api_config, baseUrl } };
  };
  const testConfigAt = (baseUrl: string) => {
    const { api_type, api_course_id, api_config } = courseAt(baseUrl);
    return { api_type, api_course_id, api_config };
  };
  const loopbackAddresses = () => [
    [`https://127.0.0.1:${targets.v4.port}`, '127.0.0.1 is this server itself (loopback)'],
    [`https://[::1]:${targets.v6.port}`, '[::1] is this server itself (loopback)'],
    [
      `https://tee.example:${targets.v4.port}`,
      'tee.example resolves to an address that is this server itself (loopback)',
    ],
    [
      `https://six.example:${targets.v6.port}`,
      'six.example resolves to an address that is this server itself (loopback)',
    ],
  ];

  it('refuses to save or test a course at 127.0.0.1, [::1] or a name resolving to either (400 naming the field)', async () => {
    for (const [baseUrl, why] of loopbackAddresses()) {
      const message = `${why}, so Teewatch will not fetch it.`;
      const body = { error: message, validationErrors: [{ field: 'api_config.baseUrl', message }] };
      const created = await call('POST', '/api/admin/golf-courses', courseAt(baseUrl!));
      expect([created.statusCode, created.json()]).toMatchObject([400, body]);
      const tested = await call('POST', '/api/admin/golf-courses/test-config', testConfigAt(baseUrl!));
      expect([tested.statusCode, tested.json()]).toMatchObject([400, body]);
    }
    const saved = dataOf(
      await call('POST', '/api/admin/golf-courses', courseAt('https://golfvancouver.cps.golf')),
      201,
      AdminGolfCourseSchema,
    );
    const moved = await call(
      'PUT',
      `/api/admin/golf-courses/${saved.id}`,
      courseAt(`https://[::1]:${targets.v6.port}`),
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json().error).toBe('[::1] is this server itself (loopback), so Teewatch will not fetch it.');
    expect(targets.reached()).toBe(0);
  });

  it('refuses a redirect to 127.0.0.1 or [::1] during a read, and says so in the result', async () => {
    const { v4, v6 } = targets;
    for (const [site, target] of [
      ['to-v4', `127.0.0.1:${v4.port}: 127.0.0.1`],
      ['to-v6', `[::1]:${v6.port}: [::1]`],
    ]) {
      const response = await call(
        'POST',
        '/api/admin/golf-courses/test-config',
        testConfigAt(`https://${site}.cps.golf`),
      );
      const result = dataOf(response, 200, TestApiResultSchema);
      expect(result).toMatchObject({
        ok: false,
        error: `Source misconfigured: Redirected to ${target} is this server itself (loopback), so Teewatch will not fetch it.`,
      });
    }
    expect(targets.redirector.requests().length).toBeGreaterThanOrEqual(2);
    expect(targets.reached()).toBe(0);
  });
});
