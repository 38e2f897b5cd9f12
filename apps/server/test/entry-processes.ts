import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_AUTH_SECRET } from './test-config';
import { spawnTsxProcessGroup } from './worker-processes';

// The server's entry points (serve.ts, worker.ts, migrate.ts) as real processes, for the lifecycle tests
// (decisions 0220, 0221): their log lines read as they come, their exit code awaited.

export type EntryProcess = {
  child: ChildProcess;
  /** Resolves with the first match of `pattern` in the output (past or to come); rejects if it exits first. */
  line(pattern: RegExp): Promise<RegExpMatchArray>;
  /** The exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  output(): string;
};

/** The settings every entry process of a test shares: its own DATA_DIR, no upstream, info logs on stdout. */
export function entryEnv(databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'teewatch-entry-')),
    HOST: '127.0.0.1',
    PUBLIC_URL: 'http://localhost:3000',
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    // Nothing listens there: a worker's mirror reads fail at once, never reaching the internet.
    UPSTREAM_MODE: 'simulator',
    SIMULATOR_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'info',
  };
}

export function spawnEntry(script: string, env: Record<string, string>): EntryProcess {
  const child = spawnTsxProcessGroup(script, env);
  let text = '';
  const waiters = new Set<() => void>();
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    if (process.env.WORKER_LOG_LEVEL) process.stdout.write(chunk);
    for (const wake of waiters) wake();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
    for (const wake of waiters) wake();
  });
  const line = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = text.match(pattern);
        if (match) {
          waiters.delete(check);
          resolve(match);
        } else if (hasExited) {
          waiters.delete(check);
          reject(new Error(`${script} exited before logging ${pattern}:\n${text.slice(-2000)}`));
        }
      };
      waiters.add(check);
      check();
    });
  return { child, line, exited, output: () => text };
}

/** SIGTERM to the process group (tsx and its node child); resolves with the exit code. */
export async function terminate(entry: EntryProcess): Promise<number | null> {
  if (entry.child.pid && entry.child.exitCode === null && entry.child.signalCode === null) {
    process.kill(-entry.child.pid, 'SIGTERM');
  }
  return entry.exited;
}

/** Ends a process group at once (a test's cleanup). */
export function killNow(entry: EntryProcess): void {
  if (!entry.child.pid || entry.child.exitCode !== null || entry.child.signalCode !== null) return;
  try {
    process.kill(-entry.child.pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

/** A probe's status and body, or undefined while nothing listens on the port (a process starting). */
export async function probe(port: number, route: '/livez' | '/readyz') {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${route}`);
    return { status: response.status, body: (await response.json()) as { error?: string; data?: unknown } };
  } catch {
    return undefined;
  }
}
