import type { Config } from '../../config';

/** The Vite dev server (`npm run dev`), trusted only when NODE_ENV=development. */
export const VITE_DEV_ORIGIN = 'http://localhost:5173';

/**
 * Origins a browser may call the API from: the app itself (its public URL and local loopback names on
 * its port), plus the Vite dev server in development. Used by better-auth and by our cross-site check.
 */
export function trustedOrigins(config: Config): string[] {
  const origins = [config.publicUrl, `http://localhost:${config.port}`, `http://127.0.0.1:${config.port}`];
  if (config.environment === 'development') origins.push(VITE_DEV_ORIGIN);
  return [...new Set(origins)];
}
