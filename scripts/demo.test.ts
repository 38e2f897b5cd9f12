import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { bindablePort } from './free-port';

// `npm run demo` under SIGTERM (issue 51 item 9): one signal stops the app, the simulator and the Twilio
// stand-in it runs itself, and the demo exits with no process of its own and no listening port left. It
// starts the whole demo (a web build when the build is stale, a fresh PGlite folder): minutes on a loaded
// machine, so its bound is generous; the 5 s the demo gives its children is its own timer (STOP_GRACE_MS).

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const STARTED = '=== Teewatch demo is running ===';

/** Every process below `pid`, read from ps. */
function descendantsOf(pid: number): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of rows) {
      if (ppid !== parent) continue;
      found.push(child);
      visit(child);
    }
  };
  visit(pid);
  return found;
}

/**
 * Whether the process still runs. A zombie does not: it has exited and holds no port, and where PID 1 does
 * not reap orphans (a container's init) it stays listed as `<defunct>` however long the test waits.
 */
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // /proc/<pid>/stat: "pid (name) state …"; the name may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
};

/** Whether something accepts connections at the URL's port. */
function listens(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname === 'localhost' ? '127.0.0.1' : hostname, port: Number(port) });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('npm run demo', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'demo-data-'));
  let demo: ChildProcess | undefined;
  afterAll(() => {
    if (demo?.pid && isAlive(demo.pid)) demo.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says where everything is, and one SIGTERM leaves no process and no listening port', async () => {
    const port = await bindablePort(0, '127.0.0.1');
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    };
    delete env.PUBLIC_URL;
    delete env.TWILIO_ACCOUNT_SID;
    delete env.SMTP_URL;
    // The demo's own process, signalled as a terminal's Ctrl-C or a service manager's SIGTERM reaches it
    // (npx in between would exit on the signal without passing it on).
    const started = spawn(process.execPath, ['--import', 'tsx', 'scripts/demo.ts'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    demo = started;
    let output = '';
    started.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const exited = new Promise<void>((resolve) => started.once('exit', () => resolve()));
    await new Promise<void>((resolve, reject) => {
      started.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes(STARTED) && output.slice(output.indexOf(STARTED)).includes('Stop:')) resolve();
      });
      started.once('exit', () => reject(new Error(`the demo exited before it started:\n${output}`)));
    });

    const summary = output.slice(output.indexOf(STARTED));
    const url = (label: string) => summary.match(new RegExp(`${label}\\s+(http://[^\\s/]+)`))?.[1];
    const appUrl = url('App:');
    const textsUrl = url('Texts:');
    const simulatorUrl = summary.match(/curl -X POST (http:\/\/[^\s/]+)\/__control\/slot/)?.[1];
    expect(appUrl).toBe(`http://localhost:${port}`);
    expect(summary).toMatch(new RegExp(`Outbox:\\s+http://localhost:${port}/admin/outbox`));
    expect(textsUrl).toBeDefined();
    expect(simulatorUrl).toBeDefined();
    const urls = [appUrl!, textsUrl!, simulatorUrl!];
    for (const where of urls) expect(await listens(where), where).toBe(true);

    const processes = descendantsOf(started.pid!);
    expect(processes.length).toBeGreaterThan(0);
    started.kill('SIGTERM');
    await exited;
    const left = processes.filter(isAlive);
    const described = left.length
      ? execFileSync('ps', ['-o', 'pid=,ppid=,pgid=,stat=,args=', '-p', left.join(',')], { encoding: 'utf8' })
      : '';
    expect(left, described).toEqual([]);
    for (const where of urls) expect(await listens(where), where).toBe(false);
  }, 900_000);
});
