import type { z } from 'zod';
import { readOrCreateVapidKeys } from './data-dir-secret';
import type { EnvSchema } from './env-schema';

// Config's sections that loadConfig (index.ts) builds in a step of their own from the parsed environment: the
// admin account, deployment, privacy, and the push service's keys and subject. Their types are Config's, checked
// where loadConfig assembles it.

type Env = z.output<typeof EnvSchema>;

/** The admin account to create or promote at start, when both its email and password are set. */
export function configuredAdmin(e: Env) {
  if (!e.ADMIN_EMAIL || !e.ADMIN_PASSWORD) return undefined;
  return {
    email: e.ADMIN_EMAIL,
    password: e.ADMIN_PASSWORD,
    promoteExisting: e.ADMIN_PROMOTE_EXISTING_ACCOUNT,
  };
}

/** What one guarded fetch may take (decision 0240), and how the process starts and stops (0220, 0221). */
export function deploymentSettings(e: Env) {
  return {
    fetchGuard: {
      maxBodyBytes: e.FETCH_MAX_BODY_BYTES,
      timeoutMs: e.FETCH_TIMEOUT_MS,
      maxRedirects: e.FETCH_MAX_REDIRECTS,
    },
    lifecycle: {
      migrateOnStart: e.MIGRATE_ON_START,
      schemaWaitSeconds: e.SCHEMA_WAIT_SECONDS,
      workerHealthPort: e.WORKER_HEALTH_PORT,
      shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    },
  };
}

/** Who every email names as its sender, and the retention schedule (issue 48 item 5). */
export function privacySettings(e: Env, publicUrl: string) {
  return {
    sender: {
      name: e.MAIL_SENDER_NAME,
      postalAddress: e.MAIL_POSTAL_ADDRESS,
      contact: e.MAIL_CONTACT ?? mailAddressOf(e.MAIL_FROM) ?? publicUrl,
    },
    retention: {
      notificationsDays: e.RETENTION_NOTIFICATIONS_DAYS,
      sessionDetailsDays: e.RETENTION_SESSION_DETAILS_DAYS,
      rateLimitHours: e.RETENTION_RATE_LIMIT_HOURS,
    },
  };
}

/** OpenStreetMap's own tiles: fine for a trial, not for heavy use (its tile usage policy, decision 0310). */
export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The courses map's tiles: MAP_TILE_URL, else the simulator's stand-in in simulator mode, else OSM's. */
export function mapTileSettings(e: Env, simulatorUrl: string) {
  const fallback = e.UPSTREAM_MODE === 'simulator' ? `${simulatorUrl}/tiles/{z}/{x}/{y}.png` : OSM_TILE_URL;
  return {
    mapTiles: {
      url: e.MAP_TILE_URL ?? fallback,
      attribution: e.MAP_TILE_ATTRIBUTION,
      attributionUrl: e.MAP_TILE_ATTRIBUTION_URL,
    },
  };
}

/** The set VAPID pair, else the pair generated once into DATA_DIR; none at all with push off. */
export function vapidKeysOf(
  e: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string; PUSH_ENABLED: boolean },
  dataDir: string,
): { publicKey: string; privateKey: string } {
  if (!e.PUSH_ENABLED) return { publicKey: '', privateKey: '' };
  return e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
    ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
    : readOrCreateVapidKeys(dataDir);
}

/** Open-Meteo's hourly forecast (decision 0320): where, with what key, how fast and how far ahead. */
export function weatherSettings(e: Env, simulatorUrl: string) {
  const fallback = e.UPSTREAM_MODE === 'simulator' ? `${simulatorUrl}/open-meteo` : OPEN_METEO_URL;
  return {
    enabled: e.WEATHER_ENABLED,
    apiUrl: (e.WEATHER_API_URL ?? fallback).replace(/\/$/, ''),
    apiKey: e.WEATHER_API_KEY,
    requestsPerSecond: e.WEATHER_REQUESTS_PER_SECOND,
    refreshMinutes: e.WEATHER_REFRESH_MINUTES,
    forecastDays: e.WEATHER_FORECAST_DAYS,
  };
}

/** Open-Meteo's free API: non-commercial use only; a key goes with its customer API. */
export const OPEN_METEO_URL = 'https://api.open-meteo.com';

/** `mailto:` the sender's address (the part in angle brackets, if any); the public URL if it has none. */
export function vapidSubjectOf(mailFrom: string, publicUrl: string): string {
  const address = mailAddressOf(mailFrom);
  return address ? `mailto:${address}` : publicUrl;
}

/** "Teewatch <alerts@x>" → "alerts@x"; undefined when MAIL_FROM holds no address. */
export function mailAddressOf(mailFrom: string): string | undefined {
  return /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? /^\S+@\S+$/.exec(mailFrom.trim())?.[0];
}
