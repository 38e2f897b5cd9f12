import { useQuery } from '@tanstack/react-query';
import type { CourseInsights } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/golf-courses/:id/insights: odds, heat map and live facts (decision 0070). */
export function getCourseInsights(courseId: number, signal?: AbortSignal): Promise<CourseInsights> {
  return apiRequest<CourseInsights>(`/api/golf-courses/${courseId}/insights`, { signal });
}

export function useCourseInsights(courseId: number) {
  return useQuery({
    queryKey: ['course-insights', courseId],
    queryFn: ({ signal }) => getCourseInsights(courseId, signal),
    // "Checked 40 s ago" stays true: the live facts refresh each minute while the page is open.
    refetchInterval: 60_000,
    retry: 1,
  });
}
