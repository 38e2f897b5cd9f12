import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { ErrorEnvelopeSchema } from '@teewatch/shared';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

// The OpenAPI document at /api/docs is generated from the routes: their zod schemas give params, query,
// body and success answers; this module adds what every route answers besides (decision 0120). A route
// says who may call it and which failures of its own it has with `...answers({ access, errors })`; the
// failures every route of its kind can meet (bad input, a session missing, a body too large...) are
// added here from the route's shape, so they cannot be forgotten. api-document.test.ts holds every
// route to its document.

/** Who may call a route: anyone, anyone signed in (session cookie), or an admin's session. */
export type Access = 'public' | 'session' | 'admin';

/** The failure statuses a route can name beyond those its shape implies. */
export type DeclaredStatus = 401 | 403 | 404 | 409 | 429 | 502 | 503;

declare module 'fastify' {
  interface FastifySchema {
    /** Who may call this route (see answers()). Routes under /api/admin/ are admin without saying so. */
    'x-access'?: Access;
    /** Failure statuses this route answers beyond those its shape implies (see answers()). */
    'x-errors'?: readonly DeclaredStatus[];
  }
}

/** A route's schema fragment: who may call it and the failures of its own (404, 409, 503...). */
export function answers(options: { access?: Access; errors?: readonly DeclaredStatus[] }) {
  return { 'x-access': options.access ?? 'public', 'x-errors': options.errors ?? [] } as const;
}

export const SESSION_SCHEME = 'sessionCookie';

/** better-auth's session cookie; behind HTTPS it carries the `__Secure-` prefix. */
const SESSION_COOKIE = 'better-auth.session_token';

const STATUS_WORDS: Record<number, string> = {
  400: 'Bad request: the input does not match this operation’s schema (validationErrors name the fields)',
  401: 'No valid session',
  403: 'Refused: not the role this operation needs, or a state change from another site',
  404: 'Not found',
  409: 'Conflict with the current state',
  413: 'Body too large',
  414: 'A path parameter is too long',
  415: 'Unsupported body media type',
  429: 'Too many requests (Retry-After says when to come back)',
  500: 'Internal server error',
  502: 'An upstream source failed',
  503: 'Service unavailable',
};

const RETRY_AFTER = {
  'retry-after': { type: 'integer', description: 'Seconds until a new try can succeed' },
};

/** The failures a route meets from its shape alone, plus those it declared. */
export function failureStatuses(route: {
  url: string;
  methods: readonly string[];
  access: Access;
  declared: readonly number[];
  rateLimited: boolean;
}): number[] {
  // 400: every route's input (even a query it does not read) passes the input guard; 500: the unforeseen.
  const statuses = new Set<number>([400, 500, ...route.declared]);
  if (route.access !== 'public') statuses.add(401);
  if (route.access === 'admin') statuses.add(403);
  // Fastify answers 414 for a path parameter longer than its maxParamLength.
  if (route.url.includes(':')) statuses.add(414);
  // Any method but GET/HEAD may carry a body, which Fastify parses (or refuses) before the route runs,
  // and changes state, which the cross-site guard refuses (403) to a foreign page.
  if (route.methods.some((method) => method !== 'GET' && method !== 'HEAD')) {
    statuses.add(403);
    statuses.add(413);
    statuses.add(415);
  }
  if (route.rateLimited) statuses.add(429);
  return [...statuses].sort((a, b) => a - b);
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & {
  route: { method: string | string[]; config?: { rateLimit?: unknown } };
};
type ResponseObject = { description?: string; content?: Record<string, unknown> };

/** The @fastify/swagger transform: the zod transform, then access and failure answers added. */
export function apiDocumentTransform(input: TransformInput) {
  const result = jsonSchemaTransform(input);
  const schema = result.schema as Record<string, unknown> | undefined;
  if (!schema || schema.hide) return result;
  const { 'x-access': declaredAccess, 'x-errors': declared, ...rest } = schema;
  const access =
    (declaredAccess as Access | undefined) ?? (input.url.startsWith('/api/admin/') ? 'admin' : 'public');
  const responses = { ...((rest.response as Record<string, ResponseObject> | undefined) ?? {}) };
  const success = Object.values(responses)[0];
  const asPage = Boolean(success?.content && 'text/html' in success.content);
  const statuses = failureStatuses({
    url: input.url,
    methods: [input.route.method].flat(),
    access,
    declared: (declared as number[] | undefined) ?? [],
    rateLimited: Boolean(input.route.config?.rateLimit),
  });
  for (const status of statuses) {
    // A route's own schema for a failure (e.g. /health's 503 with `data`) is kept.
    if (responses[status]) continue;
    responses[status] = {
      description: STATUS_WORDS[status] ?? 'Failure',
      ...(status === 429 ? { headers: RETRY_AFTER } : {}),
      content: {
        'application/json': { schema: ERROR_ENVELOPE_JSON },
        // A page route's failures are pages too (a refused link shows "Link not valid").
        ...(asPage ? { 'text/html': { schema: { type: 'string' } } } : {}),
      },
    };
  }
  const security = access === 'public' ? {} : { security: [{ [SESSION_SCHEME]: [] }] };
  const role =
    access === 'admin'
      ? {
          'x-required-role': 'admin',
          description: [rest.description, 'Requires a session with the admin role.']
            .filter(Boolean)
            .join(' '),
        }
      : {};
  return { ...result, schema: { ...rest, ...security, ...role, response: responses } };
}

const ERROR_ENVELOPE_JSON = z.toJSONSchema(ErrorEnvelopeSchema, { target: 'openapi-3.0', io: 'output' });

/** @fastify/swagger's options: the document's head, its security scheme, and the transform above. */
export const API_DOCUMENT_OPTIONS: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Teewatch API',
      description:
        'Tee-time finder and waitlist for Metro Vancouver. Every failure answers `{ success: false, error }` ' +
        '(ErrorEnvelope). A known path called with a method it does not serve answers 405 with `Allow`. ' +
        'Sign-up, sign-in, sign-out and the session itself are better-auth’s routes under /api/auth/* ' +
        '(see the "auth" tag); they are not described operation by operation here.',
      version: '1.0.0',
    },
    tags: [
      {
        name: 'auth',
        description:
          'better-auth serves /api/auth/*. The web app uses POST /api/auth/sign-up/email, ' +
          'POST /api/auth/sign-in/email, POST /api/auth/sign-in/social (Google, when configured), ' +
          'POST /api/auth/sign-out and GET /api/auth/get-session; better-auth’s other routes answer too, as ' +
          'its documentation describes. Signing in sets the session cookie the other operations need. Our ' +
          'refusals there (bad input, a locked account, too many tries) carry `code` and `message` beside ' +
          'the ErrorEnvelope.',
        externalDocs: {
          url: 'https://www.better-auth.com/docs/concepts/api',
          description: 'better-auth API',
        },
      },
    ],
    components: {
      securitySchemes: {
        [SESSION_SCHEME]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description:
            'The session cookie set by signing in at /api/auth/sign-in/email (named `__Secure-' +
            `${SESSION_COOKIE}\` behind HTTPS). Operations marked x-required-role: admin need an admin's session.`,
        },
      },
      // zod's JSON Schema type is wider than the OpenAPI typings' (its `type` may be any string).
      schemas: { ErrorEnvelope: ERROR_ENVELOPE_JSON as unknown as Record<string, never> },
    },
  },
  transform: apiDocumentTransform as FastifyDynamicSwaggerOptions['transform'],
};
