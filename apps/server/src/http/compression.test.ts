import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { teeTimeCalendarLink } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawAnswer, rawRequest } from '../../test/raw-request';
import { createTestApp, type TestApp } from '../../test/test-context';

// Answers over 1 KB compressed on the fly over real HTTP (issue 29, item 1; decision 0091): JSON, the
// calendar file and the email-link pages arrive whole once decoded, with Vary; small answers go as they are.

let testApp: TestApp;
let base: string;

beforeAll(async () => {
  testApp = await createTestApp();
  await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(testApp.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await testApp?.close();
});

/** One request whose body is kept as sent (fetch would decode it and hide the encoding). */
function send(path: string, headers: Record<string, string>, method = 'GET', body?: Buffer) {
  return rawRequest(`${base}${path}`, { method, headers, body });
}

/** The body as the server meant it, whatever encoding it was sent in. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  if (encoding === undefined) return answer.body.toString('utf8');
  throw new Error(`unexpected content-encoding ${String(encoding)}`);
}

describe('on-the-fly compression', () => {
  it('sends a JSON answer over 1 KB as brotli or gzip, as accepted, and whole to a client that asks neither', async () => {
    const identity = await send('/api/golf-courses', {});
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(1024);
    const courses = JSON.parse(identity.body.toString('utf8'));

    const br = await send('/api/golf-courses', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(identity.body.length / 2);
    expect(JSON.parse(decoded(br))).toEqual(courses);

    const gzip = await send('/api/golf-courses', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(courses);
  });

  it('sends an answer under 1 KB as it is', async () => {
    const health = await send('/health', { 'accept-encoding': 'br, gzip' });
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('keeps the calendar file an attachment that decodes to the same calendar', async () => {
    const url = teeTimeCalendarLink({ courseId: 1, date: '2026-12-05', time: '07:10', holes: 18 });
    const plain = await send(url, {});
    const br = await send(url, { 'accept-encoding': 'br' });
    expect(plain.status).toBe(200);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(br.headers['content-disposition']).toBe(plain.headers['content-disposition']);
    expect(decoded(br)).toContain('BEGIN:VCALENDAR');
    // Each file stamps its creation time; the rest is the same.
    const stable = (ics: string) => ics.replace(/^DTSTAMP:.*$/gm, '');
    expect(stable(decoded(br))).toBe(stable(plain.body.toString('utf8')));
  });

  it('keeps an email-link page a readable page with its status', async () => {
    const page = await send('/api/unsubscribe?token=forged', {
      accept: 'text/html',
      'accept-encoding': 'gzip',
    });
    expect(page.status).toBeGreaterThanOrEqual(400);
    expect(page.status).toBeLessThan(500);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decoded(page)).toContain('<h1>Link not valid</h1>');
  });

  it('does not inflate a compressed request body', async () => {
    const answer = await send(
      '/api/monitoring-requests',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      'POST',
      gzipSync(JSON.stringify({ email: 'a@example.com' })),
    );
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });
});
