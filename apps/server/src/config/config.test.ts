import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

describe('loadConfig', () => {
  it('works with nothing set: PGlite, outbox mail, live upstream, port 3000', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.upstreamMode).toBe('live');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('accepts a retired key (SEARCH_CACHE_TTL_MS, SEARCH_STALE_MS), ignores it and warns naming it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-config-'));
    // Even a value the old schema refused does not stop the start: nothing reads it.
    const config = loadConfig({ DATA_DIR: dataDir, SEARCH_CACHE_TTL_MS: '60000', SEARCH_STALE_MS: 'soon' });
    expect(config.warnings).toEqual([
      expect.stringMatching(/^SEARCH_CACHE_TTL_MS is no longer read and is ignored \(.+\); remove it/),
      expect.stringMatching(/^SEARCH_STALE_MS is no longer read and is ignored \(.+\); remove it/),
    ]);
    expect(config.search).not.toHaveProperty('cacheTtlMs');
    expect(loadConfig({ DATA_DIR: dataDir }).warnings).toEqual([]);
  });

  it('generates the auth secret once, stores it with mode 0600 and reuses it', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.authSecret).toHaveLength(43);
    expect(second.authSecret).toBe(first.authSecret);
    const file = path.join(dataDir, 'auth-secret');
    expect(readFileSync(file, 'utf8')).toBe(first.authSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('generates the VAPID key pair once into DATA_DIR and reuses it; set keys win; the subject is mailto: the sender', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-config-'));
    const first = loadConfig({ DATA_DIR: dataDir, MAIL_FROM: 'Teewatch <alerts@tee.example>' });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.push.publicKey).toBe(first.push.publicKey);
    expect(second.push.privateKey).toBe(first.push.privateKey);
    const point = Buffer.from(first.push.publicKey, 'base64url');
    expect(point).toHaveLength(65);
    expect(point[0]).toBe(4);
    expect(Buffer.from(first.push.privateKey, 'base64url')).toHaveLength(32);
    expect(first.push.subject).toBe('mailto:alerts@tee.example');
    expect(statSync(path.join(dataDir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    const set = loadConfig({
      DATA_DIR: dataDir,
      VAPID_PUBLIC_KEY: second.push.publicKey.replace(/^B./, 'BA'),
      VAPID_PRIVATE_KEY: 'A'.repeat(43),
      VAPID_SUBJECT: 'https://tee.example/contact',
    });
    expect(set.push).toEqual({
      publicKey: second.push.publicKey.replace(/^B./, 'BA'),
      privateKey: 'A'.repeat(43),
      subject: 'https://tee.example/contact',
      enabled: true,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PUBLIC_KEY: first.push.publicKey })).toThrow(
      /VAPID_PRIVATE_KEY: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_SUBJECT: 'http://tee.example' })).toThrow(
      /VAPID_SUBJECT/,
    );
  });

  it('names every bad key at once', () => {
    let caught: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        UPSTREAM_MODE: 'fake',
        ADMIN_EMAIL: 'not-an-email',
        ADMIN_PASSWORD: '123',
        LOG_LEVEL: 'loud',
        GOOGLE_CLIENT_ID: 'id-without-secret',
      });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const message = (caught as ConfigError).message;
    for (const key of [
      'PORT',
      'DATABASE_URL',
      'SMTP_URL',
      'UPSTREAM_MODE',
      'ADMIN_EMAIL',
      'ADMIN_PASSWORD',
      'LOG_LEVEL',
      'GOOGLE_CLIENT_SECRET',
    ]) {
      expect(message).toContain(key);
    }
  });

  it('treats empty strings as unset', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-config-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      GOOGLE_CLIENT_ID: '',
      GOOGLE_CLIENT_SECRET: '',
    });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
  });
  it('reads a Twilio account and its sender, else texts go to the outbox; names what is missing', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-config-'));
    const none = loadConfig({ DATA_DIR: dataDir });
    expect(none.sms).toEqual({ twilio: undefined, apiUrl: 'https://api.twilio.com', dailyLimit: 500 });
    const sid = `AC${'0a'.repeat(16)}`;
    const config = loadConfig({
      DATA_DIR: dataDir,
      TWILIO_ACCOUNT_SID: sid,
      TWILIO_AUTH_TOKEN: 'an-auth-token-of-32-characters-x',
      TWILIO_FROM: '+16045550000',
      TWILIO_API_URL: 'http://127.0.0.1:4011/',
      SMS_DAILY_LIMIT: '20',
    });
    expect(config.sms).toEqual({
      twilio: {
        accountSid: sid,
        authToken: 'an-auth-token-of-32-characters-x',
        from: '+16045550000',
        messagingServiceSid: undefined,
      },
      apiUrl: 'http://127.0.0.1:4011',
      dailyLimit: 20,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, TWILIO_ACCOUNT_SID: sid })).toThrow(
      /TWILIO_AUTH_TOKEN: TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN must be set together/,
    );
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 'x'.repeat(32) }),
    ).toThrow(/TWILIO_FROM: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID must be set/);
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir,
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_FROM: '604',
        SMS_DAILY_LIMIT: '-1',
      }),
    ).toThrow(/TWILIO_ACCOUNT_SID[\s\S]*TWILIO_FROM[\s\S]*SMS_DAILY_LIMIT/);
  });
});
