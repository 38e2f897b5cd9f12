import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Prints the JavaScript a first visit to the home page downloads, gzipped, from the Vite manifest:
// the entry chunk and its static imports, plus the home route's lazy chunk and its static imports
// (the router loads it before the first paint). Fails when it exceeds the budget (issue 14: 100 KB;
// e2e/golfer-pages.e2e.ts checks the same in Chromium, every script until the network is idle).

export const HOME_JS_BUDGET_KB = 100;
const HOME_MODULE = 'src/features/home/home-page.tsx';

type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const distDir = fileURLToPath(new URL('../dist', import.meta.url));
const manifestPath = path.join(distDir, '.vite/manifest.json');

/** The chunk keys reachable from `roots` through static imports. */
export function staticClosure(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen];
}

function main(): void {
  if (!existsSync(manifestPath)) {
    console.error(`No Vite manifest at ${manifestPath}. Run "npm run build" first.`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('The manifest has no entry chunk');
  if (!manifest[HOME_MODULE]) throw new Error(`The manifest has no chunk for ${HOME_MODULE}`);

  const rows = staticClosure(manifest, [entry, HOME_MODULE])
    .map((key) => manifest[key]?.file)
    .filter((file): file is string => Boolean(file?.endsWith('.js')))
    .map((file) => {
      const bytes = readFileSync(path.join(distDir, file));
      return { file, rawKb: bytes.length / 1024, gzipKb: gzipSync(bytes).length / 1024 };
    })
    .sort((a, b) => b.gzipKb - a.gzipKb);

  const total = rows.reduce((sum, row) => sum + row.gzipKb, 0);
  const rawTotal = rows.reduce((sum, row) => sum + row.rawKb, 0);
  console.log('Home page initial JavaScript (gzipped):');
  for (const row of rows) {
    console.log(`  ${row.gzipKb.toFixed(1).padStart(7)} KB  (${row.rawKb.toFixed(1)} KB raw)  ${row.file}`);
  }
  console.log(
    `  ${total.toFixed(1).padStart(7)} KB  total (${rawTotal.toFixed(1)} KB raw); budget ${HOME_JS_BUDGET_KB} KB`,
  );
  printPerRoute(manifest, entry);
  if (total > HOME_JS_BUDGET_KB) {
    console.error(`Over budget by ${(total - HOME_JS_BUDGET_KB).toFixed(1)} KB`);
    process.exit(1);
  }
}

/** Each lazily loaded page (route chunk): the JavaScript a first visit straight to it downloads. */
function printPerRoute(manifest: Manifest, entry: string): void {
  const gzipKb = (key: string): number => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js') ? gzipSync(readFileSync(path.join(distDir, file))).length / 1024 : 0;
  };
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && /-page\.tsx$/.test(key))
    .sort();
  console.log('First visit per route, initial JavaScript (gzipped, entry + the page chunk and its imports):');
  for (const route of routes) {
    const total = staticClosure(manifest, [entry, route]).reduce((sum, key) => sum + gzipKb(key), 0);
    console.log(`  ${total.toFixed(1).padStart(7)} KB  ${route}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
