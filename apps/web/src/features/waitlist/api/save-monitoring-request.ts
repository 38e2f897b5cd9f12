import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonitoringRequest, MonitoringRequestInput, OpenNow, RemovedCourse } from '@teewatch/shared';
import { apiEnvelope } from '../../../lib/api-client';

export type MonitoringRequestAnswer = {
  request: MonitoringRequest | undefined;
  removedCourses: RemovedCourse[];
  warningMessage: string | undefined;
  /** Matching tee times already open (absent when the server could not read them). */
  openNow?: OpenNow;
};

/** Sends a waitlist payload (a new request, or an edit of one) and reads what the server kept of it. */
export async function saveMonitoringRequest(
  path: string,
  method: 'POST' | 'PUT',
  input: MonitoringRequestInput,
): Promise<MonitoringRequestAnswer> {
  const envelope = await apiEnvelope<
    MonitoringRequest,
    { removedCourses?: RemovedCourse[]; warningMessage?: string; openNow?: OpenNow }
  >(path, { method, body: input });
  return {
    request: envelope.data,
    removedCourses: envelope.removedCourses ?? [],
    warningMessage: envelope.warningMessage,
    openNow: envelope.openNow,
  };
}

export function useSaveMonitoringRequest<V>(save: (variables: V) => Promise<MonitoringRequestAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    // The dashboard lists requests under this key; a new or edited one must show there at once.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['monitoring-requests'] }),
  });
}
