import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailStop } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

// The golfer's addresses that stopped all email (decision 0250), and "Start again" for one of them.

const EMAIL_STOPS_QUERY_KEY = ['account', 'email-stops'];

/** GET /api/account/email-stops. */
export function useEmailStops() {
  return useQuery({
    queryKey: EMAIL_STOPS_QUERY_KEY,
    queryFn: async () => (await apiRequest<{ stops: EmailStop[] }>('/api/account/email-stops')).stops,
  });
}

/** POST /api/account/email-stops/start-again: email to that address goes again. */
export function useStartEmailAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      apiRequest<{ email: string; isStopped: false }>('/api/account/email-stops/start-again', {
        method: 'POST',
        body: { email },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_STOPS_QUERY_KEY }),
  });
}
