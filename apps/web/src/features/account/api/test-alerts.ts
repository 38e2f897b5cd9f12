import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TestAlert, TestAlertChannel } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

// "Send a test" (decision 0262): the golfer's latest test alerts, and one more by a channel.

const TEST_ALERTS_QUERY_KEY = ['account', 'test-alerts'];

/** GET /api/account/test-alerts. */
export function useTestAlerts() {
  return useQuery({
    queryKey: TEST_ALERTS_QUERY_KEY,
    queryFn: async () => (await apiRequest<{ tests: TestAlert[] }>('/api/account/test-alerts')).tests,
  });
}

/** POST /api/account/test-alerts: sent at once, answered as it went. */
export function useSendTestAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (channel: TestAlertChannel) =>
      (
        await apiRequest<{ test: TestAlert }>('/api/account/test-alerts', {
          method: 'POST',
          body: { channel },
        })
      ).test,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEST_ALERTS_QUERY_KEY }),
  });
}
