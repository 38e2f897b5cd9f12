import type { SessionUser } from '@teewatch/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The spec's words for a call without a session (golfer-side §8). */
export const NO_SESSION_MESSAGE = 'No valid session found';

/** The signed-in user, or undefined. Reads the session cookie through better-auth. */
export async function currentUser(request: FastifyRequest): Promise<SessionUser | undefined> {
  const result = await request.server.ctx.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!result) return undefined;
  const { id, name, email, image, role } = result.user as typeof result.user & { role?: string | null };
  return { id, name, email, image: image ?? null, role: role ?? 'user' };
}

/** Resolves to the signed-in user or throws 401. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const sessionUser = await currentUser(request);
  if (!sessionUser) throw new AppError('UNAUTHENTICATED', NO_SESSION_MESSAGE);
  return sessionUser;
}

/** Resolves to the signed-in admin; 401 without a session, 403 for any other role. */
export async function requireAdmin(request: FastifyRequest): Promise<SessionUser> {
  const sessionUser = await requireUser(request);
  if (sessionUser.role !== 'admin') throw new AppError('FORBIDDEN', 'Admin access required');
  return sessionUser;
}
