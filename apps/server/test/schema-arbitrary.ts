import fc from 'fast-check';

// Values generated from the API document's own schemas (the subset zod emits for OpenAPI 3.0): what a
// client built from the document would send. Integers lean towards small ids, so seeded rows are hit.

export type JsonSchema = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
};

/** Dates around `today`, so date rules (not in the past, within the window) sometimes pass. */
const datesAround = (today: string) =>
  fc.integer({ min: -3, max: 40 }).map((days) => {
    const [y, m, d] = today.split('-').map(Number) as [number, number, number];
    return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
  });

type Options = { today: string };

function stringOf(schema: JsonSchema, options: Options): fc.Arbitrary<string> {
  if (schema.format === 'date') return datesAround(options.today);
  if (schema.format === 'email')
    return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
  if (schema.format === 'uri' || schema.format === 'url')
    return fc.webUrl().filter((url) => url.length <= (schema.maxLength ?? 2000));
  const maxLength = Math.min(schema.maxLength ?? 40, 40);
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? 1e9));
  }
  return fc.string({
    minLength: schema.minLength ?? 0,
    maxLength: Math.max(maxLength, schema.minLength ?? 0),
  });
}

function numberOf(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusive = (value: number | boolean | undefined) => (typeof value === 'number' ? value : undefined);
  const min = schema.minimum ?? exclusive(schema.exclusiveMinimum) ?? -1000;
  const max = schema.maximum ?? exclusive(schema.exclusiveMaximum) ?? 1000;
  if (!integer) return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  const full = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  // Ids: mostly the seeded range, sometimes anywhere.
  if (min >= 1 && min <= 25 && max > 100) return fc.oneof(fc.integer({ min: Math.ceil(min), max: 25 }), full);
  return full;
}

/** An arbitrary of values the schema accepts (as far as its keywords say). */
export function arbitraryOf(schema: JsonSchema | undefined, options: Options): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant(undefined);
  const value = arbitraryOfNonNull(schema, options);
  return schema.nullable
    ? fc.oneof({ weight: 5, arbitrary: value }, { weight: 1, arbitrary: fc.constant(null) })
    : value;
}

function arbitraryOfNonNull(schema: JsonSchema, options: Options): fc.Arbitrary<unknown> {
  const of = (inner: JsonSchema | undefined) => arbitraryOf(inner, options);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) return fc.oneof(...choices.map(of));
  if (schema.allOf?.[0]) return of(schema.allOf[0]);
  switch (schema.type) {
    case 'string':
      return stringOf(schema, options);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(of(schema.items ?? {}), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object':
    case undefined: {
      if (!schema.properties) return schema.type === 'object' ? fc.constant({}) : fc.anything();
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, property] of Object.entries(schema.properties)) record[key] = of(property);
      return fc.record(record, {
        requiredKeys: Object.keys(record).filter((key) => required.has(key)),
      });
    }
    default:
      return fc.anything();
  }
}

/** Text the schema does not describe: what a careless or hostile client sends instead. */
export const offSchemaText = fc.oneof(
  fc.constantFrom('', '0', '-1', 'abc', '1.5', '2147483648', '9'.repeat(12), 'x'.repeat(150), '%00'),
  fc.string({ maxLength: 20 }),
);
