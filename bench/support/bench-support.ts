import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type Config, loadConfig } from '@teewatch/server';

// What the load benches share: the load tool (autocannon, run in its own process so it does not compete
// with the app's event loop), a bench app's configuration, and a bare server's address.

const run = promisify(execFile);
const here = path.dirname(fileURLToPath(import.meta.url));
const autocannonBin = path.resolve(here, '../../node_modules/autocannon/autocannon.js');

export type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};

/** Loads `url` with `connections` for `durationS` seconds; `timeoutS` is autocannon's per-request timeout. */
export async function runAutocannon(
  url: string,
  options: { connections: number; durationS: number; timeoutS?: number },
): Promise<AutocannonResult> {
  const args = [autocannonBin, '-c', String(options.connections), '-d', String(options.durationS)];
  if (options.timeoutS !== undefined) args.push('-t', String(options.timeoutS));
  const { stdout } = await run(process.execPath, [...args, '-j', url], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as AutocannonResult;
}

/** A bench app's configuration: a fresh data folder, silent logs, a fixed auth secret, no search limit, plus `env`. */
export function benchConfig(
  prefix: string,
  env: Record<string, string>,
): { config: Config; dataDir: string } {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
    // The load tool searches from one address as fast as the app answers: the search path is measured
    // (its per-address count included), not the refusals past the limit (decision 0256).
    SEARCH_RATE_LIMIT_PER_MINUTE: '1000000000',
    ...env,
  });
  return { config, dataDir };
}

/** Starts `server` on a free local port; resolves to its base URL. */
export function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}
