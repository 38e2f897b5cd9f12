import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GroupJoinInput, MonitoringRequest } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/group-invitations/{token}/members: the reader's own request in the group, made now. */
export function joinGroup(options: { token: string; input: GroupJoinInput }): Promise<MonitoringRequest> {
  return apiRequest<MonitoringRequest>(
    `/api/group-invitations/${encodeURIComponent(options.token)}/members`,
    {
      method: 'POST',
      body: options.input,
    },
  );
}

export function useJoinGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinGroup,
    // The dashboard lists requests under this key. The invitation now names the reader as a member: read
    // again when next opened, not now, or this page would flash "already in this group" as it moves on.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['monitoring-requests'] });
      void queryClient.invalidateQueries({ queryKey: ['group-invitations'], refetchType: 'none' });
    },
  });
}
