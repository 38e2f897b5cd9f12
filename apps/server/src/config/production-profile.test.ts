import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'teewatch-profile-'));

const SECRET = 'production-secret-production-secret-01';
const VAPID_PUBLIC = `B${'A'.repeat(86)}`;
const VAPID_PRIVATE = 'A'.repeat(43);
const TWILIO_SID = `AC${'0a'.repeat(16)}`;

/** Everything the production profile asks for, with safe values. */
function productionEnv(dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://tee.example',
    BETTER_AUTH_SECRET: SECRET,
    VAPID_PUBLIC_KEY: VAPID_PUBLIC,
    VAPID_PRIVATE_KEY: VAPID_PRIVATE,
    DATABASE_URL: 'postgres://teewatch@db.internal:5432/teewatch',
    SMTP_URL: 'smtps://mailer:password@smtp.example:465',
    TWILIO_ACCOUNT_SID: TWILIO_SID,
    TWILIO_AUTH_TOKEN: 'an-auth-token-of-32-characters-x',
    TWILIO_FROM: '+16045550000',
    MAIL_POSTAL_ADDRESS: '1 Golf Lane, Vancouver BC V5K 0A1',
    MAP_TILE_URL: 'https://tiles.tee.example/{z}/{x}/{y}.png',
  };
}

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the production profile (NODE_ENV=production)', () => {
  it('with nothing else set, refuses naming every missing key at once and writes nothing to DATA_DIR', () => {
    const dataDir = tempDir();
    const problems = problemsOf({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'PUBLIC_URL',
      'BETTER_AUTH_SECRET',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
      'DATABASE_URL',
      'SMTP_URL',
      'MAIL_POSTAL_ADDRESS',
      'TWILIO_ACCOUNT_SID',
    ]);
    expect(problems.join('\n')).toMatch(/PUSH_ENABLED=false/);
    expect(problems.join('\n')).toMatch(/PGLITE_SINGLE_PROCESS=true/);
    expect(problems.join('\n')).toMatch(/MAIL_OUTBOX_ALLOWED=true/);
    expect(problems.join('\n')).toMatch(/SMS_OUTBOX_ALLOWED=true/);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'vapid-keys.json'))).toBe(false);
  });

  it('loads with every key set, and says it runs the profile; nothing is generated', () => {
    const dataDir = tempDir();
    const config = loadConfig(productionEnv(dataDir));
    expect(config.productionProfile).toBe(true);
    expect(config.environment).toBe('production');
    expect(config.authSecret).toBe(SECRET);
    expect(config.push).toMatchObject({ publicKey: VAPID_PUBLIC, privateKey: VAPID_PRIVATE, enabled: true });
    expect(config.outbox).toEqual({ mail: false, texts: false });
    expect(config.warnings).toEqual([]);
    expect(existsSync(path.join(dataDir, 'auth-secret'))).toBe(false);
  });

  it('refuses an http:// PUBLIC_URL, and names it beside the schema problems', () => {
    const env = productionEnv(tempDir());
    expect(problemsOf({ ...env, PUBLIC_URL: 'http://tee.example' })).toEqual([
      'PUBLIC_URL: must be an https:// URL in production',
    ]);
    const problems = problemsOf({ ...env, PUBLIC_URL: 'http://tee.example', BETTER_AUTH_SECRET: 'short' });
    expect(problems.map((problem) => problem.split(':')[0]).sort()).toEqual([
      'BETTER_AUTH_SECRET',
      'PUBLIC_URL',
    ]);
  });

  it('refuses an http:// WEATHER_API_URL (decision 0320), and reads the https one with its key', () => {
    const env = productionEnv(tempDir());
    expect(problemsOf({ ...env, WEATHER_API_URL: 'http://weather.example' })).toEqual([
      'WEATHER_API_URL: must be an https:// URL in production',
    ]);
    expect(
      problemsOf({ ...env, WEATHER_API_URL: 'http://weather.example', WEATHER_ENABLED: 'false' }),
    ).toEqual([]);
    const config = loadConfig({
      ...env,
      WEATHER_API_URL: 'https://customer-api.open-meteo.com/',
      WEATHER_API_KEY: 'paid-key',
    });
    expect(config.weather).toMatchObject({
      apiUrl: 'https://customer-api.open-meteo.com',
      apiKey: 'paid-key',
    });
    expect(loadConfig(env).weather.apiUrl).toBe('https://api.open-meteo.com');
  });

  it('takes each explicit opt-out instead of the key it stands for', () => {
    const env = productionEnv(tempDir());
    const {
      VAPID_PUBLIC_KEY: _public,
      VAPID_PRIVATE_KEY: _private,
      DATABASE_URL: _database,
      SMTP_URL: _smtp,
      TWILIO_ACCOUNT_SID: _sid,
      TWILIO_AUTH_TOKEN: _token,
      TWILIO_FROM: _from,
      ...rest
    } = env;
    expect(problemsOf(rest)).toHaveLength(5);
    const config = loadConfig({
      ...rest,
      PUSH_ENABLED: 'false',
      PGLITE_SINGLE_PROCESS: 'true',
      MAIL_OUTBOX_ALLOWED: 'true',
      SMS_OUTBOX_ALLOWED: 'true',
    });
    expect(config.push).toMatchObject({ publicKey: '', privateKey: '', enabled: false });
    expect(existsSync(path.join(env.DATA_DIR!, 'vapid-keys.json'))).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.outbox).toEqual({ mail: true, texts: true });
  });

  it('applies only when NODE_ENV is set to production: unset keeps the embedded default and its safe runtime rules', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.productionProfile).toBe(false);
    expect(config.environment).toBe('production');
    expect(config.outbox).toEqual({ mail: true, texts: true });
    expect(problemsOf({ NODE_ENV: 'development', DATA_DIR: tempDir() })).toEqual([]);
  });
});

describe('secrets from files (*_FILE)', () => {
  const FILE_KEYS = {
    BETTER_AUTH_SECRET: SECRET,
    VAPID_PRIVATE_KEY: VAPID_PRIVATE,
    SMTP_URL: 'smtps://mailer:from-a-file@smtp.example:465',
    TWILIO_AUTH_TOKEN: 'a-token-from-a-file-0123456789ab',
    METRICS_TOKEN: 'a-metrics-token-from-a-file',
    DATABASE_URL: 'postgres://teewatch:from-a-file@db.internal/teewatch',
  };

  it('reads each secret key from its file (a trailing line break cut) and loads the profile', () => {
    for (const [key, value] of Object.entries(FILE_KEYS)) {
      const dir = tempDir();
      const file = path.join(dir, key.toLowerCase());
      writeFileSync(file, `${value}\n`);
      const { [key]: _unset, ...env } = productionEnv(dir);
      const config = loadConfig({ ...env, [`${key}_FILE`]: file });
      const read = {
        BETTER_AUTH_SECRET: config.authSecret,
        VAPID_PRIVATE_KEY: config.push.privateKey,
        SMTP_URL: config.smtpUrl,
        TWILIO_AUTH_TOKEN: config.sms.twilio?.authToken,
        METRICS_TOKEN: config.metricsToken,
        DATABASE_URL: config.databaseUrl,
      }[key];
      expect(read, key).toBe(value);
    }
  });

  it('reads the Google secret, the admin password and the previous auth secret from files too', () => {
    const dir = tempDir();
    const write = (name: string, value: string) => {
      writeFileSync(path.join(dir, name), value);
      return path.join(dir, name);
    };
    const config = loadConfig({
      DATA_DIR: dir,
      GOOGLE_CLIENT_ID: 'client-id',
      GOOGLE_CLIENT_SECRET_FILE: write('google', 'google-secret'),
      ADMIN_EMAIL: 'admin@tee.example',
      ADMIN_PASSWORD_FILE: write('admin', 'admin-password'),
      BETTER_AUTH_SECRET: SECRET,
      BETTER_AUTH_SECRET_PREVIOUS_FILE: write('previous', 'the-previous-secret-of-32-characters'),
    });
    expect(config.google?.clientSecret).toBe('google-secret');
    expect(config.admin?.password).toBe('admin-password');
    expect(config.previousAuthSecret).toBe('the-previous-secret-of-32-characters');
  });

  it('refuses a key set both ways and a file it cannot read, naming each, never the value', () => {
    const dir = tempDir();
    const file = path.join(dir, 'secret');
    writeFileSync(file, SECRET);
    const problems = problemsOf({
      ...productionEnv(dir),
      BETTER_AUTH_SECRET_FILE: file,
      SMTP_URL: '',
      SMTP_URL_FILE: path.join(dir, 'missing'),
    });
    expect(problems).toEqual([
      'BETTER_AUTH_SECRET: set BETTER_AUTH_SECRET or BETTER_AUTH_SECRET_FILE, not both',
      `SMTP_URL_FILE: cannot read ${path.join(dir, 'missing')} (ENOENT)`,
      expect.stringMatching(/^SMTP_URL: must be set in production/),
    ]);
    expect(problems.join('\n')).not.toContain(SECRET);
  });
});

describe('settings several processes on one database must share', () => {
  it('warns, naming each key, when DATABASE_URL is set outside the profile and the secrets are generated', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://127.0.0.1/teewatch' });
    expect(config.warnings.map((warning) => warning.split(':')[0])).toEqual([
      'BETTER_AUTH_SECRET',
      'VAPID_PUBLIC_KEY',
      'VAPID_PRIVATE_KEY',
    ]);
    expect(config.warnings[0]).toMatch(/other processes on this database will not agree/);
    const set = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://127.0.0.1/teewatch',
      BETTER_AUTH_SECRET: SECRET,
      PUSH_ENABLED: 'false',
    });
    expect(set.warnings).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDir() }).warnings).toEqual([]);
  });
});
