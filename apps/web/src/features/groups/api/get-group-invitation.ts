import { useQuery } from '@tanstack/react-query';
import type { GroupInvitation } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { isSessionEnded } from '../../../lib/error-message';

export const groupInvitationQueryKey = (token: string) => ['group-invitations', token] as const;

/** GET /api/group-invitations/{token}: the group a link invites to, and whether the reader is in it. */
export function getGroupInvitation(token: string, signal?: AbortSignal): Promise<GroupInvitation> {
  return apiRequest<GroupInvitation>(`/api/group-invitations/${encodeURIComponent(token)}`, { signal });
}

export function useGroupInvitation(token: string, enabled: boolean) {
  return useQuery({
    queryKey: groupInvitationQueryKey(token),
    queryFn: ({ signal }) => getGroupInvitation(token, signal),
    enabled,
    // A bad or ended link answers the same the second time (404, 409): say so at once.
    retry: false,
    // The form is filled once from this; a refetch must not reset what the golfer picked.
    staleTime: Number.POSITIVE_INFINITY,
    // The session ended: sign in and come back to this link (the route's boundary).
    throwOnError: isSessionEnded,
  });
}
