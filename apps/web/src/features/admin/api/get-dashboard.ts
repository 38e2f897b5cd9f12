import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminDashboard } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return apiRequest<AdminDashboard>('/api/admin/dashboard', { signal });
}

export const dashboardQuery = () =>
  queryOptions({ queryKey: adminKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useQuery(dashboardQuery());
}
