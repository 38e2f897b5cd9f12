import { Validator } from '@seriousme/openapi-schema-validator';
import { vancouverToday } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenApiDocument, operationsOf, probeDocument } from '../../test/api-document-probe';
import { signUp, signUpAdmin, startAppOnSimulator, type TestApp } from '../../test/test-context';

// Issue 29, item 3: the OpenAPI document is the API. It must be a valid document, say what each
// route validates, and declare every status and shape a route answers, whoever calls it.

describe('the OpenAPI document', () => {
  let close: (() => Promise<void>) | undefined;
  let testApp: TestApp;
  let document: OpenApiDocument;
  let golfer: string;
  let admin: string;

  beforeAll(async () => {
    ({ testApp, close } = await startAppOnSimulator({ SOURCE_TIMEOUT_MS: '5000' }));
    golfer = await signUp(testApp.app, { email: 'golfer@example.com' });
    admin = await signUpAdmin(testApp);
    document = testApp.app.swagger() as unknown as OpenApiDocument;
  });
  afterAll(async () => close?.());

  const operation = (method: string, path: string) => {
    const found = document.paths[path]?.[method];
    if (!found) throw new Error(`${method} ${path} is not in the document`);
    return found;
  };

  it('is a valid OpenAPI 3 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives ids as integers 1…2³¹−1, dates their pattern, and the bodies the server validates', () => {
    const id = operation('get', '/api/golf-courses/{id}').parameters?.find((p) => p.name === 'id');
    expect(id?.schema).toMatchObject({ type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    const date = operation('get', '/api/tee-times').parameters?.find((p) => p.name === 'date');
    expect(date?.schema).toMatchObject({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
    for (const [method, path] of [
      ['post', '/api/monitoring-requests'],
      ['put', '/api/users/me/monitoring-requests/{id}'],
      ['patch', '/api/users/me/monitoring-requests/{id}'],
    ] as const) {
      expect(operation(method, path).requestBody, `${method} ${path}`).toBeDefined();
    }
    const course = operation('post', '/api/admin/golf-courses').requestBody?.content['application/json']
      ?.schema;
    expect(JSON.stringify(course)).toContain('"name"');
  });

  it('declares a success schema, the session and admin role, and the one error envelope everywhere', () => {
    for (const { path, method, operation: op } of operationsOf(document)) {
      const name = `${method} ${path}`;
      const success = Object.entries(op.responses).filter(([status]) => status.startsWith('2'));
      expect(success.length, `${name} success`).toBe(1);
      expect(Object.values(success[0]?.[1].content ?? {})[0]?.schema, `${name} success schema`).toBeDefined();
      for (const status of ['400', '500']) {
        expect(
          op.responses[status]?.content?.['application/json']?.schema,
          `${name} ${status}`,
        ).toMatchObject({
          properties: { success: { enum: [false] }, error: { type: 'string' } },
        });
      }
      if (path.startsWith('/api/admin/')) {
        expect(op.security, name).toEqual([{ sessionCookie: [] }]);
        expect(op['x-required-role'], name).toBe('admin');
        expect(Object.keys(op.responses), name).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
    expect(operation('get', '/api/users/me').security).toEqual([{ sessionCookie: [] }]);
    expect(operation('get', '/api/golf-courses').security).toBeUndefined();
  });

  it('gives the HTML and calendar routes their media types', () => {
    expect(
      Object.keys(operation('get', '/api/tee-times/calendar.ics').responses['200']?.content ?? {}),
    ).toEqual(['text/calendar']);
    expect(Object.keys(operation('get', '/api/unsubscribe').responses['200']?.content ?? {})).toEqual([
      'text/html',
    ]);
    expect(Object.keys(operation('post', '/api/booked').responses['200']?.content ?? {})).toEqual([
      'text/html',
      'application/json',
    ]);
  });

  it('documents every status and shape every operation answers, signed out, as a golfer and as an admin', async () => {
    const report = await probeDocument({
      app: testApp.app,
      document,
      callers: [{ name: 'signed out' }, { name: 'golfer', cookie: golfer }, { name: 'admin', cookie: admin }],
      perCaller: 6,
      today: vancouverToday(new Date()),
    });
    // The report, for the record: every operation and the statuses it was seen to answer.
    console.info(
      `API document probe: ${report.requests} requests over ${Object.keys(report.seen).length} operations; ` +
        `${report.undocumentedStatuses.length} undocumented statuses; ${report.bodiesUndeclared.length} ` +
        `operations reading an undeclared body; ${report.shapeMismatches.length} shape mismatches`,
    );
    expect(report.undocumentedStatuses).toEqual([]);
    expect(report.bodiesUndeclared).toEqual([]);
    expect(report.shapeMismatches).toEqual([]);
    expect(Object.keys(report.seen).length).toBe(operationsOf(document).length);
  }, 180_000);

  it('answers 405 with Allow for a known path called with a method it does not serve', async () => {
    const call = (method: 'DELETE' | 'PUT' | 'POST' | 'OPTIONS', url: string) =>
      testApp.app.inject({ method, url, headers: { cookie: golfer } });
    const list = await call('DELETE', '/api/golf-courses');
    expect(list.statusCode).toBe(405);
    expect(list.headers.allow).toBe('GET, HEAD');
    expect(list.json()).toMatchObject({ success: false, error: expect.stringContaining('DELETE') });
    const own = await call('POST', '/api/users/me/monitoring-requests/7');
    expect(own.statusCode).toBe(405);
    expect(own.headers.allow).toBe('DELETE, GET, HEAD, PATCH, PUT');
    expect((await call('PUT', '/health')).headers.allow).toBe('GET, HEAD');
    expect((await call('OPTIONS', '/api/golf-courses')).statusCode).toBe(405);
    expect((await call('PUT', '/api/no-such-thing')).statusCode).toBe(404);
  });
});
