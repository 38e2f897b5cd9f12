import { keepPreviousData, type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Query = Record<string, string | number | boolean | undefined | null>;

type AdminGetOptions<T> = Omit<UseQueryOptions<T, Error, T, QueryKey>, 'queryKey' | 'queryFn'> & {
  /** The query string. */
  query?: Query;
};

/**
 * An admin GET: the path and its query string through the one fetch client, cancelled when TanStack
 * Query drops the request. Each api/get-*.ts file names its key and caching options.
 */
export function useAdminGet<T>(queryKey: QueryKey, path: string, options: AdminGetOptions<T> = {}) {
  const { query, ...rest } = options;
  return useQuery({ queryKey, queryFn: ({ signal }) => apiRequest<T>(path, { query, signal }), ...rest });
}

/** A page of an admin list: the previous page stays on screen while the next one loads. */
export function useAdminList<T>(queryKey: QueryKey, path: string, query: Query) {
  return useAdminGet<T>(queryKey, path, { query, placeholderData: keepPreviousData });
}
