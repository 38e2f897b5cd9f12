import type { MirrorHealth } from '@teewatch/shared';
import { useAdminGet } from './admin-get';
import { adminKeys } from './admin-keys';

export function useMirrorHealth() {
  return useAdminGet<MirrorHealth>(adminKeys.mirrorHealth(), '/api/admin/mirror-health', {
    // The mirror moves every minute; the dashboard follows without a manual reload.
    refetchInterval: 30_000,
  });
}
