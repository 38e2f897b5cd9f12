import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonitoringRequest, MonitoringRequestInput, RemovedCourse } from '@teewatch/shared';
import { apiEnvelope } from '../../../lib/api-client';

export type CreateMonitoringRequestAnswer = {
  request: MonitoringRequest | undefined;
  removedCourses: RemovedCourse[];
  warningMessage: string | undefined;
};

/** POST /api/monitoring-requests: the created request plus the courses the server dropped. */
export async function createMonitoringRequest(
  input: MonitoringRequestInput,
): Promise<CreateMonitoringRequestAnswer> {
  const envelope = await apiEnvelope<
    MonitoringRequest,
    { removedCourses?: RemovedCourse[]; warningMessage?: string }
  >('/api/monitoring-requests', { method: 'POST', body: input });
  return {
    request: envelope.data,
    removedCourses: envelope.removedCourses ?? [],
    warningMessage: envelope.warningMessage,
  };
}

export function useCreateMonitoringRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMonitoringRequest,
    // The dashboard lists requests under this key; a new one must show there at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['monitoring-requests'] }),
  });
}
