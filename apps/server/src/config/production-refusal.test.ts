import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { childProcessEnv } from '../../test/worker-processes';

// The production profile at a real start (decision 0230): main.ts and worker.ts, run with NODE_ENV=production
// and nothing else, exit non-zero before anything listens, naming every missing key on stderr.

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

function run(script: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/tsx'), [script], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...childProcessEnv(), ...env },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stderr })));
}

const KEYS = [
  'PUBLIC_URL',
  'BETTER_AUTH_SECRET',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
  'DATABASE_URL',
  'SMTP_URL',
  'MAIL_POSTAL_ADDRESS',
  'TWILIO_ACCOUNT_SID',
];

describe('a production start without its settings', { timeout: 120_000 }, () => {
  it.each(['apps/server/src/main.ts', 'apps/server/src/serve.ts', 'apps/server/src/worker.ts'])(
    '%s exits 1 naming every missing key',
    async (script) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-refusal-'));
      const { code, stderr } = await run(script, { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' });
      expect(code).toBe(1);
      expect(stderr).toContain('Invalid configuration');
      for (const key of KEYS) expect(stderr).toMatch(new RegExp(`- ${key}: `));
    },
  );
});
