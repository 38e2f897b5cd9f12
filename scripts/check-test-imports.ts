import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// `npm run check` runs this: production sources (apps/*/src, packages/*/src, except *.test.ts(x)) must not
// import the test runner, test-only packages, or anything from a test folder. Test helpers live in each
// app's test/ folder, so a production build can never pull them in.

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Packages only tests may import (devDependencies that exist for tests). */
const TEST_PACKAGES = [/^vitest(\/|$)/, /^@vitest\//, /^@testing-library\//, /^smtp-server$/, /^mailparser$/];
/** A path inside a test folder, a test file, or a test helper by its name. */
const TEST_PATH =
  /(^|\/)(test|__tests__)(\/|$)|\.test(\.tsx?)?$|(^|\/)[\w-]*test-(support|helpers|kit|context|smtp-server)(\.tsx?)?$/;

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm;

export function isTestFile(relativePath: string): boolean {
  return /\.test\.tsx?$/.test(relativePath);
}

/** The import specifiers of one source file that production code must not use. */
export function forbiddenImports(relativeFile: string, source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2] ?? match[3];
    if (!specifier) continue;
    if (specifier.startsWith('.')) {
      const target = path.posix.join(path.posix.dirname(relativeFile), specifier);
      if (TEST_PATH.test(target)) found.push(specifier);
    } else if (TEST_PACKAGES.some((pattern) => pattern.test(specifier))) {
      found.push(specifier);
    }
  }
  return found;
}

function productionFiles(): string[] {
  const files: string[] = [];
  for (const group of ['apps', 'packages']) {
    for (const workspace of readdirSync(path.join(ROOT, group))) {
      const src = path.join(ROOT, group, workspace, 'src');
      let entries: string[];
      try {
        entries = readdirSync(src, { recursive: true, encoding: 'utf8' });
      } catch {
        continue;
      }
      for (const entry of entries) {
        const relative = path.posix.join(group, workspace, 'src', entry.split(path.sep).join('/'));
        if (/\.tsx?$/.test(relative) && !isTestFile(relative)) files.push(relative);
      }
    }
  }
  return files;
}

function main(): void {
  const problems: string[] = [];
  for (const file of productionFiles()) {
    if (TEST_PATH.test(path.posix.dirname(file))) {
      problems.push(`${file}: test code belongs in the app's test/ folder, not under src/`);
      continue;
    }
    for (const specifier of forbiddenImports(file, readFileSync(path.join(ROOT, file), 'utf8'))) {
      problems.push(`${file}: imports test-only "${specifier}"`);
    }
  }
  if (problems.length > 0) {
    console.error(`Production sources must not use test code:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('check-test-imports: no production source imports test code');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
