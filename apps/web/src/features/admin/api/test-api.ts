import { useMutation } from '@tanstack/react-query';
import type { TestApiResult } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

/** Reads the course's source through its adapter with the saved configuration (for `date`, else today). */
export function testCourseApi(input: { id: number; date?: string }): Promise<TestApiResult> {
  // The upstream call has its own time budget on the server; leave room for it.
  return apiRequest<TestApiResult>(`/api/admin/golf-courses/${input.id}/test-api`, {
    method: 'POST',
    body: input.date ? { date: input.date } : {},
    timeoutMs: 30_000,
  });
}

export function useTestCourseApi() {
  return useMutation({ mutationFn: testCourseApi });
}
