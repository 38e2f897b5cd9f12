import { EMAIL_CONFIRMED_LANDING, PASSWORD_MIN_LENGTH } from '@teewatch/shared';
import { type BetterAuthOptions, betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { admin } from 'better-auth/plugins';
import pino from 'pino';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { account, rateLimit, session, twoFactor, user, verification } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { consumeRollingAllowance } from '../../lib/rate-counter';
import { recordConsent } from '../../lib/record-consent';
import { resetPasswordUrl, sendPasswordResetEmail, sendSignUpAttemptEmail } from './account-emails';
import { clearAccountSignInBlocks } from './account-lock';
import { deactivateRequestsOfBannedUser } from './deactivate-banned-user';
import { COMMON_PASSWORD_MESSAGE, commonPasswordProblem, PASSWORD_FIELD_BY_PATH } from './password-strength';
import { markSessionOpenedByCode, secondFactorPlugin, sessionSecondFactorField } from './second-factor';
import { trustedOrigins } from './trusted-origins';

/**
 * The one header better-auth reads the client address from. auth.routes.ts always overwrites it with
 * Fastify's `request.ip` (the socket address, or the X-Forwarded-For hop that TRUSTED_PROXIES vouches
 * for), so a client cannot choose its own rate-limit bucket by sending the header.
 */
export const CLIENT_IP_HEADER = 'x-teewatch-client-ip';

/** The role the admin plugin gives every new account. */
const NEW_USER_ROLE = 'user';

type AuthOptions = {
  config: Config;
  db: Db;
  clock: Clock;
  /**
   * Emails the account's address better-auth's verification link (features/email-confirmation's
   * sendAccountVerificationEmail, wired by the composition root: decision 0192).
   */
  sendVerificationEmail: (email: {
    config: Config;
    clock: Clock;
    to: string;
    name: string;
    url: string;
  }) => Promise<void>;
  /** Called once an account's address is confirmed (the alert engine sends what waited for it). */
  onEmailConfirmed?: (userId: string) => Promise<void>;
  /**
   * Erases an account and its personal data (features/account, wired by the composition root), or throws
   * an AppError to refuse. better-auth's delete-user runs it before its own deletes, so both ways of
   * deleting an account leave the same state (decision 0102).
   */
  eraseUser?: (userId: string) => Promise<void>;
};

/** What the auth options log with: a failed email's reason. */
type Logger = Pick<ReturnType<typeof pino>, 'warn'>;

export function createAuth(options: AuthOptions) {
  const { config, db } = options;
  const log = pino({ level: config.logLevel, name: 'auth' });
  return betterAuth({
    appName: 'Teewatch',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOrigins(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user, session, account, verification, rateLimit, twoFactor },
    }),
    emailAndPassword: passwordOptions(options, log),
    emailVerification: verificationOptions(options, log),
    socialProviders: config.google
      ? { google: { clientId: config.google.clientId, clientSecret: config.google.clientSecret } }
      : {},
    user: {
      deleteUser: {
        enabled: true,
        beforeDelete: async (target) => {
          try {
            await options.eraseUser?.(target.id);
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
            throw new APIError(error.status === 409 ? 'CONFLICT' : 'BAD_REQUEST', {
              code: 'ACCOUNT_NOT_DELETED',
              message: error.message,
            });
          }
        },
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      additionalFields: sessionSecondFactorField,
    },
    advanced: { ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] } },
    rateLimit: rateLimitOptions(options),
    hooks: {
      // One rule for every endpoint that sets a password (password-strength.ts lists them).
      before: createAuthMiddleware(async (ctx) => {
        const field = ctx.path ? PASSWORD_FIELD_BY_PATH[ctx.path] : undefined;
        const password = field ? (ctx.body as Record<string, unknown> | undefined)?.[field] : undefined;
        if (typeof password === 'string' && (await commonPasswordProblem(password))) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_TOO_COMMON',
            message: COMMON_PASSWORD_MESSAGE,
          });
        }
      }),
    },
    databaseHooks: {
      session: { create: { before: markSessionOpenedByCode } },
      user: {
        // Making an account is agreeing to the terms and privacy wording the sign-up and sign-in forms
        // link: its version is recorded with the time (decision 0253).
        create: { after: async (created) => recordConsent(db, created.id, 'terms', options.clock()) },
        update: {
          // A ban stops the user's waitlist at once; nothing waits for the alert engine to notice.
          after: async (updated) => {
            if ((updated as { banned?: boolean | null }).banned) {
              await deactivateRequestsOfBannedUser(db, updated.id);
            }
          },
        },
      },
    },
    plugins: [admin({ defaultRole: NEW_USER_ROLE, adminRoles: ['admin'] }), secondFactorPlugin()],
    telemetry: { enabled: false },
  });
}

/** Email and password accounts, and the password reset (issue 26). */
function passwordOptions(options: AuthOptions, log: Logger): BetterAuthOptions['emailAndPassword'] {
  const { config, db, clock } = options;
  return {
    enabled: true,
    minPasswordLength: PASSWORD_MIN_LENGTH,
    maxPasswordLength: 128,
    // Sign-up answers the same for a new and an existing address (issue 48 item 2, decision 0247):
    // better-auth gives that opaque answer only without auto sign-in, so a new account signs in with
    // the emailed link or its password, and the existing owner is told by email instead.
    autoSignIn: false,
    // Signing in and creating requests work before the address is confirmed; alerts wait for it.
    requireEmailVerification: false,
    // The stand-in user of that opaque answer carries what the admin plugin gives a new one at creation
    // (its role), so no field tells the two apart.
    customSyntheticUser: ({ coreFields, additionalFields, id }) => ({
      ...coreFields,
      ...additionalFields,
      role: NEW_USER_ROLE,
      id,
    }),
    // Not awaited, like the reset email, so the answer takes as long for a known address as a new one.
    onExistingUserSignUp: async ({ user: owner }) => {
      sendSignUpAttemptEmail({ config, clock, to: owner.email, name: owner.name }).catch((error) =>
        log.warn({ err: error, reason: String(error?.message ?? error) }, 'sign-up attempt email not sent'),
      );
    },
    // Password reset (issue 26): the link is good for one hour and once (better-auth consumes the
    // token); afterwards every session of the account is gone and every sign-in block is lifted.
    resetPasswordTokenExpiresIn: 60 * 60,
    revokeSessionsOnPasswordReset: true,
    // Not awaited, so the answer takes as long whether or not the address has an account. The link
    // goes straight to the web page that asks for the new password (it posts the token back).
    sendResetPassword: async ({ user: target, token }) => {
      const url = resetPasswordUrl(config, token);
      sendPasswordResetEmail({ config, clock, to: target.email, name: target.name, url }).catch((error) =>
        log.warn({ err: error, reason: String(error?.message ?? error) }, 'password reset email not sent'),
      );
    },
    onPasswordReset: async ({ user: target }) => {
      await clearAccountSignInBlocks({ db, email: target.email });
    },
  };
}

/** The address confirmation sent on sign-up, and what confirming it sets off. */
function verificationOptions(options: AuthOptions, log: Logger): BetterAuthOptions['emailVerification'] {
  const { config, clock } = options;
  return {
    sendOnSignUp: true,
    autoSignInAfterVerification: true,
    expiresIn: 60 * 60 * 24 * 7,
    // Not awaited: a slow SMTP server must not hold up sign-up. A failure is logged with its reason.
    sendVerificationEmail: async ({ user: target, url }) => {
      const link = landingOnDashboard(url);
      options
        .sendVerificationEmail({ config, clock, to: target.email, name: target.name, url: link })
        .catch((error) =>
          log.warn({ err: error, reason: String(error?.message ?? error) }, 'verification email not sent'),
        );
    },
    afterEmailVerification: async (verified) => {
      await options.onEmailConfirmed?.(verified.id);
    },
  };
}

/**
 * better-auth's own rate limits, per client address on the endpoints that guess or send. Its rules,
 * counted through the app's one rate-limit module (lib/rate-counter.ts, decision 0291) on the app's clock,
 * in the table every other limit uses.
 */
function rateLimitOptions(options: AuthOptions): BetterAuthOptions['rateLimit'] {
  const { config, db, clock } = options;
  const perMinute = config.authRateLimitPerMinute;
  const perAddress = { window: 60, max: perMinute };
  return {
    enabled: true,
    customStorage: {
      consume: async (key, rule) => {
        const { allowed, retryAfterSeconds } = await consumeRollingAllowance({
          db,
          now: clock(),
          key,
          limit: rule.max,
          windowMs: rule.window * 1000,
        });
        return { allowed, retryAfter: retryAfterSeconds };
      },
    },
    window: 60,
    max: 300,
    customRules: {
      '/sign-in/email': perAddress,
      '/sign-up/email': perAddress,
      '/request-password-reset': perAddress,
      '/reset-password': perAddress,
      '/reset-password/*': perAddress,
      '/send-verification-email': { window: 60, max: Math.min(perMinute, 3) },
      // A code guessed per address, on top of the plugin's own cap per sign-in and per account.
      '/two-factor/*': perAddress,
      // Read on every page view; limiting it would cost a database write each time and guards nothing.
      '/get-session': false,
    },
  };
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Whatever page asked for the link (sign-up, Resend), following it lands on the dashboard, signed in
 * (autoSignInAfterVerification), where a toast says the address is confirmed (decision 0100).
 */
function landingOnDashboard(url: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', EMAIL_CONFIRMED_LANDING);
  return link.toString();
}
