import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

// `npm start`: build the web app when its build is missing or older than its sources, then run the
// one-process server (API + web + worker). There is no dev server in this path.

const webDir = path.resolve('apps/web');
const builtIndex = path.join(webDir, 'dist', 'index.html');

function newestSourceTime(): number {
  const roots = [path.join(webDir, 'src'), path.resolve('packages/shared/src')];
  const files = [path.join(webDir, 'index.html'), path.join(webDir, 'vite.config.ts')];
  for (const root of roots) {
    for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  return Math.max(...files.filter(existsSync).map((file) => statSync(file).mtimeMs));
}

if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < newestSourceTime()) {
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import('../apps/server/src/main');
