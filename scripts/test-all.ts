import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm test`: every test. First vitest's projects (unit, API, simulator, scripts, web), then the browser
// specs under Playwright's runner (e2e/playwright.config.ts, decision 0280); both always run, and the
// exit status fails when either does. Arguments go to vitest (.ci/run passes its reporters that way);
// Playwright's JSON report is named by PLAYWRIGHT_JSON_OUTPUT_NAME. The two run one after the other: on
// 2 cores each runner's workers already keep both busy, and one runner's lines stay together in the log.
// `--maxWorkers=3`: vitest's default is one worker per core less one, a single worker on a 2-core machine,
// though most of a file's time is spent waiting on servers and databases (decision 0030).

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => path.join(ROOT, 'node_modules/.bin', name);

function run(command: string, args: string[]): number {
  const result = spawnSync(bin(command), args, { cwd: ROOT, stdio: 'inherit' });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

const vitest = run('vitest', ['run', '--maxWorkers=3', ...process.argv.slice(2)]);
const playwright = run('playwright', ['test', '-c', 'e2e']);
process.exit(vitest !== 0 ? vitest : playwright);
