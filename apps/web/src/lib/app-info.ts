// Type-only: importing the shared schemas here would put zod in every page's first download.
import type { AppInfo } from '@teewatch/shared';
import { apiRequest } from './api-client';
import { type AppQueryOptions, useQuery } from './query';

export async function getAppInfo(): Promise<AppInfo> {
  return apiRequest<AppInfo>('/api/app-info');
}

export const appInfoQuery = {
  queryKey: ['app-info'],
  queryFn: getAppInfo,
  staleTime: Number.POSITIVE_INFINITY,
} satisfies AppQueryOptions<AppInfo>;

export function useAppInfo() {
  return useQuery(appInfoQuery);
}
