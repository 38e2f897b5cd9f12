import { type ChildProcess, spawn } from 'node:child_process';
import { DEMO_BUDGETS } from '@teewatch/simulator';

// `npm run demo`: the upstream simulator (CPS + ChronoGolf, churn on) and the app wired to it, so the
// whole product runs offline against real HTTP. Ctrl-C stops both; if either exits, the other stops too.

const SIMULATOR_PORT = 4010;
const SIMULATOR_URL = `http://127.0.0.1:${SIMULATOR_PORT}`;

const children: ChildProcess[] = [];
let isStopping = false;

function stop(code: number): void {
  if (isStopping) return;
  isStopping = true;
  process.exitCode = code;
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
    // npm does not reliably pass signals on to its script, so stop the child's whole process group.
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  children.push(child);
  child.once('exit', (code, signal) => stop(code ?? (signal ? 1 : 0)));
  return child;
}

async function waitForSimulator(): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !isStopping) {
    try {
      const response = await fetch(`${SIMULATOR_URL}/__control/health`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The simulator did not answer on ${SIMULATOR_URL}`);
}

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

run('npm', ['run', 'start', '-w', '@teewatch/simulator'], { SIMULATOR_PORT: String(SIMULATOR_PORT) });
try {
  await waitForSimulator();
} catch (error) {
  console.error((error as Error).message);
  stop(1);
}
if (!isStopping) {
  run('npx', ['tsx', 'scripts/start.ts'], { UPSTREAM_MODE: 'simulator', SIMULATOR_URL, ...DEMO_BUDGETS });
}
