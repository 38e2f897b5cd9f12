import type { MonitoringRequestInput } from '@teewatch/shared';
import {
  type MonitoringRequestAnswer,
  saveMonitoringRequest,
  useSaveMonitoringRequest,
} from './save-monitoring-request';

/** POST /api/monitoring-requests: the created request plus the courses the server dropped. */
export function createMonitoringRequest(input: MonitoringRequestInput): Promise<MonitoringRequestAnswer> {
  return saveMonitoringRequest('/api/monitoring-requests', 'POST', input);
}

export function useCreateMonitoringRequest() {
  return useSaveMonitoringRequest(createMonitoringRequest);
}
