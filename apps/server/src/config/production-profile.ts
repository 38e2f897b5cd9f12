// The production profile (decision 0230): with NODE_ENV=production set in the environment, a process
// refuses to start while anything a public service needs is missing or unsafe, so N web and M worker
// processes on one database sign, push and mail alike. NODE_ENV unset keeps the one-command embedded
// default (`npm start`, `npm run demo`, tests); the runtime rules that read `config.environment` still
// take its safe default, production, either way.

const isSet = (env: NodeJS.ProcessEnv, key: string) => Boolean(env[key]?.trim());
const isTrue = (env: NodeJS.ProcessEnv, key: string) => ['true', '1'].includes(env[key]?.trim() ?? '');
const isFalse = (env: NodeJS.ProcessEnv, key: string) => ['false', '0'].includes(env[key]?.trim() ?? '');

/** Whether the environment asks for the production profile: NODE_ENV is explicitly `production`. */
export function isProductionProfile(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV?.trim() === 'production';
}

/** Push is on unless PUSH_ENABLED says false. */
export function isPushEnabled(env: NodeJS.ProcessEnv): boolean {
  return !isFalse(env, 'PUSH_ENABLED');
}

function publicUrlProblems(env: NodeJS.ProcessEnv): string[] {
  const value = env.PUBLIC_URL?.trim();
  if (!value) return ['PUBLIC_URL: must be set in production (the https:// address golfers open)'];
  // An unparsable URL is the schema's problem, reported with the others.
  if (!URL.canParse(value)) return [];
  return new URL(value).protocol === 'https:' ? [] : ['PUBLIC_URL: must be an https:// URL in production'];
}

/** The map's tiles load in golfers' browsers over an https page: an http tile URL is mixed content. */
function mapTileProblems(env: NodeJS.ProcessEnv): string[] {
  const value = env.MAP_TILE_URL?.trim();
  if (!value || !URL.canParse(value.replace(/[{}]/g, ''))) return [];
  return new URL(value.replace(/[{}]/g, '')).protocol === 'https:'
    ? []
    : ['MAP_TILE_URL: must be an https:// URL in production'];
}

/** The forecast's address (decision 0320), when set, is https in production: the key travels in it. */
function weatherUrlProblems(env: NodeJS.ProcessEnv): string[] {
  const value = env.WEATHER_API_URL?.trim();
  if (!value || !URL.canParse(value) || isFalse(env, 'WEATHER_ENABLED')) return [];
  return new URL(value).protocol === 'https:'
    ? []
    : ['WEATHER_API_URL: must be an https:// URL in production'];
}

/** Every missing or unsafe key of the production profile, each named; [] when it is not asked for. */
export function productionProblems(env: NodeJS.ProcessEnv): string[] {
  if (!isProductionProfile(env)) return [];
  const missing = (key: string, why: string) => (isSet(env, key) ? [] : [`${key}: ${why}`]);
  return [
    ...publicUrlProblems(env),
    ...mapTileProblems(env),
    ...weatherUrlProblems(env),
    ...missing(
      'BETTER_AUTH_SECRET',
      'must be set in production (or BETTER_AUTH_SECRET_FILE): every process signs sessions and links with it',
    ),
    ...(isPushEnabled(env)
      ? ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'].flatMap((key) =>
          missing(key, 'must be set in production, or PUSH_ENABLED=false to turn Web Push off'),
        )
      : []),
    ...(isTrue(env, 'PGLITE_SINGLE_PROCESS')
      ? []
      : missing(
          'DATABASE_URL',
          'must be set in production, or PGLITE_SINGLE_PROCESS=true for one process on the embedded database',
        )),
    ...(isTrue(env, 'MAIL_OUTBOX_ALLOWED')
      ? []
      : missing(
          'SMTP_URL',
          'must be set in production, or MAIL_OUTBOX_ALLOWED=true to keep emails in DATA_DIR/outbox unsent',
        )),
    // CASL: every commercial email names a mailing address where the sender can be reached (decision 0251).
    ...missing(
      'MAIL_POSTAL_ADDRESS',
      "must be set in production: the sender's mailing address every email names",
    ),
    ...(isTrue(env, 'SMS_OUTBOX_ALLOWED')
      ? []
      : missing(
          'TWILIO_ACCOUNT_SID',
          'must be set in production (with TWILIO_AUTH_TOKEN and a sender), or SMS_OUTBOX_ALLOWED=true to keep texts in DATA_DIR/sms-outbox unsent',
        )),
  ];
}

/**
 * Outside the production profile, a process on PostgreSQL without its secrets set generates them into
 * its own DATA_DIR: several processes on that database will then refuse each other's links and sessions
 * and push with different keys. Said at start, loudly, for each key.
 */
export function sharedStateWarnings(env: NodeJS.ProcessEnv): string[] {
  if (isProductionProfile(env) || !isSet(env, 'DATABASE_URL')) return [];
  const keys = [
    'BETTER_AUTH_SECRET',
    ...(isPushEnabled(env) ? ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] : []),
  ];
  return keys
    .filter((key) => !isSet(env, key))
    .map(
      (key) =>
        `${key}: unset with DATABASE_URL, so it is generated into this process's DATA_DIR; other processes on this database will not agree (set it on every process)`,
    );
}

/** Production without its own MAP_TILE_URL reads OpenStreetMap's tiles, whose usage policy forbids heavy use. */
export function mapTileWarnings(env: NodeJS.ProcessEnv): string[] {
  return !isProductionProfile(env) || isSet(env, 'MAP_TILE_URL')
    ? []
    : [
        "MAP_TILE_URL: unset in production, so the courses map reads OpenStreetMap's own tiles, whose usage policy forbids heavy use; set your own tile server",
      ];
}
