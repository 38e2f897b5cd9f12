import { defineConfig } from 'vitest/config';

// One runner for every workspace but the browser specs (e2e/, under Playwright's runner: decision 0280);
// `npm test` runs both (scripts/test-all.ts) and .ci/run counts the results of both.
// `npm test` passes --maxWorkers=3: vitest's default is one worker per core less one, a single worker on a
// 2-core machine, though most of a file's time is spent waiting on servers, browsers and databases
// (decision 0030). It is given on the command line because a project in its own config file (web) does
// not inherit a maxWorkers set here, and vitest refuses projects that differ in it.
export default defineConfig({
  test: {
    // The default summary, and a line naming the tests skipped for want of PostgreSQL (.ci/run passes its own
    // --reporter flags, and names this one too).
    reporters: ['default', './scripts/skipped-tests-reporter.ts'],
    projects: [
      // testTimeout everywhere is a bound for a loaded machine, never a speed (decision 0175).
      { test: { name: 'shared', root: 'packages/shared', environment: 'node', testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          environment: 'node',
          // One migrated, seeded database per run; every test app starts from a copy.
          globalSetup: ['./test/global-setup.ts'],
          // Files share their worker's modules, as the web project's do: each file builds its own app, and
          // importing Fastify, better-auth and drizzle again per file was ~20 % of the project's time
          // (decision 0030). Files pass in any order (checked with --sequence.shuffle.files).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A describe that needs PostgreSQL (worker processes): skipped without TEST_DATABASE_URL, and named in
          // the run's summary then (scripts/skipped-tests-reporter.ts).
          tags: [
            {
              name: 'needs-postgres',
              description: 'needs PostgreSQL (TEST_DATABASE_URL); skipped on PGlite',
            },
          ],
        },
      },
      { test: { name: 'simulator', root: 'apps/simulator', environment: 'node', testTimeout: 30_000 } },
      // The repository's own scripts: the dependency rules, the home page's JavaScript budget.
      { test: { name: 'scripts', root: 'scripts', environment: 'node', testTimeout: 30_000 } },
      'apps/web/vitest.config.ts',
    ],
  },
});
