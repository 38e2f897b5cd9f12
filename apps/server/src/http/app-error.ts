import type { ValidationError } from '@teewatch/shared';

const STATUS_BY_CODE = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  UPSTREAM_FAILED: 502,
  INTERNAL: 500,
} as const;

export type AppErrorCode = keyof typeof STATUS_BY_CODE;

export type AppErrorOptions = {
  validationErrors?: ValidationError[];
  /** Headers the answer needs beside its status (Retry-After, WWW-Authenticate). */
  headers?: Record<string, string>;
  /**
   * Fields the body carries before the envelope's own, for a client that reads another shape too
   * (better-auth's `{ code, message }`). They cannot replace `success`, `error` or `validationErrors`.
   */
  details?: Record<string, unknown>;
};

/** The one error type our code throws on purpose; the error handler turns it into the spec's envelope. */
export class AppError extends Error {
  readonly status: number;
  readonly validationErrors?: ValidationError[];
  readonly headers?: Record<string, string>;
  readonly details?: Record<string, unknown>;
  constructor(
    readonly code: AppErrorCode,
    message: string,
    options: AppErrorOptions = {},
  ) {
    super(message);
    this.status = STATUS_BY_CODE[code];
    this.validationErrors = options.validationErrors;
    this.headers = options.headers;
    this.details = options.details;
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', message);
/** The 404 for a path no route serves (the not-found handler, and the SPA's fallback for API and file paths). */
export const routeNotFound = (method: string, url: string) =>
  notFound(`Route ${method} ${url.split('?')[0]} not found`);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, validationErrors?: ValidationError[]) =>
  new AppError('VALIDATION_FAILED', message, { validationErrors });
