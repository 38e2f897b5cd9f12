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

  it('reads test kits, e2e support, bench and scripts, and leaves out the database schema', () => {
    write('apps/demo/test/kit.ts', functionOf('inTestKit', 101));
    write('e2e/support/browser.ts', functionOf('inE2eSupport', 101));
    write('bench/thing/run.ts', functionOf('inBench', 101));
    write('scripts/tool.ts', functionOf('inScripts', 101));
    write('apps/server/src/db/schema.ts', functionOf('schema', 150));
    write('docs/example.ts', functionOf('outsideTheRule', 150));
    expect(longFunctions(root).map((fn) => fn.name)).toEqual([
      'tooLong',
      'inTestKit',
      'inBench',
      'inE2eSupport',
      'inScripts',
    ]);
  });

  it("leaves out a test file's describe and case bodies, and counts its helpers", () => {
    const caseBody = functionOf('x', 150).replace('export function x() {', '').replace(/}$/, '');
    const text = [
      functionOf('longHelper', 101),
      `describe.skipIf(false)('a suite', () => {`,
      `  it('a case', async () => {${caseBody}});`,
      `  test.each([1])('rows', (n) => {${caseBody}});`,
      '});',
    ].join('\n');
    expect(longFunctionsIn('apps/demo/src/a.test.ts', text).map((fn) => fn.name)).toEqual(['longHelper']);
    expect(longFunctionsIn('e2e/a.e2e.ts', text).map((fn) => fn.name)).toEqual(['longHelper']);
    // Outside a test file the same calls are ordinary functions.
    expect(longFunctionsIn('apps/demo/src/a.ts', text).map((fn) => fn.name)).toEqual([
      'longHelper',
      '(function passed to describe.skipIf(false))',
      '(function passed to it)',
      '(function passed to test.each([1]))',
    ]);
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
