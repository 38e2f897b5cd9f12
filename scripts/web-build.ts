import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIR = path.join(ROOT, 'apps/web');
const BUILT_INDEX = path.join(WEB_DIR, 'dist', 'index.html');

function newestSourceTime(): number {
  const files = [path.join(WEB_DIR, 'index.html'), path.join(WEB_DIR, 'vite.config.ts')];
  // vite/ holds build steps (precompression) and public/ files copied as they are (the favicon).
  const roots = ['src', 'vite', 'public'].map((folder) => path.join(WEB_DIR, folder));
  for (const root of [...roots, path.join(ROOT, 'packages/shared/src')].filter(existsSync)) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  return Math.max(...files.filter(existsSync).map((file) => statSync(file).mtimeMs));
}

/** True when the production build is missing or older than any web or shared source file. */
export function isWebBuildStale(): boolean {
  return !existsSync(BUILT_INDEX) || statSync(BUILT_INDEX).mtimeMs < newestSourceTime();
}

/** Builds the web app when it is stale (used by `npm start` and the browser tests). */
export function ensureWebBuild(): void {
  if (!isWebBuildStale()) return;
  console.log('Building the web app…');
  // Always the production bundle, as `npm start` serves it: a caller under vitest has NODE_ENV=test,
  // which would otherwise give React's development build. The web app alone: `npm start` runs the server
  // from its sources, so the server's bundle (the rest of `npm run build`) is a deployment's, not its.
  const result = spawnSync('npm', ['run', 'build', '-w', '@teewatch/web'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('web build failed');
}
