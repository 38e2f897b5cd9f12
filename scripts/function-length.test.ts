import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { longFunctions, longFunctionsIn } from './function-length';

/** A function declaration spanning exactly `lines` lines, its braces included. */
function functionOf(name: string, lines: number): string {
  const body = Array.from({ length: lines - 2 }, (_, i) => `  const v${i} = ${i};`);
  return [`export function ${name}() {`, ...body, '}'].join('\n');
}

describe('the function length check', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'function-length-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it('flags a 101-line function in a source file and passes a 100-line one', () => {
    write('apps/demo/src/long.ts', functionOf('tooLong', 101));
    write('packages/lib/src/fits.ts', functionOf('fits', 100));
    expect(longFunctions(root)).toEqual([
      { file: 'apps/demo/src/long.ts', name: 'tooLong', line: 1, lines: 101 },
    ]);
  });

  it('leaves out tests, test folders and the database schema', () => {
    write('apps/demo/src/long.test.ts', functionOf('inATest', 150));
    write('apps/demo/test/helper.ts', functionOf('inTestFolder', 150));
    write('apps/server/src/db/schema.ts', functionOf('schema', 150));
    expect(longFunctions(root).map((fn) => fn.name)).toEqual(['tooLong']);
  });

  it('counts a component arrow function, and a nested function both on its own and within the outer one', () => {
    const inner = functionOf('inner', 101).replace('export ', '');
    const text = `export const Outer = () => {\n${inner}\n  return null;\n};\n`;
    expect(longFunctionsIn('outer.tsx', text)).toEqual([
      { file: 'outer.tsx', name: 'Outer', line: 1, lines: 104 },
      { file: 'outer.tsx', name: 'inner', line: 2, lines: 101 },
    ]);
  });
});
