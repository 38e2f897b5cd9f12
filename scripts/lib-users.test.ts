import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { libUsers, singleFeatureModules } from './lib-users';

// `apps/server/src/lib` holds only what several features or layers use (issue 49 item 4, decision 0295): a
// module one feature alone imports is that feature's rule and lives in its folder.

const ROOT = path.join(import.meta.dirname, '..');

describe("the server's lib", () => {
  const tree = mkdtempSync(path.join(tmpdir(), 'teewatch-lib-users-'));
  afterAll(() => rmSync(tree, { recursive: true, force: true }));

  it('names a lib module that one feature alone imports, and passes shared ones', async () => {
    const files: Record<string, string> = {
      'src/lib/only-a.ts': 'export const onlyA = 1;',
      'src/lib/shared.ts': 'export const shared = 1;',
      'src/lib/infra/index.ts': "import { shared } from '../shared';\nexport const infra = shared;",
      'src/features/a/a.ts':
        "import { onlyA } from '../../lib/only-a';\nimport { shared } from '../../lib/shared';\nexport const a = onlyA + shared;",
      'src/features/a/b.ts': "import { onlyA } from '../../lib/only-a';\nexport const b = onlyA;",
      'src/http/h.ts': "import { shared } from '../lib/shared';\nexport const h = shared;",
      'src/main.ts': "import { infra } from './lib/infra';\nexport const m = infra;",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.join(tree, path.dirname(file)), { recursive: true });
      writeFileSync(path.join(tree, file), `${text}\n`);
    }
    const users = await libUsers('src', tree);
    expect(users.get('shared')).toEqual(new Set(['features/a', 'http']));
    expect(users.get('infra')).toEqual(new Set(['composition root']));
    expect(singleFeatureModules(users)).toEqual(['only-a (features/a)']);
  });

  it('holds no module that one feature alone uses', async () => {
    const found = singleFeatureModules(await libUsers('apps/server/src', ROOT));
    expect(found).toEqual([]);
  });
});
