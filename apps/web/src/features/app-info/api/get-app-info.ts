import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AppInfo, AppInfoSchema } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

export async function getAppInfo(): Promise<AppInfo> {
  return AppInfoSchema.parse(await apiRequest<unknown>('/api/app-info'));
}

export const appInfoQuery = queryOptions({
  queryKey: ['app-info'],
  queryFn: getAppInfo,
  staleTime: Number.POSITIVE_INFINITY,
});

export function useAppInfo() {
  return useQuery(appInfoQuery);
}
