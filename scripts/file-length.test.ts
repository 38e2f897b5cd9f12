import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { lineCount, longFiles, staleAllowances } from './file-length';

const linesOf = (count: number) =>
  Array.from({ length: count }, (_, i) => `export const v${i} = ${i};\n`).join('');

describe('the file length check', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'file-length-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  mkdirSync(path.join(root, 'apps'), { recursive: true });
  mkdirSync(path.join(root, 'packages'), { recursive: true });

  it('counts lines as wc -l does', () => {
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('flags a 301-line source file, passes a 300-line one, and leaves out tests, kits, the schema and scripts', () => {
    write('apps/demo/src/long.ts', linesOf(301));
    write('packages/lib/src/fits.tsx', linesOf(300));
    write('apps/demo/src/long.test.ts', linesOf(400));
    write('apps/demo/test/kit.ts', linesOf(400));
    write('apps/server/src/db/schema.ts', linesOf(400));
    write('apps/demo/src/generated.ts', `// @generated\n${linesOf(400)}`);
    write('scripts/tool.ts', linesOf(400));
    expect(longFiles(root, 300, {})).toEqual([{ file: 'apps/demo/src/long.ts', lines: 301 }]);
  });

  it('lets an allowed file stay long until it is split, then names the allowance as stale', () => {
    const allowed = {
      'apps/demo/src/long.ts': 'split elsewhere',
      'apps/demo/src/gone.ts': 'split elsewhere',
    };
    expect(longFiles(root, 300, allowed)).toEqual([]);
    expect(staleAllowances(root, 300, allowed)).toEqual(['apps/demo/src/gone.ts']);
    write('apps/demo/src/long.ts', linesOf(120));
    expect(staleAllowances(root, 300, allowed)).toEqual(['apps/demo/src/long.ts', 'apps/demo/src/gone.ts']);
  });
});
