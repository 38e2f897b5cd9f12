import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { arbitraryOf, type JsonSchema, offSchemaText } from './schema-arbitrary';
import { TEST_ORIGIN } from './test-context';

// Drives every operation of the app's own OpenAPI document and checks each answer against it: its
// status must be documented, and its body must match the documented schema of its media type. The
// requests are built from the document (fast-check, fixed seed), mostly as a client generated from it
// would send them, sometimes with values off the schema. Nothing here knows a route: a new one is held
// to its document the moment it is registered.

type Media = { schema?: JsonSchema };
type Parameter = { name: string; in: string; required?: boolean; schema?: JsonSchema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, Media> };
  responses: Record<string, { content?: Record<string, Media> }>;
  security?: unknown[];
  'x-required-role'?: string;
};
export type OpenApiDocument = {
  paths: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
};

export type ProbeReport = {
  requests: number;
  /** `METHOD /path → status`: answers whose status the operation does not document (must be none). */
  undocumentedStatuses: string[];
  /** `METHOD /path status: problem`: answers whose body or media type contradicts the document. */
  shapeMismatches: string[];
  /** Operations that read a body but declare none (must be none). */
  bodiesUndeclared: string[];
  /** Statuses seen per operation, for the record. */
  seen: Record<string, number[]>;
};

export type Caller = { name: string; cookie?: string };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

export function operationsOf(document: OpenApiDocument) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method: method.toUpperCase(),
      operation: item[method] as Operation,
    })),
  );
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/** A validator for the document's schemas (OpenAPI 3.0's `nullable` is Ajv's own keyword). */
function schemaValidator(document: OpenApiDocument) {
  const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
  const cache = new Map<JsonSchema, ValidateFunction>();
  return (schema: JsonSchema, value: unknown) => {
    let validate = cache.get(schema);
    if (!validate) {
      // `#/components/...` references resolve against the document's components beside the schema.
      validate = ajv.compile({ ...schema, components: document.components });
      cache.set(schema, validate);
    }
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}

/** Checks one answer against its operation; returns the problem, or undefined when it is documented. */
function checkAnswer(
  operation: Operation,
  response: LightMyRequestResponse,
  validate: ReturnType<typeof schemaValidator>,
): { undocumented?: boolean; mismatch?: string } {
  const documented = operation.responses[String(response.statusCode)];
  if (!documented) return { undocumented: true };
  if (!documented.content) return {};
  const mediaType = String(response.headers['content-type'] ?? '').split(';')[0] ?? '';
  const media = documented.content[mediaType];
  if (!media) return { mismatch: `media type "${mediaType}" not documented` };
  if (!media.schema) return {};
  const body = mediaType === 'application/json' ? JSON.parse(response.body || 'null') : response.body;
  const problem = validate(media.schema, body);
  return problem ? { mismatch: problem.slice(0, 300) } : {};
}

type Request = { url: string; payload?: unknown };

/** One request for the operation, from its documented parameters and body. */
function requestFor(path: string, operation: Operation, today: string, seed: number): Request {
  const pick = <T>(arbitrary: fc.Arbitrary<T>, salt: number) =>
    fc.sample(arbitrary, { numRuns: 1, seed: seed * 31 + salt })[0] as T;
  const offSchema = pick(fc.integer({ min: 0, max: 9 }), 1) === 0;
  let url = path;
  const query = new URLSearchParams();
  (operation.parameters ?? []).forEach((parameter, index) => {
    const value = offSchema
      ? pick(offSchemaText, 10 + index)
      : pick(arbitraryOf(parameter.schema, { today }), 10 + index);
    if (parameter.in === 'path') url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(value)));
    else if (
      parameter.in === 'query' &&
      value !== undefined &&
      (parameter.required || pick(fc.boolean(), 50 + index))
    )
      query.set(parameter.name, String(value));
  });
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const payload = bodySchema ? pick(arbitraryOf(bodySchema, { today }), 99) : undefined;
  const search = query.toString();
  return { url: search ? `${url}?${search}` : url, payload };
}

async function send(app: FastifyInstance, method: string, caller: Caller, request: Request) {
  const hasBody = request.payload !== undefined;
  return app.inject({
    method: method as 'GET',
    url: request.url,
    headers: {
      origin: TEST_ORIGIN,
      accept: 'application/json',
      ...(caller.cookie ? { cookie: caller.cookie } : {}),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { payload: JSON.stringify(request.payload) } : {}),
  });
}

/**
 * An operation without a declared body "reads one" when `{}` gets another answer than no body at all,
 * or a 400 naming a field that is none of its parameters. Its path names an id nothing has, so no
 * state changes between the two.
 */
async function readsUndeclaredBody(
  app: FastifyInstance,
  { path, method, operation }: { path: string; method: string; operation: Operation },
  caller: Caller,
) {
  const parameters = new Set(['request', ...(operation.parameters ?? []).map((parameter) => parameter.name)]);
  const url = path.replace(/\{[^}]+\}/g, '2147483647');
  const bare = await send(app, method, caller, { url });
  const withBody = await send(app, method, caller, { url, payload: {} });
  if (bare.statusCode !== withBody.statusCode) return true;
  const fields = (withBody.json() as { validationErrors?: { field: string }[] }).validationErrors ?? [];
  return withBody.statusCode === 400 && fields.some((error) => !parameters.has(error.field));
}

/** Sends `perCaller` requests per operation and caller and checks every answer against the document. */
export async function probeDocument(options: {
  app: FastifyInstance;
  document: OpenApiDocument;
  callers: Caller[];
  perCaller: number;
  today: string;
  /** Operations to leave alone, as `METHOD /path`. */
  skip?: string[];
}): Promise<ProbeReport> {
  const { app, document } = options;
  const validate = schemaValidator(document);
  const report: ProbeReport = {
    requests: 0,
    undocumentedStatuses: [],
    shapeMismatches: [],
    bodiesUndeclared: [],
    seen: {},
  };
  const admin = options.callers.at(-1)!;
  for (const { path, method, operation } of operationsOf(document)) {
    const name = `${method} ${path}`;
    if (options.skip?.includes(name)) continue;
    const seen = new Set<number>();
    if (
      method !== 'GET' &&
      !operation.requestBody &&
      (await readsUndeclaredBody(app, { path, method, operation }, admin))
    )
      report.bodiesUndeclared.push(name);
    for (const [callerIndex, caller] of options.callers.entries()) {
      for (let run = 0; run < options.perCaller; run++) {
        const request = requestFor(path, operation, options.today, 1000 * callerIndex + run + 1);
        const response = await send(app, method, caller, request);
        report.requests++;
        seen.add(response.statusCode);
        const { undocumented, mismatch } = checkAnswer(operation, response, validate);
        const where = `${name} → ${response.statusCode} (${caller.name}: ${request.url})`;
        if (
          undocumented &&
          !report.undocumentedStatuses.some((line) => line.startsWith(`${name} → ${response.statusCode} `))
        )
          report.undocumentedStatuses.push(where);
        if (mismatch) report.shapeMismatches.push(`${where}: ${mismatch}`);
      }
    }
    report.seen[name] = [...seen].sort();
  }
  return report;
}
