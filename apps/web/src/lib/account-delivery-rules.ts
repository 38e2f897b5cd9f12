import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountDeliveryRules, DeliveryRules } from '@teewatch/shared';
import { apiRequest } from './api-client';

export const DELIVERY_RULES_QUERY_KEY = ['account', 'delivery-rules'] as const;

/** GET /api/account/delivery-rules: the account's default rules and the server's daily cap. */
export const deliveryRulesQueryOptions = queryOptions({
  queryKey: DELIVERY_RULES_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest<AccountDeliveryRules>('/api/account/delivery-rules', { signal }),
});

export function useAccountDeliveryRules(enabled = true) {
  return useQuery({ ...deliveryRulesQueryOptions, enabled });
}

/** PUT /api/account/delivery-rules; the request cards show the rules, so the waitlist is read again. */
export function useSaveDeliveryRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: DeliveryRules) =>
      apiRequest<AccountDeliveryRules>('/api/account/delivery-rules', { method: 'PUT', body: rules }),
    onSuccess: (answer) => {
      queryClient.setQueryData(DELIVERY_RULES_QUERY_KEY, answer);
      void queryClient.invalidateQueries({ queryKey: ['monitoring-requests'] });
    },
  });
}
