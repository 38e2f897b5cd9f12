import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE_COURSES, type AdminCourseList, type ApiType } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './admin-keys';

export type CourseListParams = {
  page: number;
  search: string;
  status: 'all' | 'active' | 'inactive';
  apiType: 'all' | ApiType;
};

/** is_active and api_type are sent only when their filter is not 'all' (admin-console §5). */
export function getCourses(params: CourseListParams, signal?: AbortSignal): Promise<AdminCourseList> {
  return apiRequest<AdminCourseList>('/api/admin/golf-courses', {
    query: {
      page: params.page,
      limit: ADMIN_PAGE_SIZE_COURSES,
      search: params.search.trim(),
      is_active: params.status === 'all' ? undefined : params.status === 'active',
      api_type: params.apiType === 'all' ? undefined : params.apiType,
    },
    signal,
  });
}

export const coursesQuery = (params: CourseListParams) =>
  queryOptions({
    queryKey: adminKeys.courses(params),
    queryFn: ({ signal }) => getCourses(params, signal),
    placeholderData: keepPreviousData,
  });

export function useCourses(params: CourseListParams) {
  return useQuery(coursesQuery(params));
}
