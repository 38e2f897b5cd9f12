import { describe, expect, it } from 'vitest';
import { testAppForThisSuite } from '../../test/test-context';
import { hitWindow } from '../lib/rate-counter';

// Issue 13: the pages email links open, and the .ics download, are limited per client address, with
// one budget for the group, in the shared rate_limit table.

describe('per-address limit on email-link routes', () => {
  const t = testAppForThisSuite({ LINK_RATE_LIMIT_PER_MINUTE: '3' });

  const open = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    t.current.app.inject({ url, remoteAddress, headers });

  it('answers 429 with "try again" once one address spends the group budget, whichever link it opens', async () => {
    const address = '203.0.113.7';
    const first = await open('/api/unsubscribe?token=forged', address);
    expect(first.statusCode).toBeLessThan(429);
    expect((await open('/api/booked?token=forged', address)).statusCode).toBeLessThan(429);
    expect((await open('/api/contact-email/confirm?token=forged', address)).statusCode).toBeLessThan(429);

    const refused = await open('/api/tee-times/calendar.ics?courseId=1&date=2026-12-05&time=07:10', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      error: 'Too many attempts from your network. Please try again in 1 minute.',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await open('/api/unsubscribe?token=forged', address)).statusCode).toBe(429);
  });

  it('counts the socket address: a rotating X-Forwarded-For from an untrusted client does not reset it', async () => {
    const address = '203.0.113.8';
    for (let attempt = 0; attempt < 3; attempt++) {
      await open('/api/unsubscribe?token=forged', address, { 'x-forwarded-for': `198.51.100.${attempt}` });
    }
    const spoofed = await open('/api/unsubscribe?token=forged', address, {
      'x-forwarded-for': '198.51.100.99',
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('leaves other addresses and other routes alone', async () => {
    expect((await open('/api/unsubscribe?token=forged', '203.0.113.9')).statusCode).toBeLessThan(429);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await open('/api/golf-courses', '203.0.113.7')).statusCode).toBe(200);
    }
  });

  it('starts each window again at 1, so slow steady use never adds up', async () => {
    const key = 'route-limit|window-test|203.0.113.10';
    const windowMs = 60_000;
    const start = 1_800_000_000_000;
    const at = (ms: number) => new Date(start + ms);
    expect(await hitWindow(t.current.ctx.db, key, windowMs, at(0))).toEqual({
      count: 1,
      remainingMs: 60_000,
    });
    expect(await hitWindow(t.current.ctx.db, key, windowMs, at(20_000))).toEqual({
      count: 2,
      remainingMs: 40_000,
    });
    expect(await hitWindow(t.current.ctx.db, key, windowMs, at(60_000))).toEqual({
      count: 1,
      remainingMs: 60_000,
    });
    for (let minute = 2; minute < 10; minute++) {
      const hit = await hitWindow(t.current.ctx.db, key, windowMs, at(minute * 61_000));
      expect(hit.count).toBe(1);
    }
  });
});
