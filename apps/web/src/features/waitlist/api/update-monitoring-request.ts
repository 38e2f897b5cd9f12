import type { MonitoringRequestInput } from '@teewatch/shared';
import {
  type MonitoringRequestAnswer,
  saveMonitoringRequest,
  useSaveMonitoringRequest,
} from './save-monitoring-request';

/** PUT /api/users/me/monitoring-requests/{id}: the edited request plus the courses the server dropped. */
export function updateMonitoringRequest(options: {
  id: number;
  input: MonitoringRequestInput;
}): Promise<MonitoringRequestAnswer> {
  return saveMonitoringRequest(`/api/users/me/monitoring-requests/${options.id}`, 'PUT', options.input);
}

export function useUpdateMonitoringRequest() {
  return useSaveMonitoringRequest(updateMonitoringRequest);
}
