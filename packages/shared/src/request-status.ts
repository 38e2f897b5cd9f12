/** Dashboard states: a paused request is not a cancelled one, and an expired one is over whatever its flag. */
export type RequestDisplayStatus = 'active' | 'paused' | 'expired';
export type AdminRequestStatus = 'Active' | 'Inactive' | 'Expired';
type StatusFields = { is_active: boolean; expires_at: string | Date };

const expiryTime = (request: StatusFields) => new Date(request.expires_at).getTime();

/**
 * The dashboard badge: expired once past expires_at (it will never watch again, whatever its flag), else
 * paused or active by its flag. Issue 15 replaces the spec's "cancelled" with these distinct states (decision 0040).
 */
export function requestDisplayStatus(request: StatusFields, now: Date): RequestDisplayStatus {
  if (now.getTime() > expiryTime(request)) return 'expired';
  return request.is_active ? 'active' : 'paused';
}

/** The admin badge (admin-console §4): Expired at or after expires_at, whatever the flag says. */
export function adminRequestStatus(request: StatusFields, now: Date): AdminRequestStatus {
  if (expiryTime(request) <= now.getTime()) return 'Expired';
  return request.is_active ? 'Active' : 'Inactive';
}
