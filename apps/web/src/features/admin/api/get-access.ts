import type { AdminAccess } from '@teewatch/shared';
import { useAdminGet } from './admin-get';
import { adminKeys } from './admin-keys';

/** Where the signed-in admin stands with the second factor (decision 0246); read before the console opens. */
export function useAdminAccess(userId: string) {
  return useAdminGet<AdminAccess>(adminKeys.access(userId), '/api/admin/access', { retry: false });
}
