import { PASSWORD_MIN_LENGTH } from '@teewatch/shared';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { account, session, user, verification } from '../../db/schema';

/** Origins the browser may call the auth API from: the app itself and the Vite dev server. */
function trustedOrigins(config: Config): string[] {
  return [
    config.publicUrl,
    `http://localhost:${config.port}`,
    `http://127.0.0.1:${config.port}`,
    'http://localhost:5173',
  ];
}

export function createAuth(options: { config: Config; db: Db }) {
  const { config, db } = options;
  const perMinute = config.authRateLimitPerMinute;
  return betterAuth({
    appName: 'Teewatch',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, { provider: 'pg', schema: { user, session, account, verification } }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
    },
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    user: { deleteUser: { enabled: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: {
      enabled: true,
      storage: 'memory',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': { window: 60, max: perMinute },
        '/sign-up/email': { window: 60, max: perMinute },
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
