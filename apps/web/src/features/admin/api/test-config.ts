import { useMutation } from '@tanstack/react-query';
import type { TestApiResult, TestConfigInput } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

/** Reads a source with the course form's values as they are on screen, saved or not (issue 29, item 5). */
export function testCourseConfig(input: TestConfigInput): Promise<TestApiResult> {
  // The upstream call has its own time budget on the server; leave room for it.
  return apiRequest<TestApiResult>('/api/admin/golf-courses/test-config', {
    method: 'POST',
    body: input,
    timeoutMs: 30_000,
  });
}

export function useTestCourseConfig() {
  return useMutation({ mutationFn: testCourseConfig });
}
