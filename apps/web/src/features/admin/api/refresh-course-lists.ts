import { useQueryClient } from '@tanstack/react-query';
import { adminKeys } from './admin-keys';

/** After a course is toggled or deleted: reloads the course list and the counts above it. */
export function useRefreshCourseLists() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.coursesAll() });
    void queryClient.invalidateQueries({ queryKey: adminKeys.courseStats() });
  };
}
