import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { featureCycles, featureGraph, featureLevels } from './feature-graph';

// Features side by side (issue 37, item 1): no two features import each other, even through their index.ts
// files (a cycle between folders that dependency-cruiser's module-level rule cannot see), the web's
// features stand on one level and the server's on at most two.

const ROOT = path.join(import.meta.dirname, '..');

describe('the feature graphs', () => {
  const tree = mkdtempSync(path.join(tmpdir(), 'teewatch-feature-graph-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('sees a cycle between two features that meet only through their index files', async () => {
    const files: Record<string, string> = {
      'f/a/index.ts': "export { a } from './a';",
      'f/a/a.ts': "import { b } from '../b';\nexport const a = () => b;",
      'f/b/index.ts': "export { b } from './b';",
      'f/b/b.ts': 'export const b = 1;',
      'f/b/uses-a.ts': "import { a } from '../a';\nexport const c = a;",
      'f/c/c.ts': "import { b } from '../b';\nexport const d = b;",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(tree, file), `${text}\n`);
    }
    const graph = await featureGraph('f', tree);
    expect(featureCycles(graph)).toEqual(['a → b → a']);
    expect(
      featureLevels(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set()],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(
      new Map([
        ['b', 1],
        ['a', 2],
        ['c', 3],
      ]),
    );
  });

  it("has no cycle between the server's features, and at most two levels of them", async () => {
    const graph = await featureGraph('apps/server/src/features', ROOT);
    expect(featureCycles(graph)).toEqual([]);
    // Level 1 imports no feature; level 2 composes level-1 features (admin, account, the search over the
    // mirror). A third level is a feature that lends its internals upward: move them down (decision 0192).
    const aboveTwo = [...featureLevels(graph)].filter(([, level]) => level > 2).map(([name]) => name);
    expect(aboveTwo).toEqual([]);
  });

  it("has the web's features side by side: none imports another", async () => {
    const graph = await featureGraph('apps/web/src/features', ROOT);
    expect(featureCycles(graph)).toEqual([]);
    expect(Math.max(...featureLevels(graph).values())).toBe(1);
  });
});
