import type { MonitoringRequestAlert } from '@teewatch/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import { selectMonitoringRequestAlerts } from './monitoring-request-alerts.queries';
import { ownedBy, selectMonitoringRequests } from './monitoring-requests.queries';
import { REQUEST_NOT_FOUND_MESSAGE } from './monitoring-requests.service';

/** The alert history of one of the caller's requests; someone else's id is "not found". */
export async function listMonitoringRequestAlerts(options: {
  db: Db;
  userId: string;
  id: number;
}): Promise<MonitoringRequestAlert[]> {
  const [owned] = await selectMonitoringRequests(options.db, ownedBy(options.userId, [options.id]));
  if (!owned) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return selectMonitoringRequestAlerts(options.db, options.id);
}
