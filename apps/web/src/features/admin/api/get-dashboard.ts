import type { AdminDashboard } from '@teewatch/shared';
import { useAdminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export function useDashboard() {
  return useAdminGet<AdminDashboard>(adminKeys.dashboard(), '/api/admin/dashboard');
}
