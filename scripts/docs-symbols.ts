import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Every code symbol the docs name exists in the tree, as scripts/docs-paths.test.ts does for paths: a
// renamed function or setting makes the map lie as surely as a moved file. `tsx scripts/docs-symbols.ts`
// (a step of `npm run check:docs`) names every symbol the docs name that no source file holds.
//
// The rule (CONTRIBUTING.md, "Keep the docs true"):
// - Pages: README.md, CONTRIBUTING.md and every page under docs/. A decision record is partly history:
//   its Context (what was there before) and Alternatives (what was not chosen) keep the names of their
//   day and are not checked, nor is a whole record whose Status says it was superseded or replaced; its
//   Decision and Consequences say what is, and are checked. A record whose Decision names what it removed
//   or renamed (or a library's internal) lists those names in a comment, `<!-- names of their day: a b -->`,
//   and only there are they exempt.
// - A symbol is a code span (`…`) that is one identifier, a dotted chain of them or a call (`name()`,
//   `name(args)`, `a.b()`), whose parts look like code: camelCase (`saveMonitoringRequest`), PascalCase
//   of two words or more (`AppContext`; one capitalised word is English as often as code),
//   SCREAMING_CASE with an underscore (`MIRROR_HORIZON_DAYS`; `GET` or `HTML` are not settings), or a
//   call of any name. Words, paths, commands, SQL and snake_case columns are not symbols. Inside a fenced
//   block (the architecture's module map, its diagram, a sample) every word that looks like code is one.
// - It exists when some tracked file that is not Markdown holds it as a whole word (source, SQL, YAML,
//   .env.example, the Dockerfile), or, for a library's API (`createRoot`, a Biome rule), an installed
//   package's type declarations or JSON do.

const ROOT = path.join(import.meta.dirname, '..');
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const CAMEL = /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/;
const PASCAL = /^[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*$/;
const SCREAMING = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
/** `name()`, `name(args)`, `a.b.c()`, `a.b`: the chain before the parenthesis, and whether it is a call. */
const CHAIN = /^([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*)(\(.*\))?$/;

const looksLikeCode = (name: string) => CAMEL.test(name) || PASCAL.test(name) || SCREAMING.test(name);

/** The code symbols one code span names (empty for a word, a path, a command or SQL). */
export function symbolsOfSpan(span: string): string[] {
  const chain = CHAIN.exec(span.trim());
  if (!chain) return [];
  const parts = chain[1]!.split('.');
  const isCall = chain[2] !== undefined;
  return parts.filter((part, index) => {
    if (!IDENTIFIER.test(part)) return false;
    // A call names its function whatever its case: `wake()`, `answers()`.
    if (isCall && index === parts.length - 1 && part.length > 1) return true;
    return looksLikeCode(part);
  });
}

/** A decision record's sections that describe what was, or what was not chosen. */
const HISTORY_SECTION = /^##\s+(Context|Alternatives)/i;

/**
 * The symbols a page names, with each one's line number: its code spans, and the code-looking words of
 * its fenced blocks; in a decision record (`isRecord`), outside its Context and Alternatives sections.
 */
export function namedSymbols(text: string, isRecord = false): { symbol: string; line: number }[] {
  const named: { symbol: string; line: number }[] = [];
  let fenced = false;
  let history = false;
  text.split('\n').forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return;
    }
    if (!fenced && /^##\s/.test(line)) history = isRecord && HISTORY_SECTION.test(line);
    if (history) return;
    // In a fenced block (the module map, a diagram, a sample) every code-looking word is a symbol.
    const symbols = fenced
      ? [...line.matchAll(/[A-Za-z_$][\w$]*/g)].map(([word]) => word).filter(looksLikeCode)
      : [...line.matchAll(/`([^`]+)`/g)].flatMap(([, span]) => symbolsOfSpan(span!));
    for (const symbol of symbols) named.push({ symbol, line: index + 1 });
  });
  return named;
}

/** A decision record that is history: its Status line says it was superseded or replaced. */
export function isHistory(text: string): boolean {
  const status = /^Status:(.*)$/m.exec(text.split('\n').slice(0, 12).join('\n'))?.[1] ?? '';
  return /supersed|replaced/i.test(status);
}

/** Every whole word in the tracked files that are not Markdown. */
export function wordsOfTree(root: string): Set<string> {
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => file && !file.endsWith('.md') && !/\.(png|jpe?g|webp|ico|woff2?|gz|br)$/.test(file))
    // The check's own test names wrong names on purpose.
    .filter((file) => file !== 'scripts/docs-symbols.test.ts');
  const words = new Set<string>();
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // listed but deleted in the work tree
    }
    for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) words.add(word);
  }
  return words;
}

export function docPages(root: string): string[] {
  const under = (folder: string): string[] =>
    readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory()
        ? under(path.join(folder, entry.name))
        : entry.name.endsWith('.md')
          ? [path.join(folder, entry.name)]
          : [],
    );
  return ['README.md', 'CONTRIBUTING.md', ...under('docs')];
}

const isRecordFile = (file: string) => /^docs\/decisions\/\d{4}-/.test(file);

/** The names a record declares as of their day (`<!-- names of their day: a b -->`). */
export function namesOfTheirDay(text: string): Set<string> {
  const lists = [...text.matchAll(/<!--\s*names of their day:([^>]*)-->/g)].map((match) => match[1]!);
  return new Set(lists.flatMap((list) => list.split(/[\s,]+/).filter(Boolean)));
}

/** `page:line: symbol` for every symbol a checked page names that `exists` does not know. */
export function missingSymbols(
  pages: { file: string; text: string }[],
  exists: (symbol: string) => boolean,
): string[] {
  return pages
    .filter((page) => !(isRecordFile(page.file) && isHistory(page.text)))
    .flatMap((page) => {
      const isRecord = isRecordFile(page.file);
      const ofTheirDay = isRecord ? namesOfTheirDay(page.text) : new Set<string>();
      return namedSymbols(page.text, isRecord)
        .filter(({ symbol }) => !ofTheirDay.has(symbol) && !exists(symbol))
        .map(({ symbol, line }) => `${page.file}:${line}: ${symbol}`);
    });
}

/** Which of `names` some installed package declares (its .d.ts or JSON files): a library's API. */
export function declaredByPackages(root: string, names: string[]): Set<string> {
  if (names.length === 0) return new Set();
  const args = ['-rhowF', '-f', '-', '--include=*.d.ts', '--include=*.d.mts', '--include=*.d.cts'];
  try {
    const found = execFileSync('grep', [...args, '--include=*.json', 'node_modules'], {
      cwd: root,
      encoding: 'utf8',
      input: names.join('\n'),
      maxBuffer: 64 * 1024 * 1024,
    });
    return new Set(found.split('\n').filter(Boolean));
  } catch {
    return new Set(); // grep exits 1 when nothing matched
  }
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const pages = docPages(ROOT).map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
  const words = wordsOfTree(ROOT);
  const inTree = missingSymbols(pages, (symbol) => words.has(symbol));
  const library = declaredByPackages(ROOT, [...new Set(inTree.map((entry) => entry.split(': ')[1]!))]);
  const missing = inTree.filter((entry) => !library.has(entry.split(': ')[1]!));
  if (missing.length > 0) {
    console.error(`The docs name ${missing.length} code symbols the tree lacks:\n  ${missing.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`every code symbol named in ${pages.length} pages exists in the tree`);
}
