import { randomUUID } from 'node:crypto';

/** What an X-Request-Id from outside may be: up to 128 characters that are safe in a log line and a header. */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

export const REQUEST_ID_HEADER = 'x-request-id';

/**
 * A request's id (decision 0236): the caller's X-Request-Id when it is one (a proxy's or another
 * service's, so their logs and ours meet), else a new UUID, which every replica makes unique.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  const given = Array.isArray(header) ? header[0] : header;
  return isValidRequestId(given) ? given : randomUUID();
}

/** Whether `value` may serve as a request or trace id as it is (a job's payload is checked the same way). */
export function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && VALID_REQUEST_ID.test(value);
}
