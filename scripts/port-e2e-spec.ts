import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

// Ports a browser spec written for the old runner (one vitest file over playwright-core) to Playwright's
// runner, in place (decision 0280, e2e/README.md): `npx tsx scripts/port-e2e-spec.ts e2e/<name>.e2e.ts`.
// What it does not port it names: a spec that launched its own Chromium (launchBrowser) takes the worker's.

const HOOK = /^(\s*)(beforeAll|afterAll|beforeEach|afterEach)\(/;
const SUITE_WITH_TIMEOUT =
  /^(\s*)describe(?:\.skipIf\(!hasBrowser\))?\((.*), \{ timeout: ([\d_]+) \}, \(\) => \{$/;
const BOUND_AT_CLOSE = /^(\s*)\}, ([\d_]+)\);$/;

/** One line of a spec, its vitest names turned into Playwright's; a describe's timeout becomes configure. */
function portLine(line: string): string[] {
  if (/^import \{ [^}]* \} from 'vitest';$/.test(line))
    return ["import { expect, test } from './support/test';"];
  const suite = SUITE_WITH_TIMEOUT.exec(line);
  if (suite) {
    const [, indent, title, bound] = suite;
    return [
      `${indent}test.describe(${title}, () => {`,
      `${indent}  test.describe.configure({ timeout: ${bound} });`,
    ];
  }
  if (/^\s*buildWebOnce\(\);$/.test(line)) return [];
  return [
    line
      .replace(/^(\s*)describe(?:\.skipIf\(!hasBrowser\))?\(/, '$1test.describe(')
      .replace(/^(\s*)it\(/, '$1test(')
      .replace(HOOK, '$1test.$2(')
      .replace(/\binterval: (\d[\d_]*)/, 'intervals: [$1]')
      .replace(/\bcloseAfterAll, /, ''),
  ];
}

/** `}, N);` closing a test or hook: the bound moves into its body as `test.setTimeout(N)`. */
function moveBounds(lines: string[]): string[] {
  const out = [...lines];
  for (let i = 0; i < out.length; i++) {
    const close = BOUND_AT_CLOSE.exec(out[i] ?? '');
    if (!close) continue;
    const [, indent, bound] = close;
    let open = i - 1;
    while (open >= 0 && !new RegExp(`^${indent}test(\\.(before|after)(All|Each))?\\(`).test(out[open] ?? ''))
      open--;
    if (open < 0) throw new Error(`line ${i + 1}: no test or hook opens the bound ${bound}`);
    let body = open;
    while (body < i && !(out[body] ?? '').trimEnd().endsWith('=> {')) body++;
    out[i] = `${indent}});`;
    out.splice(body + 1, 0, `${indent}  test.setTimeout(${bound});`);
    i++;
  }
  return out;
}

/** The spec's text under Playwright's runner, and what is left to port by hand. */
export function portSpec(source: string): { text: string; byHand: string[] } {
  const text = moveBounds(source.split('\n').flatMap(portLine)).join('\n');
  const byHand: string[] = [];
  if (text.includes('launchBrowser(')) {
    byHand.push(
      "launchBrowser(): take the worker's browser in the hook (`test.beforeAll(async ({ browser }) => …)`) and do not close it",
    );
  }
  if (/from '@teewatch\/server\/testing'/.test(text) && /\bcloseAfterAll\(/.test(text)) {
    byHand.push("closeAfterAll: import it from './support/close-after-all'");
  }
  return { text, byHand };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const file of process.argv.slice(2)) {
    const { text, byHand } = portSpec(readFileSync(file, 'utf8'));
    writeFileSync(file, text);
    console.log(`${file}: ported${byHand.map((step) => `\n  by hand: ${step}`).join('')}`);
  }
  console.log(
    'Then: npx biome check --write --unsafe <files> (drops the unused hasBrowser import), npx tsc -b e2e',
  );
}
