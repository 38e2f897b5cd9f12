import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesToRefresh, mergeRefreshed } from '../course-sheet-view';
import type { TeeTimeFilters } from '../tee-times-filters';
import { getTeeTimes, type TeeTimesAnswer, teeTimesKey } from './get-tee-times';

/**
 * Refresh: asks again only for the courses whose data is not fresh and merges their answer into the
 * list; when every course is fresh it re-reads the whole list (docs/decisions/0060).
 */
export function useRefreshTeeTimes(filters: TeeTimeFilters) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const key = teeTimesKey(filters);
      const current = queryClient.getQueryData<TeeTimesAnswer>(key);
      const ids = current ? coursesToRefresh(current.courses) : [];
      if (!current || ids.length === 0) {
        await queryClient.refetchQueries({ queryKey: key, exact: true });
        return;
      }
      const answer = await getTeeTimes({ ...filters, courseIds: ids });
      queryClient.setQueryData<TeeTimesAnswer>(key, (latest) =>
        latest ? { ...latest, courses: mergeRefreshed(latest.courses, answer.courses) } : latest,
      );
    },
  });
}
