import type { ValidationError } from '@teewatch/shared';

const STATUS_BY_CODE = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  INTERNAL: 500,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

/** The one error type our code throws on purpose; the error handler turns it into the spec's envelope. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    readonly validationErrors?: ValidationError[],
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, validationErrors?: ValidationError[]) =>
  new AppError('VALIDATION_FAILED', message, validationErrors);
