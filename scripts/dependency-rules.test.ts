import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cruise, type ICruiseResult, type IForbiddenRuleType } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';

// The import rules of .dependency-cruiser.cjs, run against a small tree that breaks each of them once
// (and obeys them where the rule allows), so a rule that stops matching fails here instead of quietly
// passing every commit. `npm run check:deps` runs the same rules over the real tree in .ci/run.

const rules = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as {
  forbidden: IForbiddenRuleType[];
};

/** Each file of the tree and what it imports (`import '…'` lines). */
const TREE: Record<string, string[]> = {
  'apps/server/src/config/index.ts': ['../lib/clock'],
  'apps/server/src/db/client.ts': ['../config', '../lib/clock'],
  'apps/server/src/lib/clock.ts': [],
  'apps/server/src/lib/uses-test.ts': ['../../test/helper'],
  'apps/server/test/helper.ts': [],
  'apps/server/src/http/metrics.ts': ['../features/mirror/mirror-metrics', '../lib/clock'],
  'apps/server/src/features/mirror/index.ts': ['./mirror-metrics'],
  'apps/server/src/features/mirror/mirror-metrics.ts': ['../../jobs/queue'],
  'apps/server/src/features/mirror/a.ts': ['./b'],
  'apps/server/src/features/mirror/b.ts': ['./a'],
  'apps/server/src/features/search/search.ts': [
    '../mirror',
    '../mirror/mirror-metrics',
    '../../main',
    '../../delivery',
    '../../delivery/engine',
  ],
  'apps/server/src/delivery/index.ts': ['./engine'],
  'apps/server/src/delivery/engine.ts': ['../features/mirror', '../lib/clock'],
  'apps/server/src/features/search/search.test.ts': ['../mirror/a', '../../../test/helper'],
  'apps/server/src/jobs/queue.ts': [],
  'apps/server/src/jobs/job-runner.ts': ['../features/mirror', '../features/mirror/a', '../main'],
  'apps/server/src/main.ts': [],
  'apps/server/src/app.ts': ['./features/mirror/a', './jobs/job-runner', './http/metrics'],
  'apps/web/src/lib/format.ts': ['../components/button'],
  'apps/web/src/components/button.tsx': ['../features/waitlist/list'],
  'apps/web/src/features/waitlist/list.tsx': [],
  'apps/web/src/features/waitlist/form.tsx': ['../../app/routes', '../../components/spinner', './list'],
  'apps/web/src/components/spinner.tsx': [],
  'apps/web/src/features/dashboard/card.tsx': ['../waitlist/list', './badge'],
  'apps/web/src/features/dashboard/badge.tsx': [],
  'apps/web/src/app/routes.tsx': [],
  'apps/web/src/app/root.tsx': ['../features/waitlist/form', './routes'],
  'packages/shared/src/index.ts': ['../../../apps/web/src/lib/format'],
  'bench/search.ts': ['../apps/server/src/app'],
};

const EXPECTED = [
  'server-config-is-the-ground: apps/server/src/config/index.ts → apps/server/src/lib/clock.ts',
  'no-cycles: apps/server/src/features/mirror/a.ts → apps/server/src/features/mirror/b.ts',
  'no-test-code-in-production: apps/server/src/lib/uses-test.ts → apps/server/test/helper.ts',
  'outside-through-the-public-face: bench/search.ts → apps/server/src/app.ts',
  'server-db-on-config: apps/server/src/db/client.ts → apps/server/src/lib/clock.ts',
  'server-delivery-through-its-index: apps/server/src/features/search/search.ts → apps/server/src/delivery/engine.ts',
  'server-infrastructure-below-features: apps/server/src/delivery/engine.ts → apps/server/src/features/mirror/index.ts',
  'server-feature-through-its-index: apps/server/src/features/search/search.ts → apps/server/src/features/mirror/mirror-metrics.ts',
  'server-features-below-jobs: apps/server/src/features/mirror/mirror-metrics.ts → apps/server/src/jobs/queue.ts',
  'server-features-below-jobs: apps/server/src/features/search/search.ts → apps/server/src/main.ts',
  'server-infrastructure-below-features: apps/server/src/http/metrics.ts → apps/server/src/features/mirror/mirror-metrics.ts',
  'server-jobs-use-feature-faces: apps/server/src/jobs/job-runner.ts → apps/server/src/features/mirror/a.ts',
  'server-jobs-below-the-root: apps/server/src/jobs/job-runner.ts → apps/server/src/main.ts',
  'shared-stands-alone: packages/shared/src/index.ts → apps/web/src/lib/format.ts',
  'web-components-below-features: apps/web/src/components/button.tsx → apps/web/src/features/waitlist/list.tsx',
  'web-features-below-app: apps/web/src/features/waitlist/form.tsx → apps/web/src/app/routes.tsx',
  'web-features-side-by-side: apps/web/src/features/dashboard/card.tsx → apps/web/src/features/waitlist/list.tsx',
  'web-lib-is-the-ground: apps/web/src/lib/format.ts → apps/web/src/components/button.tsx',
];

describe('the dependency rules', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'teewatch-dependency-rules-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('report every broken rule of a tree, and nothing the rules allow', async () => {
    for (const [file, imports] of Object.entries(TREE)) {
      mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
      const lines = imports.map((specifier) => `import '${specifier}';`);
      writeFileSync(path.join(root, file), `${lines.join('\n')}\nexport {};\n`);
    }
    const result = await cruise(
      Object.keys(TREE).map((file) => file.split('/')[0] as string),
      {
        baseDir: root,
        validate: true,
        ruleSet: { forbidden: rules.forbidden },
        tsPreCompilationDeps: true,
        outputType: 'json',
      },
      { extensions: ['.ts', '.tsx'] },
    );
    const output = (
      typeof result.output === 'string' ? JSON.parse(result.output) : result.output
    ) as ICruiseResult;
    const violations = output.summary.violations
      .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
      .sort();
    expect(violations).toEqual([...EXPECTED].sort());
  });
});
