import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonitoringRequest, MonitoringRequestInput, OpenNow, RemovedCourse } from '@teewatch/shared';
import { apiEnvelope } from '../../../lib/api-client';

export type CreateMonitoringRequestAnswer = {
  request: MonitoringRequest | undefined;
  removedCourses: RemovedCourse[];
  warningMessage: string | undefined;
  /** Matching tee times already open (absent when the server could not read them). */
  openNow?: OpenNow;
};

/** POST /api/monitoring-requests: the created request plus the courses the server dropped. */
export async function createMonitoringRequest(
  input: MonitoringRequestInput,
): Promise<CreateMonitoringRequestAnswer> {
  const envelope = await apiEnvelope<
    MonitoringRequest,
    { removedCourses?: RemovedCourse[]; warningMessage?: string; openNow?: OpenNow }
  >('/api/monitoring-requests', { method: 'POST', body: input });
  return {
    request: envelope.data,
    removedCourses: envelope.removedCourses ?? [],
    warningMessage: envelope.warningMessage,
    openNow: envelope.openNow,
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
