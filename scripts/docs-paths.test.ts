import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Every repository path the docs name exists, and none points outside the repository: README.md,
// CONTRIBUTING.md and docs/ are the map a newcomer reads, and a path that moved makes the map lie.

const ROOT = path.join(import.meta.dirname, '..');
const TOP_LEVEL = /^(apps|packages|docs|scripts|e2e|bench|lint|\.ci)\//;
const ROOT_FILES = new Set([
  'README.md',
  'CONTRIBUTING.md',
  'package.json',
  'biome.json',
  '.dependency-cruiser.cjs',
  '.env.example',
  'vitest.config.ts',
  'tsconfig.base.json',
]);
/** Placeholders and patterns, not paths: `features/<name>/`, `*.test.ts`, `{a,b}`, `…`. */
const PATTERN = /[<>*{}…$ ]|NNNN/;
/** Build outputs, git-ignored: `apps/<app>/dist/…`. */
const BUILD_OUTPUT = /^apps\/[^/]+\/dist\//;

function markdownFiles(): string[] {
  const docs = (folder: string): string[] =>
    readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? docs(path.join(folder, entry.name))
        : entry.name.endsWith('.md')
          ? [path.join(folder, entry.name)]
          : [],
    );
  return ['README.md', 'CONTRIBUTING.md', ...docs('docs')];
}

/** The paths a page names: its relative links, and code spans that start at the repository's root. */
function namedPaths(file: string, text: string): { path: string; resolved: string }[] {
  const named: { path: string; resolved: string }[] = [];
  for (const [, link] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
    if (!link || /^(https?:|mailto:|#)/.test(link)) continue;
    const target = link.split('#')[0]!;
    named.push({ path: link, resolved: path.join(path.dirname(file), target) });
  }
  for (const [, span] of text.matchAll(/`([^`\n]+)`/g)) {
    const candidate = span!.replace(/:\d+(-\d+)?$/, '').replace(/[.,;]$/, '');
    if (PATTERN.test(candidate)) continue;
    if (TOP_LEVEL.test(candidate) || ROOT_FILES.has(candidate))
      named.push({ path: span!, resolved: candidate });
  }
  return named;
}

describe('the docs', () => {
  const pages = markdownFiles().map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));

  it('name only repository paths that exist', () => {
    const missing = pages.flatMap(({ file, text }) =>
      namedPaths(file, text)
        // What a build writes (`apps/server/dist/bin/`) is named by the docs but absent from a clean clone.
        .filter((named) => !BUILD_OUTPUT.test(named.resolved))
        .filter((named) => !existsSync(path.join(ROOT, named.resolved)))
        .map((named) => `${file}: ${named.path}`),
    );
    expect(missing).toEqual([]);
  });

  it('never point outside the repository', () => {
    const outside = pages.flatMap(({ file, text }) =>
      [
        ...text.matchAll(/(\.\.\/shared|\/work\/shared|\bshared\/(ref|spec)\/|\bshared\/DESIGN)[^\s`)]*/g),
      ].map((match) => `${file}: ${match[0]}`),
    );
    expect(outside).toEqual([]);
  });

  it('finds a wrong path (the check itself can fail)', () => {
    const named = namedPaths(
      'docs/x.md',
      'See `apps/server/src/no-such-file.ts` and [the map](architecture.md).',
    );
    expect(named.map((entry) => entry.resolved)).toEqual([
      'docs/architecture.md',
      'apps/server/src/no-such-file.ts',
    ]);
    expect(existsSync(path.join(ROOT, named[1]!.resolved))).toBe(false);
  });
});
