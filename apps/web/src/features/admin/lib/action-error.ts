import { ApiError } from '../../../lib/api-client';

/**
 * For the image actions the spec has two texts: '{base}' when the server refused (with its reason as
 * the detail) and '{base}: Network error' when the call never got an answer.
 */
export function actionFailure(error: unknown, base: string): { title: string; message?: string } {
  const isNetwork = !(error instanceof ApiError) || error.status === 0;
  if (isNetwork) return { title: `${base}: Network error` };
  return { title: base, message: error.message };
}
