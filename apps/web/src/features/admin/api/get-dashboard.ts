import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@teewatch/shared';
import { adminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export const dashboardQuery = () =>
  queryOptions({
    queryKey: adminKeys.dashboard(),
    queryFn: adminGet<AdminDashboard>('/api/admin/dashboard'),
  });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
