import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONFIG_KEYS, SECRET_KEYS } from '@teewatch/server';
import { describe, expect, it } from 'vitest';
import { envExampleProblems, keysListed } from './env-example';

const ROOT = path.join(import.meta.dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the .env.example check', () => {
  it('passes on the repository: every key of the config schema is listed', () => {
    expect(
      envExampleProblems({
        schemaKeys: CONFIG_KEYS,
        secretKeys: SECRET_KEYS,
        example: read('.env.example'),
        compose: read('compose.yaml'),
      }),
    ).toEqual([]);
  });

  it('names a key the schema reads and the example lacks', () => {
    const example = read('.env.example').replace(/^MIRROR_HORIZON_DAYS=.*$/m, '');
    expect(keysListed(example).has('MIRROR_HORIZON_DAYS')).toBe(false);
    expect(
      envExampleProblems({
        schemaKeys: CONFIG_KEYS,
        secretKeys: SECRET_KEYS,
        example,
        compose: read('compose.yaml'),
      }),
    ).toEqual(['MIRROR_HORIZON_DAYS: in the config schema, missing from .env.example']);
  });

  it('counts set and commented-out keys, not a key named in a sentence', () => {
    const listed = keysListed('PORT=3000\n# PUBLIC_URL=https://x\n# Unset: DATA_DIR is used.\n');
    expect([...listed]).toEqual(['PORT', 'PUBLIC_URL']);
  });

  it('names a key nothing reads, but accepts a secret file and what compose.yaml reads', () => {
    const problems = envExampleProblems({
      schemaKeys: ['PORT'],
      secretKeys: ['SMTP_URL'],
      example: 'PORT=1\n# SMTP_URL_FILE=/run/secrets/smtp\n# POSTGRES_PASSWORD=\n# SEARCH_STALE=5\n',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: compose.yaml's syntax
      compose: 'password: ${POSTGRES_PASSWORD:?set it}\n',
    });
    expect(problems).toEqual([
      'SEARCH_STALE: in .env.example, read by neither the config schema nor compose.yaml',
    ]);
  });
});
