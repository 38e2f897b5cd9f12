import type { MonitoringRequest, MonitoringRequestAlert } from '@teewatch/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { selectMonitoringRequestAlerts } from './monitoring-request-alerts.queries';
import { ownedBy, selectMonitoringRequests } from './monitoring-requests.queries';
import { REQUEST_NOT_FOUND_MESSAGE } from './monitoring-requests.service';

/** One of the caller's requests; someone else's id is "not found", so ids cannot be probed. */
export async function getMonitoringRequest(options: {
  db: Db;
  userId: string;
  id: number;
}): Promise<MonitoringRequest> {
  const [owned] = await selectMonitoringRequests(options.db, ownedBy(options.userId, [options.id]));
  if (!owned) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return owned;
}

/** The alert history of one of the caller's requests, newest first. */
export async function listMonitoringRequestAlerts(options: {
  db: Db;
  userId: string;
  id: number;
}): Promise<MonitoringRequestAlert[]> {
  await getMonitoringRequest(options);
  return selectMonitoringRequestAlerts(options.db, options.id);
}
