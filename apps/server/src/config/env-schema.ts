import { isIP } from 'node:net';
import { z } from 'zod';

// Every environment variable the server reads, with its default and its rule (README "Configuration",
// .env.example). loadConfig (index.ts) turns the parsed values into the frozen Config.

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const booleanFlag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback)
    .transform((value) => value === 'true' || value === '1');

/**
 * An administrator's password is longer than a golfer's (PASSWORD_MIN_LENGTH, the spec's 6) and passes
 * the same common-password rule when the account is created (decision 0245).
 */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

/** proxy-addr's names for private ranges, then addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PUBLIC_URL: z
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Teewatch <alerts@teewatch.local>'),
  ADMIN_EMAIL: optionalText.pipe(z.email('must be an email address').optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z
      .string()
      .min(ADMIN_PASSWORD_MIN_LENGTH, `must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`)
      .max(128, 'must be at most 128 characters')
      .optional(),
  ),
  UPSTREAM_MODE: z.enum(['live', 'simulator']).default('live'),
  SIMULATOR_URL: z.url().default('http://127.0.0.1:4010'),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  // Requests per minute per client address to the routes email links and calendar buttons open.
  LINK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  AUTH_FAILED_SIGN_INS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  AUTH_ACCOUNT_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyEntry), {
      message:
        'must be a comma-separated list of IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    }),
  ALERTS_REQUIRE_VERIFIED_EMAIL: booleanFlag('true'),
  ALERT_EMAILS_PER_RECIPIENT_PER_DAY: z.coerce.number().int().min(1).default(24),
  MAX_REQUESTS_PER_USER: z.coerce.number().int().min(1).default(25),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
  API_DOCS: booleanFlag('true'),
  ALERT_PLAN_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(5),
  ALERT_POLL_WATCHED_SECONDS: z.coerce.number().min(1).default(30),
  ALERT_POLL_NEAR_SECONDS: z.coerce.number().min(1).default(60),
  ALERT_POLL_MID_SECONDS: z.coerce.number().min(1).default(300),
  ALERT_POLL_FAR_SECONDS: z.coerce.number().min(1).default(1800),
  ALERT_BATCH_SECONDS: z.coerce.number().min(0).default(2),
  ALERT_CLAIM_TIMEOUT_SECONDS: z.coerce.number().min(1).default(300),
  ALERT_MIN_GAP_MINUTES: z.coerce.number().min(0).max(1440).default(5),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(4),
  RUN_WORKER: booleanFlag('true'),
  SEARCH_BUDGET_MS: z.coerce.number().int().min(100).default(8000),
  SEARCH_FIRST_READ_WAIT_MS: z.coerce.number().int().min(0).default(2500),
  SEARCH_ANSWER_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  MIRROR_TICK_SECONDS: z.coerce.number().min(0.1).max(60).default(2),
  MIRROR_HISTORY_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  MIRROR_HORIZON_DAYS: z.coerce.number().int().min(0).max(30).default(30),
  SOURCE_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  SOURCE_MAX_RETRIES: z.coerce.number().int().min(0).max(5).default(2),
  CPS_REQUESTS_PER_SECOND: z.coerce.number().positive().default(4),
  CHRONOGOLF_REQUESTS_PER_SECOND: z.coerce.number().positive().default(1),
  // Web Push (decision 0130): unset keys are generated once into DATA_DIR.
  VAPID_PUBLIC_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url uncompressed P-256 public key (65 bytes)')
      .optional(),
  ),
  VAPID_PRIVATE_KEY: optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (32 bytes)')
      .optional(),
  ),
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https:// URL')
      .max(512)
      .optional(),
  ),
  // Texts through Twilio's Programmable Messaging (decision 0170): unset SID and token = texts are
  // written to DATA_DIR/sms-outbox instead.
  TWILIO_ACCOUNT_SID: optionalText.pipe(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be a Twilio account SID (AC and 32 hex digits)')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: optionalText.pipe(
    z.string().min(16, 'must be at least 16 characters').max(128).optional(),
  ),
  TWILIO_FROM: optionalText.pipe(
    z
      .string()
      .regex(/^(\+[1-9]\d{6,14}|\d{5,6})$/, 'must be an E.164 number (+16045550100) or a short code')
      .optional(),
  ),
  TWILIO_MESSAGING_SERVICE_SID: optionalText.pipe(
    z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID (MG and 32 hex digits)')
      .optional(),
  ),
  TWILIO_API_URL: z.url().default('https://api.twilio.com'),
  /** Texts the whole service sends per Vancouver day (a cost guard); 0 = none. */
  SMS_DAILY_LIMIT: z.coerce.number().int().min(0).default(500),
  // Production profile and shared state (decisions 0230-0232): what NODE_ENV=production demands or
  // lets an operator opt out of, and the previous auth secret that still verifies after a rotation.
  BETTER_AUTH_SECRET_PREVIOUS: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  PUSH_ENABLED: booleanFlag('true'),
  PGLITE_SINGLE_PROCESS: booleanFlag('false'),
  MAIL_OUTBOX_ALLOWED: booleanFlag('false'),
  SMS_OUTBOX_ALLOWED: booleanFlag('false'),
  // The fetch guard (decision 0240): what one fetch of an address someone supplied may take.
  FETCH_MAX_BODY_BYTES: z.coerce.number().int().min(1024).max(100_000_000).default(5_000_000),
  FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(30_000),
  FETCH_MAX_REDIRECTS: z.coerce.number().int().min(0).max(20).default(5),
  // Process lifecycle (decisions 0220-0222): who migrates, the worker's health port, the shutdown deadline.
  MIGRATE_ON_START: booleanFlag('true'),
  /** How long a process that does not migrate waits for the schema to reach its version before it exits. */
  SCHEMA_WAIT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
  WORKER_HEALTH_PORT: z.coerce.number().int().min(0).max(65535).default(3001),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(25),
  // Email and data the law accepts (issue 48 item 5, decisions 0250–0254): who every email names as its
  // sender (CASL: name, mailing address, a contact), and how long personal details are kept (PIPEDA).
  MAIL_SENDER_NAME: z.string().trim().min(1).max(100).default('Teewatch'),
  MAIL_POSTAL_ADDRESS: z.string().trim().min(1).max(300).default('Vancouver, British Columbia, Canada'),
  MAIL_CONTACT: optionalText.pipe(
    z
      .string()
      .max(300)
      .refine(
        (v) => z.email().safeParse(v).success || /^https:\/\/\S+$/.test(v),
        'must be an email address or an https:// URL',
      )
      .optional(),
  ),
  RETENTION_NOTIFICATIONS_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
  RETENTION_SESSION_DETAILS_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  RETENTION_RATE_LIMIT_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  // The courses map's tiles (issue 47, decision 0310): a `{z}/{x}/{y}` image URL template and the credit its
  // licence asks for. Unset, the simulator's stand-in in simulator mode, else OpenStreetMap's own tiles.
  MAP_TILE_URL: optionalText.pipe(
    z
      .string()
      .max(500, 'must be at most 500 characters')
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL')
      .refine((v) => ['{z}', '{x}', '{y}'].every((part) => v.includes(part)), 'must hold {z}, {x} and {y}')
      .optional(),
  ),
  MAP_TILE_ATTRIBUTION: z.string().trim().min(1).max(300).default('© OpenStreetMap contributors'),
  MAP_TILE_ATTRIBUTION_URL: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\/\S+$/, 'must be an http:// or https:// URL')
    .default('https://www.openstreetmap.org/copyright'),
  // The forecast beside a tee time and in alerts (issue 47, decision 0320): Open-Meteo's forecast API, read by the
  // worker. Unset URL: the simulator's stand-in in simulator mode, else Open-Meteo's free (non-commercial) API;
  // with a key, its commercial customer API. In production the URL must be https.
  WEATHER_ENABLED: booleanFlag('true'),
  WEATHER_API_URL: optionalText.pipe(z.url().max(500).optional()),
  WEATHER_API_KEY: optionalText.pipe(z.string().max(200).optional()),
  WEATHER_REQUESTS_PER_SECOND: z.coerce.number().positive().max(100).default(1),
  WEATHER_REFRESH_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  WEATHER_FORECAST_DAYS: z.coerce.number().int().min(1).max(16).default(7),
  // ── Limits that fit (issue 48, decision 0256) ──
  /** Tee-time searches per minute from one client address without a session (signed-in golfers are not limited). */
  SEARCH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(60),
  /** Searches per hour one account's searches put on the mirror's watched tier; later ones are answered, not watched. */
  SEARCH_WATCH_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(0).default(60),
  // Accounts (issue 48, decisions 0245, 0246): an existing account with ADMIN_EMAIL's address is made admin
  // only when its address is confirmed and this says so; admins need a second factor (TOTP) before the
  // console opens: unset, whenever NODE_ENV is production (its default).
  ADMIN_PROMOTE_EXISTING_ACCOUNT: booleanFlag('false'),
  ADMIN_REQUIRE_SECOND_FACTOR: optionalText.pipe(
    z
      .enum(['true', 'false', '1', '0'])
      .optional()
      .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  ),
});

/** Every key the server reads, as .env.example must list it (scripts/env-example.ts checks). */
export const CONFIG_KEYS: readonly string[] = Object.keys(EnvSchema.shape);

/** Keys that only make sense together; checked on the raw values so they are reported with every other problem. */
const PAIRED_KEYS = [
  ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET'],
  ['ADMIN_EMAIL', 'ADMIN_PASSWORD'],
  ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'],
  ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'],
] as const;

export function pairProblems(env: NodeJS.ProcessEnv): string[] {
  const has = (key: string) => Boolean(env[key]?.trim());
  const pairs = PAIRED_KEYS.flatMap(([a, b]) =>
    has(a) === has(b) ? [] : [`${has(a) ? b : a}: ${a} and ${b} must be set together`],
  );
  // A text needs a sender: a number of the account's, or a Messaging Service that picks one.
  const sender =
    has('TWILIO_ACCOUNT_SID') && !has('TWILIO_FROM') && !has('TWILIO_MESSAGING_SERVICE_SID')
      ? ['TWILIO_FROM: TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID must be set with TWILIO_ACCOUNT_SID']
      : [];
  return [...pairs, ...sender];
}
