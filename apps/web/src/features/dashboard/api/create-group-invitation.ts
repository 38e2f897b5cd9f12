import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { MY_REQUESTS_QUERY_KEY } from './get-my-monitoring-requests';

/** A signed link that lets a friend join a request's group, and when it stops working (decision 0210). */
export type GroupInvitationLink = { url: string; expires_at: string };

/** POST /api/users/me/monitoring-requests/{id}/invitations: a fresh invitation link to the request's group. */
export function createGroupInvitation(id: number): Promise<GroupInvitationLink> {
  return apiRequest<GroupInvitationLink>(`/api/users/me/monitoring-requests/${id}/invitations`, {
    method: 'POST',
  });
}

export function useCreateGroupInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGroupInvitation,
    // The first link shares the request: the listing then names its group (the owner alone, so far).
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: MY_REQUESTS_QUERY_KEY }),
  });
}
