import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_KEYS, SECRET_KEYS } from '@teewatch/server';

// .env.example is the operator's list of every setting (README "Configuration"), so it names every key of
// the config schema (apps/server/src/config/env-schema.ts), set (`KEY=value`) or commented out
// (`# KEY=value`), and names no key the schema does not read: a secret's `KEY_FILE` form and what
// compose.yaml itself reads (`${KEY}`) aside. `tsx scripts/env-example.ts` (a step of `npm run check:docs`)
// fails naming every key out of step.

/** The keys a file lists: a line `KEY=…` or `# KEY=…`, not a key named inside a sentence. */
export function keysListed(text: string): Set<string> {
  return new Set([...text.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!));
}

/** The keys compose.yaml reads from the environment itself (`${KEY}` or `${KEY:-…}`). */
export function composeKeys(text: string): Set<string> {
  return new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!));
}

export function envExampleProblems(options: {
  schemaKeys: readonly string[];
  secretKeys: readonly string[];
  example: string;
  compose: string;
}): string[] {
  const listed = keysListed(options.example);
  const known = new Set([
    ...options.schemaKeys,
    ...options.secretKeys.map((key) => `${key}_FILE`),
    ...composeKeys(options.compose),
  ]);
  const missing = options.schemaKeys
    .filter((key) => !listed.has(key))
    .map((key) => `${key}: in the config schema, missing from .env.example`);
  const unknown = [...listed]
    .filter((key) => !known.has(key))
    .map((key) => `${key}: in .env.example, read by neither the config schema nor compose.yaml`);
  return [...missing, ...unknown];
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const root = path.join(import.meta.dirname, '..');
  const problems = envExampleProblems({
    schemaKeys: CONFIG_KEYS,
    secretKeys: SECRET_KEYS,
    example: readFileSync(path.join(root, '.env.example'), 'utf8'),
    compose: readFileSync(path.join(root, 'compose.yaml'), 'utf8'),
  });
  if (problems.length > 0) {
    console.error(`.env.example is out of step with the config schema:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`.env.example lists all ${CONFIG_KEYS.length} keys of the config schema`);
}
