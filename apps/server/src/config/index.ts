import path from 'node:path';
import {
  configuredAdmin,
  deploymentSettings,
  mapTileSettings,
  privacySettings,
  vapidKeysOf,
  vapidSubjectOf,
  weatherSettings,
} from './config-sections';
import { readOrCreateSecret } from './data-dir-secret';
import type { LOG_LEVELS } from './env-schema';
import { ConfigError, parseEnvironment } from './parse-environment';
import { isProductionProfile, mapTileWarnings, sharedStateWarnings } from './production-profile';
import { retiredKeyWarnings } from './retired-keys';

export { ConfigError } from './parse-environment';

// The only reader of process.env. Everything else receives a frozen Config.

export type Config = Readonly<{
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string;
  /**
   * The secret before the last rotation (BETTER_AUTH_SECRET_PREVIOUS, decision 0232): links signed with it
   * still verify; nothing new is signed with it. Undefined when none is given.
   */
  previousAuthSecret: string | undefined;
  /** NODE_ENV=production was set explicitly, so the production profile's checks passed (decision 0230). */
  productionProfile: boolean;
  /**
   * Where mail and texts go when no SMTP_URL or Twilio account is set: the outbox in DATA_DIR, unsent.
   * In production only with MAIL_OUTBOX_ALLOWED / SMS_OUTBOX_ALLOWED; the admin dashboard flags it.
   */
  outbox: { mail: boolean; texts: boolean };
  /** What the process should say loudly at start (the settings several processes will not agree on). */
  warnings: readonly string[];
  google: { clientId: string; clientSecret: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The configured administrator: created when no account has the address; an existing account is made
   * admin only when its address is confirmed and `promoteExisting` (ADMIN_PROMOTE_EXISTING_ACCOUNT) is on.
   */
  admin: { email: string; password: string; promoteExisting: boolean } | undefined;
  /** The admin console and every admin route need an enrolled second factor, used at this sign-in. */
  adminRequireSecondFactor: boolean;
  upstreamMode: 'live' | 'simulator';
  simulatorUrl: string;
  /** The courses map's tile URL template and credit (decision 0310); its origin is allowed in img-src. */
  mapTiles: { url: string; attribution: string; attributionUrl: string };
  logLevel: (typeof LOG_LEVELS)[number];
  /** `development` trusts the Vite dev server's origin; nothing else changes with it. */
  environment: 'development' | 'production' | 'test';
  /** Sign-in, sign-up and password-reset requests per client address per minute. */
  authRateLimitPerMinute: number;
  /** Requests per client address per minute to the routes email links and calendar buttons open. */
  linkRateLimitPerMinute: number;
  /** Failed sign-ins one account takes before it is refused for `accountLockMinutes`, whatever the address. */
  failedSignInsPerAccount: number;
  accountLockMinutes: number;
  /** Proxies whose X-Forwarded-For is believed (addresses, CIDR ranges); empty: the socket's address is the client. */
  trustedProxies: string[];
  /** Alerts go only to confirmed addresses (off for local runs that never read their mail). */
  alertsRequireVerifiedEmail: boolean;
  /** At most this many alert emails to one address per rolling 24 hours. */
  alertEmailsPerRecipientPerDay: number;
  /** Waitlist requests one user may keep (paused included; deleted ones do not count). */
  maxRequestsPerUser: number;
  /** Bearer token for /metrics; unset: /metrics answers 404 to everyone. */
  metricsToken: string | undefined;
  /** Serve the OpenAPI page at /api/docs. */
  apiDocs: boolean;
  /**
   * Web Push's VAPID identity (decision 0130): base64url keys (public: uncompressed P-256 point) and the
   * subject push services may contact (mailto: the sender address unless VAPID_SUBJECT is set).
   * PUSH_ENABLED=false: `enabled` is false, no key pair is made or read (both empty), and the web offers
   * no push.
   */
  push: { publicKey: string; privateKey: string; subject: string; enabled: boolean };
  /**
   * Texts (decision 0170): Twilio's account and sender when TWILIO_ACCOUNT_SID is set (else texts go to
   * DATA_DIR/sms-outbox), the API's address (a local stand-in in tests and the demo) and the service's
   * daily cap on texts.
   */
  sms: {
    twilio: TwilioAccount | undefined;
    apiUrl: string;
    dailyLimit: number;
  };
  /**
   * Alert engine: how often the plan looks for due polls, the poll cadence of watched pairs (requested
   * or searched, decision 0110) and by how far away the date is (0–2 days, 3–7 days, later), how long a notify waits to batch a cycle's matches into one email, how
   * many jobs a worker runs at once, and whether `main.ts` runs the worker in the API process.
   */
  alerts: {
    planIntervalSeconds: number;
    pollIntervalSeconds: { watched: number; near: number; mid: number; far: number };
    batchSeconds: number;
    /** An unconfirmed send older than this is taken as abandoned by a crashed worker and retried. */
    claimTimeoutSeconds: number;
    /**
     * After an email, a request gets at most one more per this many minutes (0 = no gap); the next
     * one lists every match that opened meanwhile and is still open. A first match after a quiet spell
     * goes out at once.
     */
    minGapMinutes: number;
    workerConcurrency: number;
    runWorkerInProcess: boolean;
  };
  /** Who every email names as its sender (CASL): a name, a mailing address, a contact (email or URL). */
  sender: { name: string; postalAddress: string; contact: string };
  /**
   * How long personal details are kept (the retention job, the privacy page): alert and notice rows
   * (days), a session's IP address and user agent (days), rate-limit counters (hours since last use).
   */
  retention: { notificationsDays: number; sessionDetailsDays: number; rateLimitHours: number };
  /**
   * Tee-time search: how long a search may wait for on-demand reads of missing or old mirror data, and
   * how long one process reuses an answer it read from the mirror.
   */
  search: {
    budgetMs: number;
    /** How long a search waits when every course it reads was never read (decision 0206); at most budgetMs. */
    firstReadWaitMs: number;
    answerTtlMs: number;
    /** Searches per minute per client address without a session (decision 0256). */
    anonymousPerMinute: number;
    /** Searches per hour per account that put their pairs on the watched tier (decision 0256). */
    watchedPerAccountPerHour: number;
  };
  /**
   * The tee-sheet mirror: how often the worker plans reads, how long history (openings, slots) is kept,
   * and how many days ahead of today the worker keeps (searches of later dates read on demand).
   */
  mirror: { tickSeconds: number; historyDays: number; horizonDays: number };
  /**
   * The forecast (decision 0320): Open-Meteo's API (or the simulator's stand-in), its key (commercial use),
   * the host's request budget, how often the worker reads it and how many days ahead.
   */
  weather: {
    enabled: boolean;
    apiUrl: string;
    apiKey: string | undefined;
    requestsPerSecond: number;
    refreshMinutes: number;
    forecastDays: number;
  };
  /** Upstream politeness: per-request timeout, bounded retries, request budget per upstream host. */
  sources: {
    timeoutMs: number;
    maxRetries: number;
    cpsRequestsPerSecond: number;
    chronogolfRequestsPerSecond: number;
  };
  /**
   * The fetch guard (decision 0240), for every fetch of an address an admin or golfer supplied: the
   * largest body read, the time for the whole exchange (redirects included), the redirects followed.
   */
  fetchGuard: { maxBodyBytes: number; timeoutMs: number; maxRedirects: number };
  /**
   * Process lifecycle (decisions 0220-0222): whether this process migrates at start (else it waits up to
   * `schemaWaitSeconds` for the schema to reach its version), the worker's own health port (0: any
   * free one, logged) and how long a stop (SIGTERM) may take before the process exits anyway.
   */
  lifecycle: {
    migrateOnStart: boolean;
    schemaWaitSeconds: number;
    workerHealthPort: number;
    shutdownTimeoutSeconds: number;
  };
}>;

/** A Twilio account and its sender: a number (`from`) or a Messaging Service; one of the two is set. */
export type TwilioAccount = Readonly<{
  accountSid: string;
  authToken: string;
  from: string | undefined;
  messagingServiceSid: string | undefined;
}>;

/** Reads and validates the environment; throws ConfigError naming every bad key. */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): Config {
  const { env, e } = parseEnvironment(rawEnv);
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.BETTER_AUTH_SECRET ?? readOrCreateSecret(dataDir, 'auth-secret'),
    previousAuthSecret: e.BETTER_AUTH_SECRET_PREVIOUS,
    productionProfile: isProductionProfile(env),
    outbox: { mail: !e.SMTP_URL, texts: !(e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN) },
    warnings: Object.freeze([
      ...sharedStateWarnings(env),
      ...mapTileWarnings(env),
      ...retiredKeyWarnings(env),
    ]),
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    admin: configuredAdmin(e),
    adminRequireSecondFactor: e.ADMIN_REQUIRE_SECOND_FACTOR ?? e.NODE_ENV === 'production',
    upstreamMode: e.UPSTREAM_MODE,
    simulatorUrl: e.SIMULATOR_URL.replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    environment: e.NODE_ENV,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    linkRateLimitPerMinute: e.LINK_RATE_LIMIT_PER_MINUTE,
    failedSignInsPerAccount: e.AUTH_FAILED_SIGN_INS_PER_ACCOUNT,
    accountLockMinutes: e.AUTH_ACCOUNT_LOCK_MINUTES,
    trustedProxies: e.TRUSTED_PROXIES,
    alertsRequireVerifiedEmail: e.ALERTS_REQUIRE_VERIFIED_EMAIL,
    alertEmailsPerRecipientPerDay: e.ALERT_EMAILS_PER_RECIPIENT_PER_DAY,
    maxRequestsPerUser: e.MAX_REQUESTS_PER_USER,
    metricsToken: e.METRICS_TOKEN,
    apiDocs: e.API_DOCS,
    push: {
      ...vapidKeysOf(e, dataDir),
      subject: e.VAPID_SUBJECT ?? vapidSubjectOf(e.MAIL_FROM, publicUrl),
      enabled: e.PUSH_ENABLED,
    },
    sms: {
      twilio:
        e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN
          ? {
              accountSid: e.TWILIO_ACCOUNT_SID,
              authToken: e.TWILIO_AUTH_TOKEN,
              from: e.TWILIO_FROM,
              messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID,
            }
          : undefined,
      apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
      dailyLimit: e.SMS_DAILY_LIMIT,
    },
    alerts: {
      planIntervalSeconds: e.ALERT_PLAN_INTERVAL_SECONDS,
      pollIntervalSeconds: {
        watched: e.ALERT_POLL_WATCHED_SECONDS,
        near: e.ALERT_POLL_NEAR_SECONDS,
        mid: e.ALERT_POLL_MID_SECONDS,
        far: e.ALERT_POLL_FAR_SECONDS,
      },
      batchSeconds: e.ALERT_BATCH_SECONDS,
      claimTimeoutSeconds: e.ALERT_CLAIM_TIMEOUT_SECONDS,
      minGapMinutes: e.ALERT_MIN_GAP_MINUTES,
      workerConcurrency: e.WORKER_CONCURRENCY,
      runWorkerInProcess: e.RUN_WORKER,
    },
    search: {
      budgetMs: e.SEARCH_BUDGET_MS,
      firstReadWaitMs: Math.min(e.SEARCH_FIRST_READ_WAIT_MS, e.SEARCH_BUDGET_MS),
      answerTtlMs: e.SEARCH_ANSWER_TTL_MS,
      anonymousPerMinute: e.SEARCH_RATE_LIMIT_PER_MINUTE,
      watchedPerAccountPerHour: e.SEARCH_WATCH_PER_ACCOUNT_PER_HOUR,
    },
    mirror: {
      tickSeconds: e.MIRROR_TICK_SECONDS,
      historyDays: e.MIRROR_HISTORY_DAYS,
      horizonDays: e.MIRROR_HORIZON_DAYS,
    },
    ...privacySettings(e, publicUrl),
    sources: {
      timeoutMs: e.SOURCE_TIMEOUT_MS,
      maxRetries: e.SOURCE_MAX_RETRIES,
      cpsRequestsPerSecond: e.CPS_REQUESTS_PER_SECOND,
      chronogolfRequestsPerSecond: e.CHRONOGOLF_REQUESTS_PER_SECOND,
    },
    ...deploymentSettings(e),
    ...mapTileSettings(e, e.SIMULATOR_URL.replace(/\/$/, '')),
    weather: weatherSettings(e, e.SIMULATOR_URL.replace(/\/$/, '')),
  });
}

/** loadConfig for entry points: prints every bad key and exits before anything listens; says each warning. */
export function loadConfigOrExit(): Config {
  try {
    const config = loadConfig();
    for (const warning of config.warnings) console.warn(`WARNING ${warning}`);
    return config;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
