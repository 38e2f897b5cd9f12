import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountPhone } from '@teewatch/shared';
import { apiRequest } from './api-client';

// The golfer's mobile number for text alerts (issue 36), as the account page and the waitlist form read it:
// GET /api/account/phone answers the number (confirmed or not, stopped or not) or null.

export const PHONE_QUERY_KEY = ['account', 'phone'] as const;

export const phoneQueryOptions = queryOptions({
  queryKey: PHONE_QUERY_KEY,
  queryFn: ({ signal }) => apiRequest<AccountPhone | null>('/api/account/phone', { signal }),
});

export function useAccountPhone(enabled = true) {
  return useQuery({ ...phoneQueryOptions, enabled });
}
