import type { MonitoringRequest, MonitoringRequestAlert } from '@teewatch/shared';
import { notFound } from '../../http/app-error';
import { selectMonitoringRequestAlerts } from './monitoring-request-alerts.queries';
import { ownedBy, selectMonitoringRequests } from './monitoring-requests.queries';
import { type OwnRequest, REQUEST_NOT_FOUND_MESSAGE } from './monitoring-requests.service';

/** One of the caller's requests (see OwnRequest). */
export async function getMonitoringRequest(options: OwnRequest): Promise<MonitoringRequest> {
  const [owned] = await selectMonitoringRequests(options.db, ownedBy(options.userId, [options.id]));
  if (!owned) throw notFound(REQUEST_NOT_FOUND_MESSAGE);
  return owned;
}

/** The alert history of one of the caller's requests, newest first. */
export async function listMonitoringRequestAlerts(options: OwnRequest): Promise<MonitoringRequestAlert[]> {
  await getMonitoringRequest(options);
  return selectMonitoringRequestAlerts(options.db, options.id);
}
