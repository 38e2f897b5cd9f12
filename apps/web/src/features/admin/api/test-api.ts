import { useMutation } from '@tanstack/react-query';
import type { TestApiResult } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

/** Calls the course's real source through its adapter with the saved configuration. */
export function testCourseApi(id: number): Promise<TestApiResult> {
  // The upstream call has its own time budget on the server; leave room for it.
  return apiRequest<TestApiResult>(`/api/admin/golf-courses/${id}/test-api`, {
    method: 'POST',
    body: {},
    timeoutMs: 30_000,
  });
}

export function useTestCourseApi() {
  return useMutation({ mutationFn: testCourseApi });
}
