import { apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * The `queryFn` of an admin GET: the path and its query string through the one fetch client, cancelled
 * when TanStack Query drops the request. Each api/get-*.ts file adds its key and caching options.
 */
export function adminGet<T>(path: string, query?: Query) {
  return ({ signal }: { signal: AbortSignal }): Promise<T> => apiRequest<T>(path, { query, signal });
}
