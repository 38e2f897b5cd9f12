import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { FORWARDED_FOR_WARNING, installForwardedForWarning } from './forwarded-for-warning';

/** A Fastify app whose log lines are kept, with the warning installed for `config`. */
async function appLogging(config: {
  environment: 'production' | 'development' | 'test';
  trustedProxies: string[];
}) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'warn', stream } });
  installForwardedForWarning(app, config);
  app.get('/', async () => 'ok');
  await app.ready();
  const warnings = () => lines.filter((line) => line.includes(FORWARDED_FOR_WARNING)).length;
  return { app, warnings };
}

describe('the X-Forwarded-For warning', () => {
  it('is logged once, at the first request carrying the header, in production without trusted proxies', async () => {
    const { app, warnings } = await appLogging({ environment: 'production', trustedProxies: [] });
    await app.inject({ url: '/' });
    expect(warnings()).toBe(0);
    await app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.7' } });
    await app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.8' } });
    expect(warnings()).toBe(1);
    await app.close();
  });

  it('is not logged when TRUSTED_PROXIES names the proxies, nor outside production', async () => {
    for (const config of [
      { environment: 'production' as const, trustedProxies: ['10.0.0.0/8'] },
      { environment: 'development' as const, trustedProxies: [] },
    ]) {
      const { app, warnings } = await appLogging(config);
      await app.inject({ url: '/', headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(warnings()).toBe(0);
      await app.close();
    }
  });
});
