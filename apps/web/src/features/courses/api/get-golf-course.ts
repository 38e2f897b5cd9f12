import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GolfCourse } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { errorStatus } from '../../../lib/error-message';

export function getGolfCourse(id: number, signal?: AbortSignal): Promise<GolfCourse> {
  return apiRequest<GolfCourse>(`/api/golf-courses/${id}`, { signal });
}

/** A 4xx (bad id, unknown course) will not change on retry; anything else gets one more try. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
}

export const golfCourseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['golf-courses', id],
    queryFn: ({ signal }) => getGolfCourse(id, signal),
    retry: shouldRetry,
  });

/** `id` undefined (not a number in the URL) leaves the query idle. */
export function useGolfCourse(id: number | undefined) {
  const queryClient = useQueryClient();
  return useQuery({
    ...golfCourseQueryOptions(id ?? 0),
    enabled: id !== undefined,
    // Coming from the list, show the course at once while its own request confirms it.
    placeholderData: () =>
      queryClient.getQueryData<GolfCourse[]>(['golf-courses'])?.find((course) => course.id === id),
  });
}
