import type { AdminRequestList, AdminRequestListQuerySchema, CleanupResult } from '@teewatch/shared';
import { and, desc, eq, ilike, not, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { monitoringRequests } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import { cleanupExpiredRequests as deactivateExpiredRequests } from '../alerts';
import type { MonitoringRequestReactivatedHook } from '../monitoring-requests';
import { type AdminListOptions, containsPattern, countAll, listPage } from './admin-pagination';
import { withCourses } from './admin-requests.queries';

const MAX_SERIAL = 2_147_483_647;

/** A request whose contact email contains the text, or whose id it is when it is a number. */
function searchCondition(search: string): SQL | undefined {
  const byEmail = ilike(monitoringRequests.contactEmail, containsPattern(search));
  const asId = /^\d{1,10}$/.test(search) ? Number(search) : undefined;
  return asId !== undefined && asId <= MAX_SERIAL ? or(byEmail, eq(monitoringRequests.id, asId)) : byEmail;
}

/** Admin list: status filter on is_active, search by email substring or exact id, newest first. */
export async function listMonitoringRequests({
  db,
  query,
}: AdminListOptions<typeof AdminRequestListQuerySchema>): Promise<AdminRequestList> {
  const where = and(
    query.status === 'all' ? undefined : eq(monitoringRequests.isActive, query.status === 'active'),
    query.search ? searchCondition(query.search) : undefined,
  );
  const { rows, pagination } = await listPage(
    query,
    db.select({ total: countAll }).from(monitoringRequests).where(where),
    db
      .select()
      .from(monitoringRequests)
      .where(where)
      .orderBy(desc(monitoringRequests.createdAt), desc(monitoringRequests.id))
      .$dynamic(),
  );
  return { requests: await withCourses(db, rows), pagination };
}

/** Flips is_active; an expired request can be flipped too (the console just won't offer it). */
export async function toggleMonitoringRequest(options: {
  db: Db;
  id: number;
  /** Called when the flip made the request active: the alert engine catches it up on the current sheets. */
  onReactivated?: MonitoringRequestReactivatedHook;
}): Promise<{ id: number; is_active: boolean }> {
  const [row] = await options.db
    .update(monitoringRequests)
    .set({ isActive: not(monitoringRequests.isActive) })
    .where(eq(monitoringRequests.id, options.id))
    .returning({ id: monitoringRequests.id, is_active: monitoringRequests.isActive });
  if (!row) throw notFound('Monitoring request not found');
  if (row.is_active) {
    // The flip is saved: a failed catch-up must not turn it into an error; the next reads match it anyway.
    await Promise.resolve(options.onReactivated?.({ requestId: row.id })).catch(() => undefined);
  }
  return row;
}

/** Deactivates every still-active request whose expiry has passed (one query, in the alerts feature). */
export async function cleanupExpiredRequests(options: { db: Db; clock: Clock }): Promise<CleanupResult> {
  const { deactivated: count } = await deactivateExpiredRequests(options);
  return { count, message: `Deactivated ${count} expired request${count === 1 ? '' : 's'}` };
}
