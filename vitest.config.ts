import { defineConfig } from 'vitest/config';

// One runner for every workspace; `npm test` runs them all and .ci/run counts the results.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', environment: 'node' } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          // One migrated, seeded database per run; every test app starts from a copy.
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      { test: { name: 'simulator', root: 'apps/simulator', environment: 'node', testTimeout: 30_000 } },
      'apps/web/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          environment: 'node',
          // One migrated, seeded PGlite folder per run; every app a browser test starts copies it.
          globalSetup: ['./support/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
