import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from './app-error';

/** Deeper JSON than this is refused before parsing: no form of ours nests more than a few levels. */
export const MAX_JSON_DEPTH = 32;

export const NUL_MESSAGE = 'Text may not contain NUL characters';
export const SURROGATE_MESSAGE = 'Text must be valid Unicode (no lone surrogates)';
export const TOO_DEEP_MESSAGE = `JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted`;

/** Nesting depth of a JSON text, counted on brackets outside strings (stops counting once over the limit). */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 92 /* \ */) i++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      if (++depth > limit) return true;
    } else if (char === 125 || char === 93) depth--;
  }
  return false;
}

/** The first problem in any string (key or value) of a parsed input, or undefined. */
export function findBadText(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return NUL_MESSAGE;
    // String.prototype.isWellFormed (Node 20+) is false exactly when a lone surrogate is present.
    if (!(value as string & { isWellFormed(): boolean }).isWellFormed()) return SURROGATE_MESSAGE;
    return undefined;
  }
  if (value === null || typeof value !== 'object' || depth > MAX_JSON_DEPTH) return undefined;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = findBadText(item, depth + 1);
      if (problem) return problem;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    const problem = findBadText(key, depth + 1) ?? findBadText(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * Input every route shares, checked before any handler or schema sees it: JSON nested beyond
 * MAX_JSON_DEPTH, and NUL characters or lone UTF-16 surrogates anywhere in the path parameters, query
 * or body. PostgreSQL refuses NUL in text (a 500 before this), and a lone surrogate would be stored
 * as given and break every page and email that shows it. All of these answer 400.
 */
export function installInputGuard(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepthExceeds(String(body), MAX_JSON_DEPTH)) {
      done(new AppError('VALIDATION_FAILED', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, body as string, done);
  });
  app.addHook('preValidation', async (request) => {
    const problem =
      findBadText(request.params) ?? findBadText(request.query) ?? findBadText(request.body ?? null);
    if (problem) throw badRequest(problem, [{ field: 'request', message: problem }]);
  });
}
