import { readFileSync } from 'node:fs';

// Secrets may come from files (decision 0231): `KEY_FILE=/run/secrets/key` instead of `KEY=value`, as
// Docker and Kubernetes secrets mount them, so the value never sits in the process's environment listing.

/** Every key that is a secret (or holds one, like SMTP_URL's and DATABASE_URL's passwords). */
export const SECRET_KEYS = [
  'BETTER_AUTH_SECRET',
  'BETTER_AUTH_SECRET_PREVIOUS',
  'VAPID_PRIVATE_KEY',
  'SMTP_URL',
  'TWILIO_AUTH_TOKEN',
  'GOOGLE_CLIENT_SECRET',
  'METRICS_TOKEN',
  'ADMIN_PASSWORD',
  'DATABASE_URL',
] as const;

const isSet = (value: string | undefined): value is string => Boolean(value?.trim());

/**
 * The environment with each `KEY_FILE` read into `KEY` (the file's content, trailing line break and
 * spaces cut), and the problems: both set, or a file that cannot be read. A problem names the key and
 * the file, never the value.
 */
export function withSecretFiles(env: NodeJS.ProcessEnv): { env: NodeJS.ProcessEnv; problems: string[] } {
  const resolved: NodeJS.ProcessEnv = { ...env };
  const problems: string[] = [];
  for (const key of SECRET_KEYS) {
    const file = env[`${key}_FILE`];
    if (!isSet(file)) continue;
    if (isSet(env[key])) {
      problems.push(`${key}: set ${key} or ${key}_FILE, not both`);
      continue;
    }
    try {
      resolved[key] = readFileSync(file.trim(), 'utf8').trimEnd();
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? 'unreadable';
      problems.push(`${key}_FILE: cannot read ${file.trim()} (${reason})`);
    }
  }
  return { env: resolved, problems };
}
