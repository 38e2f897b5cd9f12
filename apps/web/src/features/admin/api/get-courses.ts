import { ADMIN_PAGE_SIZE_COURSES, type AdminCourseList, type ApiType } from '@teewatch/shared';
import { useAdminList } from './admin-get';
import { adminKeys } from './admin-keys';

export type CourseListParams = {
  page: number;
  search: string;
  status: 'all' | 'active' | 'inactive';
  apiType: 'all' | ApiType;
};

/** is_active and api_type are sent only when their filter is not 'all' (admin-console §5). */
function courseListQuery(params: CourseListParams) {
  return {
    page: params.page,
    limit: ADMIN_PAGE_SIZE_COURSES,
    search: params.search.trim(),
    is_active: params.status === 'all' ? undefined : params.status === 'active',
    api_type: params.apiType === 'all' ? undefined : params.apiType,
  };
}

export function useCourses(params: CourseListParams) {
  return useAdminList<AdminCourseList>(
    adminKeys.courses(params),
    '/api/admin/golf-courses',
    courseListQuery(params),
  );
}
