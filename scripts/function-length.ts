import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// No function over 100 lines (issue 37 item 4, issue 49 item 4): a long function is split by the steps it
// already has. `tsx scripts/function-length.ts` (`npm run check:functions`, a step of `npm run check` and
// .ci/run) names each one and fails when there is any (decisions 0194, 0295).
//
// What counts: every function declaration, method, constructor, accessor, function expression and arrow
// function, React components included, in the apps' and packages' sources (apps/*/src, packages/*/src), the
// test kits (apps/*/test), the browser specs and their support (e2e/), bench/ and scripts/. A function's length
// is its whole span, from the line its declaration starts on to the line of its closing brace, blank lines and
// comments included. A function nested inside another is measured on its own, and its lines count for the
// enclosing one too: the outer function's whole span is what a reader has to hold.
//
// Left out: in test files (*.test.ts(x), *.e2e.ts, *.spec.ts(x)) the bodies handed to the runner (`describe`,
// `it`, `test` and their variants, `test.describe`, `describe.skipIf(…)`): a describe body is a list of cases
// sharing setup, read case by case, and splitting it would only move that setup away from its cases; the
// helpers a test file declares still count. Also left out: declaration files, generated code (a file whose
// first lines say `@generated`) and the database schema (apps/server/src/db/schema.ts), one long table per call.

export const MAX_FUNCTION_LINES = 100;

export type LongFunction = { file: string; name: string; line: number; lines: number };

const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|spec)\.tsx?$|\.e2e\.ts$/;
const LEFT_OUT_FILE = /\.d\.ts$/;
const LEFT_OUT_PATHS = new Set(['apps/server/src/db/schema.ts']);
/** The test runners' entry points whose callbacks a test file may keep long. */
const RUNNER_CALLS = new Set(['describe', 'it', 'test', 'suite']);

function isFunction(node: ts.Node): node is ts.FunctionLikeDeclaration {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node)
  );
}

/** The name a reader looks for: the declaration's own, else the variable, property or call it is given to. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  if (ts.isCallExpression(parent)) return `(function passed to ${parent.expression.getText().slice(0, 40)})`;
  return '(anonymous function)';
}

/** The identifier a callee chain starts from: `describe` for `describe.skipIf(x)` and `test.describe.serial`. */
function rootOf(expression: ts.Expression): string | undefined {
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return rootOf(expression.expression);
  if (ts.isCallExpression(expression)) return rootOf(expression.expression);
  return undefined;
}

/** A callback handed straight to the test runner (`describe(name, () => …)`, `it.each(rows)(name, fn)`). */
function isRunnerBody(node: ts.FunctionLikeDeclaration): boolean {
  const parent = node.parent;
  if (!ts.isCallExpression(parent) || !parent.arguments.includes(node as ts.Expression)) return false;
  const root = rootOf(parent.expression);
  return root !== undefined && RUNNER_CALLS.has(root);
}

/** The functions of one file's text over `max` lines, outermost first. */
export function longFunctionsIn(file: string, text: string, max = MAX_FUNCTION_LINES): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const isTest = TEST_FILE.test(file);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body && !(isTest && isRunnerBody(node))) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      if (lines > max) found.push({ file, name: nameOf(node), line: first + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export const isGenerated = (text: string) => text.slice(0, 500).includes('@generated');

/** A test file: its runner bodies are left out here, and the whole file from the file-length rule. */
export const isTestFile = (file: string) => TEST_FILE.test(file) || file.split('/').includes('test');

/** The folders below `root` the rule reads: each app's and package's src and test, e2e, bench and scripts. */
function checkedFolders(root: string): string[] {
  const workspaces = ['apps', 'packages'].flatMap((parent) =>
    readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((entry) => [path.join(parent, entry.name, 'src'), path.join(parent, entry.name, 'test')]),
  );
  return [...workspaces, 'e2e', 'bench', 'scripts'];
}

function filesBelow(root: string, folder: string): string[] {
  try {
    return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((entry) =>
      path.join(folder, entry).split(path.sep).join('/'),
    );
  } catch {
    return [];
  }
}

/** Every file the rule reads below `root` (the repository), as paths relative to it. */
export function checkedFiles(root: string): string[] {
  return checkedFolders(root)
    .flatMap((folder) => filesBelow(root, folder))
    .filter((file) => SOURCE_FILE.test(file) && !LEFT_OUT_FILE.test(file))
    .filter((file) => !file.split('/').includes('node_modules'))
    .filter((file) => !LEFT_OUT_PATHS.has(file))
    .sort();
}

export function longFunctions(root: string, max = MAX_FUNCTION_LINES): LongFunction[] {
  return checkedFiles(root).flatMap((file) => {
    const text = readFileSync(path.join(root, file), 'utf8');
    return isGenerated(text) ? [] : longFunctionsIn(file, text, max);
  });
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const root = path.join(import.meta.dirname, '..');
  const found = longFunctions(root);
  for (const fn of found)
    console.error(`${fn.file}:${fn.line} ${fn.name} is ${fn.lines} lines (at most ${MAX_FUNCTION_LINES})`);
  if (found.length > 0) {
    console.error(
      `${found.length} functions over ${MAX_FUNCTION_LINES} lines: split each by the steps it has`,
    );
    process.exit(1);
  }
  console.log(
    `no function over ${MAX_FUNCTION_LINES} lines in apps/*/src, packages/*/src, apps/*/test, e2e, bench and scripts`,
  );
}
