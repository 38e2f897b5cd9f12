import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkedFiles, isGenerated, isTestFile } from './function-length';

// No source file over 300 lines (issue 49 item 4): a long module is split by what it does, into files named
// for what they export. `tsx scripts/file-length.ts` runs in `npm run check:functions` after the function
// rule, names each file over the limit and fails when there is any (decision 0295).
//
// What counts: the production sources, apps/*/src and packages/*/src, but tests (*.test.ts(x), test/ folders),
// declaration files, generated code and the database schema (apps/server/src/db/schema.ts, one long table per
// call), the same files the function rule leaves out. A file's length is its count of lines, as `wc -l` says.

export const MAX_FILE_LINES = 300;

/**
 * Files allowed over the limit until the change that splits them lands, each with who splits it. An entry that
 * no longer needs its allowance fails the check too, so the list empties as the splits land.
 */
export const ALLOWED_UNTIL_SPLIT: Record<string, string> = {};

export type LongFile = { file: string; lines: number };

const PRODUCTION = /^(apps|packages)\/[^/]+\/src\//;

export const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** The production source files below `root` over `max` lines, allowances aside. */
export function longFiles(root: string, max = MAX_FILE_LINES, allowed = ALLOWED_UNTIL_SPLIT): LongFile[] {
  return checkedFiles(root)
    .filter((file) => PRODUCTION.test(file) && !isTestFile(file) && !(file in allowed))
    .flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      const lines = lineCount(text);
      return !isGenerated(text) && lines > max ? [{ file, lines }] : [];
    });
}

/** Allowances no longer needed: the file is gone or within the limit. */
export function staleAllowances(root: string, max = MAX_FILE_LINES, allowed = ALLOWED_UNTIL_SPLIT): string[] {
  return Object.keys(allowed).filter((file) => {
    try {
      return lineCount(readFileSync(path.join(root, file), 'utf8')) <= max;
    } catch {
      return true;
    }
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const root = path.join(import.meta.dirname, '..');
  const found = longFiles(root);
  const stale = staleAllowances(root);
  for (const file of found) console.error(`${file.file} is ${file.lines} lines (at most ${MAX_FILE_LINES})`);
  for (const file of stale)
    console.error(`${file} is within ${MAX_FILE_LINES} lines now: remove it from ALLOWED_UNTIL_SPLIT`);
  if (found.length > 0 || stale.length > 0) {
    console.error(`${found.length} source files over ${MAX_FILE_LINES} lines: split each by what it does`);
    process.exit(1);
  }
  console.log(`no source file over ${MAX_FILE_LINES} lines in apps/*/src and packages/*/src`);
}
