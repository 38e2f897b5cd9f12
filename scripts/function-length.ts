import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// No function over 100 lines in the apps' and packages' sources (issue 37, item 4): a long function is split by
// the steps it already has. `tsx scripts/function-length.ts` (`npm run check:functions`, a step of
// `npm run check` and .ci/run) names each one and fails when there is any (decision 0194).
//
// What counts: every function declaration, method, constructor, accessor, function expression and arrow
// function, React components included, in apps/*/src and packages/*/src. A function's length is its whole span,
// from the line its declaration starts on to the line of its closing brace, blank lines and comments included.
// A function nested inside another is measured on its own, and its lines count for the enclosing one too: the
// outer function's whole span is what a reader has to hold.
//
// Left out: tests (*.test.ts(x) and test/ folders), declaration files, generated code (a file whose first
// lines say `@generated`) and the database schema (apps/server/src/db/schema.ts), one long table per call.

export const MAX_FUNCTION_LINES = 100;

export type LongFunction = { file: string; name: string; line: number; lines: number };

const SOURCE_FILE = /\.(ts|tsx)$/;
const LEFT_OUT_FILE = /(\.test\.tsx?|\.d\.ts)$/;
const LEFT_OUT_PATHS = new Set(['apps/server/src/db/schema.ts']);

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

/** The functions of one file's text over `max` lines, outermost first. */
export function longFunctionsIn(file: string, text: string, max = MAX_FUNCTION_LINES): LongFunction[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const found: LongFunction[] = [];
  const visit = (node: ts.Node) => {
    if (isFunction(node) && node.body) {
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

const isGenerated = (text: string) => text.slice(0, 500).includes('@generated');

/** Every source file the rule reads below `root` (the repository), as paths relative to it. */
export function sourceFiles(root: string): string[] {
  const folders = ['apps', 'packages'].flatMap((parent) =>
    readdirSync(path.join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join(parent, entry.name, 'src')),
  );
  return folders.flatMap((folder) => {
    const absolute = path.join(root, folder);
    let entries: string[];
    try {
      entries = readdirSync(absolute, { recursive: true, encoding: 'utf8' });
    } catch {
      return [];
    }
    return entries
      .map((entry) => path.join(folder, entry).split(path.sep).join('/'))
      .filter((file) => SOURCE_FILE.test(file) && !LEFT_OUT_FILE.test(file))
      .filter((file) => !file.split('/').includes('test') && !file.split('/').includes('node_modules'))
      .filter((file) => !LEFT_OUT_PATHS.has(file))
      .sort();
  });
}

export function longFunctions(root: string, max = MAX_FUNCTION_LINES): LongFunction[] {
  return sourceFiles(root).flatMap((file) => {
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
  console.log(`no function over ${MAX_FUNCTION_LINES} lines in apps/*/src and packages/*/src`);
}
