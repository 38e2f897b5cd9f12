import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captureLog } from '../../test/log-capture';
import { createTestApp, type TestApp } from '../../test/test-context';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('X-Request-Id', () => {
  let t: TestApp;
  const log = captureLog();
  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: log.stream });
  });
  afterAll(async () => t?.close());

  const idOf = async (header?: string) =>
    (await t.app.inject({ url: '/health', headers: header === undefined ? {} : { 'x-request-id': header } }))
      .headers['x-request-id'];

  it('takes a valid one, echoes it, and logs the request under it', async () => {
    expect(await idOf('lb-7f3a:0042')).toBe('lb-7f3a:0042');
    const lines = log.lines().map((line) => JSON.parse(line) as { reqId?: string; msg?: string });
    expect(lines.filter((line) => line.reqId === 'lb-7f3a:0042').map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });

  it('makes a UUID, a new one each request, when there is none or it is not a safe id', async () => {
    const made = [
      await idOf(),
      await idOf(),
      await idOf('x'.repeat(129)),
      await idOf('a b'),
      await idOf('<x>'),
    ];
    for (const id of made) expect(id).toMatch(UUID);
    expect(new Set(made).size).toBe(made.length);
    expect(await idOf('x'.repeat(128))).toBe('x'.repeat(128));
  });

  it('answers an error, and a route that does not exist, with the id too', async () => {
    const missing = await t.app.inject({
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'trace-404' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-request-id']).toBe('trace-404');
  });
});
