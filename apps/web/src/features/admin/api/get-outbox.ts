import type { OutboxList, OutboxMessage } from '@teewatch/shared';
import { useAdminGet } from './admin-get';
import { adminKeys } from './admin-keys';

/** The newest emails in DATA_DIR/outbox (or "mail goes over SMTP"). */
export function useOutbox() {
  return useAdminGet<OutboxList>(adminKeys.outbox(), '/api/admin/outbox');
}

export function useOutboxMessage(id: string | undefined) {
  return useAdminGet<OutboxMessage>(
    adminKeys.outboxMessage(id ?? ''),
    `/api/admin/outbox/${encodeURIComponent(id ?? '')}`,
    {
      enabled: Boolean(id),
    },
  );
}
