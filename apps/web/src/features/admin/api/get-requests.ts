import { ADMIN_PAGE_SIZE_REQUESTS, type AdminRequestList } from '@teewatch/shared';
import { useAdminList } from './admin-get';
import { adminKeys } from './admin-keys';

export type RequestListParams = { page: number; status: 'all' | 'active' | 'inactive'; search: string };

export function useRequests(params: RequestListParams) {
  return useAdminList<AdminRequestList>(adminKeys.requests(params), '/api/admin/requests', {
    ...params,
    limit: ADMIN_PAGE_SIZE_REQUESTS,
  });
}
