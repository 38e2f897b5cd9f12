import { useMutation } from '@tanstack/react-query';
import type { ValidateConfigInput, ValidateConfigResult } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

export function validateConfig(input: ValidateConfigInput): Promise<ValidateConfigResult> {
  return apiRequest<ValidateConfigResult>('/api/admin/golf-courses/validate-config', {
    method: 'POST',
    body: input,
  });
}

export function useValidateConfig() {
  return useMutation({ mutationFn: validateConfig });
}
