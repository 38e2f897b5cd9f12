import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRequests } from '../../db/schema';
import { type UnsubscribePurpose, verifyUnsubscribeToken } from '../../email/unsubscribe-token';
import { badRequest } from '../../http/app-error';

export const INVALID_TOKEN_MESSAGE = 'This link is invalid or has been altered';

/** The request a token names, checked; throws 400 on a forged, altered or unknown token. */
export async function readUnsubscribeToken(options: {
  db: Db;
  secret: string;
  /** The secret before a rotation: links signed with it still verify (decision 0232). */
  previousSecret?: string | undefined;
  token: string | undefined;
}): Promise<{ requestId: number; purpose: UnsubscribePurpose; isActive: boolean }> {
  const verified = options.token ? verifyUnsubscribeToken({ ...options, token: options.token }) : undefined;
  if (!verified)
    throw badRequest(INVALID_TOKEN_MESSAGE, [{ field: 'token', message: INVALID_TOKEN_MESSAGE }]);
  const [row] = await options.db
    .select({ isActive: monitoringRequests.isActive })
    .from(monitoringRequests)
    .where(eq(monitoringRequests.id, verified.requestId));
  if (!row) throw badRequest(INVALID_TOKEN_MESSAGE, [{ field: 'token', message: INVALID_TOKEN_MESSAGE }]);
  return { ...verified, isActive: row.isActive };
}

/** Stops the request a valid token names, at once. Idempotent: a second click changes nothing. */
export async function unsubscribeMonitoringRequest(options: {
  db: Db;
  secret: string;
  /** The secret before a rotation: links signed with it still verify (decision 0232). */
  previousSecret?: string | undefined;
  token: string | undefined;
}): Promise<{ requestId: number; purpose: UnsubscribePurpose }> {
  const { requestId, purpose } = await readUnsubscribeToken(options);
  await options.db
    .update(monitoringRequests)
    .set({ isActive: false })
    .where(eq(monitoringRequests.id, requestId));
  return { requestId, purpose };
}
