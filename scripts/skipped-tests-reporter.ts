import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

// Says in the run's summary which tests were skipped for want of what they need, so a run on PGlite does not
// look as if it had covered the worker processes (issue 37). A describe that needs PostgreSQL carries the tag
// `needs-postgres` (vitest.config.ts) and skips itself without TEST_DATABASE_URL.

const NEEDS: Record<string, string> = {
  'needs-postgres': 'need PostgreSQL and were skipped: set TEST_DATABASE_URL (as .ci/run does) to run them',
};

export default class SkippedTestsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    for (const [tag, why] of Object.entries(NEEDS)) {
      const files = new Map<string, number>();
      for (const testModule of testModules) {
        for (const test of testModule.children.allTests('skipped')) {
          if (!test.tags.includes(tag)) continue;
          const file = path.relative(process.cwd(), testModule.moduleId);
          files.set(file, (files.get(file) ?? 0) + 1);
        }
      }
      if (files.size === 0) continue;
      const count = [...files.values()].reduce((sum, n) => sum + n, 0);
      process.stdout.write(`\n ${count} test(s) ${why}\n`);
      for (const [file, n] of files) process.stdout.write(`   ${file} (${n})\n`);
    }
  }
}
