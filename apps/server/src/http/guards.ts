import { SECOND_FACTOR_REQUIRED_CODE, type SessionUser } from '@teewatch/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The spec's words for a call without a session (golfer-side §8). */
export const NO_SESSION_MESSAGE = 'No valid session found';

/** To the owner of ADMIN_EMAIL's address whose existing account the start did not promote (decision 0245). */
export const ADMIN_PROMOTION_REFUSED_MESSAGE =
  'This is the configured administrator address, but its account already existed, so it was not made an administrator. The operator can confirm the address and set ADMIN_PROMOTE_EXISTING_ACCOUNT=true, or configure another ADMIN_EMAIL.';

/** To an admin whose session was not opened with a second factor where one is required (decision 0246). */
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'The admin console needs two-step verification: set it up, or sign in again with your authenticator code.';

/** What reading the session takes from a request (an admin handler's request has it too). */
type SessionRequest = Pick<FastifyRequest, 'server' | 'headers'>;

type SessionResult = {
  user: { id: string; name: string; email: string; image?: string | null; role?: string | null } & {
    twoFactorEnabled?: boolean | null;
  };
  session: { twoFactorVerified?: boolean | null };
};

async function sessionOf(request: SessionRequest): Promise<SessionResult | undefined> {
  const result = await request.server.ctx.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  return (result as SessionResult | null) ?? undefined;
}

function sessionUserOf({ user }: SessionResult): SessionUser {
  const { id, name, email, image, role } = user;
  return { id, name, email, image: image ?? null, role: role ?? 'user' };
}

/** The signed-in user, or undefined. Reads the session cookie through better-auth. */
export async function currentUser(request: FastifyRequest): Promise<SessionUser | undefined> {
  const result = await sessionOf(request);
  return result ? sessionUserOf(result) : undefined;
}

/** Resolves to the signed-in user or throws 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const sessionUser = await currentUser(request);
  if (!sessionUser) throw new AppError('UNAUTHENTICATED', NO_SESSION_MESSAGE);
  return sessionUser;
}

/** Where an administrator stands with the second factor: the console opens when it is not required or used. */
export type AdminAccess = {
  user: SessionUser;
  secondFactor: { required: boolean; enabled: boolean; verified: boolean };
  consoleOpen: boolean;
};

/**
 * The signed-in administrator and their second factor; 401 without a session, 403 for any other role
 * (with why, for the owner of a refused ADMIN_EMAIL account). It does not require the second factor:
 * the route that enrols one reads it. Every other admin route goes through requireAdmin.
 */
export async function adminAccessOf(request: SessionRequest): Promise<AdminAccess> {
  const result = await sessionOf(request);
  if (!result) throw new AppError('UNAUTHENTICATED', NO_SESSION_MESSAGE);
  const user = sessionUserOf(result);
  const { config } = request.server.ctx;
  if (user.role !== 'admin') {
    const refused = config.admin && user.email === config.admin.email.toLowerCase();
    throw refused
      ? new AppError('FORBIDDEN', ADMIN_PROMOTION_REFUSED_MESSAGE, {
          details: { code: 'ADMIN_PROMOTION_REFUSED' },
        })
      : new AppError('FORBIDDEN', 'Admin access required');
  }
  // Both: the account has an enrolled factor, and this session was opened with it (a Google or
  // email-link session of the same account was not).
  const enabled = result.user.twoFactorEnabled === true;
  const verified = enabled && result.session.twoFactorVerified === true;
  const required = config.adminRequireSecondFactor;
  return { user, secondFactor: { required, enabled, verified }, consoleOpen: !required || verified };
}

/** Resolves to the signed-in admin; 401 without a session, 403 for any other role or a missing second factor. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const access = await adminAccessOf(request);
  if (!access.consoleOpen) {
    throw new AppError('FORBIDDEN', SECOND_FACTOR_REQUIRED_MESSAGE, {
      details: { code: SECOND_FACTOR_REQUIRED_CODE },
    });
  }
  return access.user;
}
