import { apiRequest } from '../../../lib/api-client';

/** POST /api/account/delete: the account and its personal data, for good; `email` is the typed confirmation. */
export function deleteAccount(email: string): Promise<{ deleted: true }> {
  return apiRequest('/api/account/delete', { method: 'POST', body: { email } });
}

/** GET /api/account/export answers the golfer's data as a JSON attachment; a plain link downloads it. */
export const ACCOUNT_EXPORT_URL = '/api/account/export';
