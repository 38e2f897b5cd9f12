import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MonitoringRequest } from '@teewatch/shared';
import { MY_REQUESTS_QUERY_KEY } from './get-my-monitoring-requests';

/**
 * A change to one of the golfer's requests: once the server takes it, `change` shows it in the cached list
 * at once (the dashboard does not wait for a refetch), and the list refetches in the background.
 */
export function useMyRequestsMutation<Variables, Answer>(
  mutationFn: (variables: Variables) => Promise<Answer>,
  change: (list: MonitoringRequest[], answer: Answer, variables: Variables) => MonitoringRequest[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (answer, variables) => {
      queryClient.setQueryData<MonitoringRequest[]>(
        MY_REQUESTS_QUERY_KEY,
        (list) => list && change(list, answer, variables),
      );
      void queryClient.invalidateQueries({ queryKey: MY_REQUESTS_QUERY_KEY });
    },
  });
}
