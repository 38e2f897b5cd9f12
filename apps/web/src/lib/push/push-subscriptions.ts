import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PushDevice } from '@teewatch/shared';
import { apiRequest } from '../api-client';

export type { PushDevice };

export const PUSH_DEVICES_QUERY_KEY = ['push', 'devices'] as const;

/** GET /api/push/public-key: the server's VAPID public key (base64url). */
export async function getPushPublicKey(): Promise<string> {
  const { publicKey } = await apiRequest<{ publicKey: string }>('/api/push/public-key');
  return publicKey;
}

/** GET /api/push/subscriptions: the signed-in golfer's devices. */
export function getPushDevices(signal?: AbortSignal): Promise<PushDevice[]> {
  return apiRequest<PushDevice[]>('/api/push/subscriptions', { signal });
}

export function usePushDevices(enabled = true) {
  return useQuery({
    queryKey: PUSH_DEVICES_QUERY_KEY,
    queryFn: ({ signal }) => getPushDevices(signal),
    enabled,
  });
}

/** POST /api/push/subscriptions with the browser's PushSubscription JSON; the device it made (or found). */
export function addPushSubscription(subscription: PushSubscriptionJSON): Promise<PushDevice> {
  return apiRequest<PushDevice>('/api/push/subscriptions', { method: 'POST', body: subscription });
}

/** DELETE /api/push/subscriptions/{id}. */
export function removePushDevice(id: number): Promise<unknown> {
  return apiRequest(`/api/push/subscriptions/${id}`, { method: 'DELETE' });
}

export function useRemovePushDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePushDevice,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_QUERY_KEY }),
  });
}
