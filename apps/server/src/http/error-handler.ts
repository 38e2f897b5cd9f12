import { toValidationErrors, validationSummary } from '@teewatch/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, routeNotFound } from './app-error';
import { installMethodNotAllowed, methodNotAllowed } from './method-not-allowed';

/**
 * One error handler for every route: AppError and schema failures become the spec's envelope
 * `{ success: false, error, validationErrors? }`; anything else is a 500 that hides its details.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({
        ...error.details,
        success: false,
        error: error.message,
        ...(error.validationErrors ? { validationErrors: error.validationErrors } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const validationErrors = toValidationErrors(
        error.validation.map((issue) => ({
          path: issue.instancePath.split('/').filter(Boolean),
          message: issue.message ?? 'Invalid value',
        })),
      );
      return reply
        .status(400)
        .send({ success: false, error: validationSummary(validationErrors), validationErrors });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send({ success: false, error: 'Internal server error' });
    }
    if (isDatabaseDataError(error)) {
      // A value the database could not take (out of range, bad encoding) is the caller's mistake.
      request.log.info({ err: error }, 'database refused a value');
      return reply.status(400).send({ success: false, error: 'A value is out of range or malformed' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send({ success: false, error: 'Internal server error' });
    }
    // Fastify's own 4xx (bad JSON, body too large, unsupported media type): their messages are safe to show.
    return reply.status(status).send({ success: false, error: error.message });
  });

  installMethodNotAllowed(app);
  app.setNotFoundHandler((request) => {
    throw (
      methodNotAllowed(request.server, request.method, request.url) ??
      routeNotFound(request.method, request.url)
    );
  });
}

/** PostgreSQL class 22 ("data exception"): the value, not the server, is at fault. Drizzle wraps it in `cause`. */
function isDatabaseDataError(error: unknown): boolean {
  for (let current = error, hops = 0; current && hops < 3; hops++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
