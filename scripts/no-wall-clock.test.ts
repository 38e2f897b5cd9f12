import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The no-wall-clock check (biome-plugins/no-wall-clock.grit, switched on by biome.json's overrides): Biome
// runs with the repository's own configuration over a small tree in a temporary folder, laid out like the
// real one, where a read of the wall clock sits under each checked path and under each path the check
// leaves alone. A plugin or an `includes` that stops matching fails here, not silently in `npm run check`.

const root = path.resolve(import.meta.dirname, '..');
const biome = path.join(root, 'node_modules', '.bin', 'biome');
const MESSAGE =
  'Reads the wall clock: take `clock: Clock` or a `now: Date` (the clock modules are the only readers).';

const READS = 'export const a = Date.now();\nexport const b = new Date();\n';
/** Dates that are values, not readings: never flagged. */
const VALUES =
  "export const c = new Date(0);\nexport const d = new Date('2027-01-01T07:50:00Z');\nexport const e = Date.UTC(2027, 0, 1);\n";

/** Each file of the tree and its text. */
const TREE: Record<string, string> = {
  'apps/server/src/features/search/search.ts': READS,
  'apps/web/src/components/toast.tsx': 'export const id = () => Date.now() + Math.random();\n',
  'apps/simulator/src/tee-sheets.ts': 'export const at = () => new Date().toISOString();\n',
  'packages/shared/src/vancouver-time.ts': 'export const today = (now: Date = new Date()) => now;\n',
  'packages/shared/src/values.ts': VALUES,
  // The clock modules, tests and test helpers may read it.
  'apps/server/src/lib/clock.ts': READS,
  'apps/web/src/lib/clock.ts': READS,
  'apps/simulator/src/clock.ts': READS,
  'apps/server/src/features/search/search.test.ts': READS,
  'apps/web/src/components/toast.test.tsx': READS,
  'apps/server/test/wait-until.ts': READS,
  // Outside the apps' and the package's sources (benches, browser specs, scripts) the check does not run.
  'bench/search.ts': READS,
  'scripts/start.ts': READS,
};

type Diagnostic = { category: string; message: string; location: { path: string; start: { line: number } } };

let dir: string;
let found: Diagnostic[];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'no-wall-clock-'));
  // The repository's configuration as it is, but for version control: the temporary folder has none.
  const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8'));
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(dir, 'biome.json'), JSON.stringify(config));
  mkdirSync(path.join(dir, 'biome-plugins'));
  copyFileSync(
    path.join(root, 'biome-plugins', 'no-wall-clock.grit'),
    path.join(dir, 'biome-plugins', 'no-wall-clock.grit'),
  );
  for (const [file, text] of Object.entries(TREE)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  // `biome ci`, as .ci/run runs it (`npm run check`'s `biome check` applies the same configuration); it exits
  // 1 when it reports an error, and the report is what is checked.
  const run = await promisify(execFile)(
    biome,
    ['ci', '--colors=off', '--reporter=json', '--max-diagnostics=none', '.'],
    {
      cwd: dir,
    },
  ).catch((error: { stdout: string }) => error);
  found = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the no-wall-clock check', () => {
  it('flags Date.now() and new Date() in the apps’ and the shared package’s sources', () => {
    const fromPlugin = found.filter((diagnostic) => diagnostic.category === 'plugin');
    const flagged = fromPlugin
      .map((diagnostic) => `${diagnostic.location.path}:${diagnostic.location.start.line}`)
      .sort();
    expect(flagged).toEqual([
      'apps/server/src/features/search/search.ts:1',
      'apps/server/src/features/search/search.ts:2',
      'apps/simulator/src/tee-sheets.ts:1',
      'apps/web/src/components/toast.tsx:1',
      'packages/shared/src/vancouver-time.ts:1',
    ]);
    expect(new Set(fromPlugin.map((diagnostic) => diagnostic.message))).toEqual(new Set([MESSAGE]));
  });

  it('leaves the clock modules, tests, test helpers and dates given as values alone', () => {
    const flaggedFiles = new Set(
      found.filter((d) => d.category === 'plugin').map((diagnostic) => diagnostic.location.path),
    );
    for (const file of Object.keys(TREE)) {
      if (TREE[file] === VALUES || /clock\.ts$|\.test\.tsx?$|\/test\/|^bench\/|^scripts\//.test(file)) {
        expect(flaggedFiles.has(file), file).toBe(false);
      }
    }
  });
});
