import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonitoringRequest, MonitoringRequestInput, RemovedCourse } from '@teewatch/shared';
import { apiEnvelope } from '../../../lib/api-client';
import type { CreateMonitoringRequestAnswer } from './create-monitoring-request';

/** PUT /api/users/me/monitoring-requests/{id}: the edited request plus the courses the server dropped. */
export async function updateMonitoringRequest(options: {
  id: number;
  input: MonitoringRequestInput;
}): Promise<CreateMonitoringRequestAnswer> {
  const envelope = await apiEnvelope<
    MonitoringRequest,
    { removedCourses?: RemovedCourse[]; warningMessage?: string }
  >(`/api/users/me/monitoring-requests/${options.id}`, { method: 'PUT', body: options.input });
  return {
    request: envelope.data,
    removedCourses: envelope.removedCourses ?? [],
    warningMessage: envelope.warningMessage,
  };
}

export function useUpdateMonitoringRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMonitoringRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['monitoring-requests'] }),
  });
}
