import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BOOKING_SYSTEM_TYPES, PAGES, type PageEntry } from '@teewatch/shared';
import ts from 'typescript';

// Closed lists declared once (issue 49, item 2; decision 0270). `tsx scripts/closed-lists.ts`
// (`npm run check:lists`, a step of `npm run check`) fails on
// - a union of booking-system names (`'cps' | 'chronogolf'`) anywhere in the tree, tests included, and a
//   list of them or one of the names in production sources outside the registry and the system's adapter:
//   derive the type from `BookingSystemType` / `BOOKING_SYSTEM_TYPES`, or give the behaviour to the
//   system's registration (its `BookingSystemDeclaration` in packages/shared/src/booking-systems, its
//   `SourceAdapter` in apps/server/src/sources/<type>/);
// - a web page's path written in production sources outside the route table (packages/shared/src/pages.ts):
//   link with `pathTo('<page>', params, query)` or `adminPath(...)`. A string that only looks like a page
//   (an object key, as better-auth's endpoint maps are, or a line marked `closed-lists: not a page`) passes.
// The simulator keeps its own list of the protocols it serves (`CourseRef` in apps/simulator/src/tee-sheets.ts).

export type Finding = { file: string; line: number; message: string };

const SYSTEM_NAMES = new Set<string>(BOOKING_SYSTEM_TYPES);
const PAGE_TABLE = 'packages/shared/src/pages.ts';
const NOT_A_PAGE = 'closed-lists: not a page';

/** Where a system's names may be written: the registries and the system's own adapter folder. */
function mayNameSystems(file: string): boolean {
  return (
    file.startsWith('packages/shared/src/booking-systems/') ||
    file === 'apps/server/src/sources/booking-systems.ts' ||
    BOOKING_SYSTEM_TYPES.some((type) => file.startsWith(`apps/server/src/sources/${type}/`)) ||
    file.startsWith('apps/simulator/')
  );
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)(test|e2e|bench|scripts)\//.test(file);
const isProduction = (file: string) =>
  /^(apps|packages)\/[^/]+\/src\//.test(file) && !isTest(file) && !file.endsWith('.d.ts');

const PAGE_PATTERNS = Object.entries(PAGES as Record<string, PageEntry>).map(([name, entry]) => ({
  name,
  entry,
  segments: entry.path.split('/').filter(Boolean),
}));

/** The table's page a path names (`/courses/7`, `/admin/outbox/x`), if any; `:x` stands for an expression. */
export function pageOfPath(text: string): string | undefined {
  if (!text.startsWith('/') || text.startsWith('//') || text.startsWith('/api/')) return undefined;
  const segments = text.split(/[?#]/)[0]!.split('/').filter(Boolean);
  for (const { name, entry, segments: pattern } of PAGE_PATTERNS) {
    if (segments.length < pattern.length) continue;
    if (segments.length > pattern.length && !entry.ownsSubpaths) continue;
    if (pattern.every((part, i) => part.startsWith(':') || part === segments[i])) return name;
  }
  return undefined;
}

/** A literal's text with each `${…}` as one path segment's stand-in. */
function literalText(node: ts.Node, source: ts.SourceFile): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `:x${span.literal.text}`).join('');
  }
  if (ts.isJsxText(node)) return node.getText(source);
  return undefined;
}

/** The page paths a literal names: itself, or the href="…" of the HTML it holds. The home page only so. */
function pagesNamedBy(text: string, isLinkAttribute: boolean): string[] {
  const named: string[] = [];
  const whole = pageOfPath(text);
  if (whole && (whole !== 'home' || isLinkAttribute)) named.push(whole);
  for (const match of text.matchAll(/href="([^"]*)"/g)) {
    const page = pageOfPath(match[1]!);
    if (page) named.push(page);
  }
  return named;
}

function pageFinding(page: string): string {
  const entry = (PAGES as Record<string, PageEntry>)[page]!;
  const fix = entry.path.includes(':')
    ? `pathTo('${page}', { ${entry.path
        .match(/:(\w+)/g)!
        .map((p) => `${p.slice(1)}: …`)
        .join(', ')} })`
    : entry.ownsSubpaths
      ? 'adminPath(...sections)'
      : `pathTo('${page}')`;
  return `a page path literal (PAGES.${page}, ${entry.path}): link with ${fix} from @teewatch/shared; a new page goes in ${PAGE_TABLE}`;
}

const SYSTEM_FIX =
  'derive it from BookingSystemType / BOOKING_SYSTEM_TYPES (packages/shared/src/booking-systems), or give the behaviour to the system (its BookingSystemDeclaration, or its SourceAdapter in apps/server/src/sources/<type>/)';

const systemLiteral = (node: ts.Node) =>
  (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && SYSTEM_NAMES.has(node.text);

/** Findings of one file's text. */
export function findingsIn(file: string, text: string): Finding[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lines = text.split('\n');
  const found: Finding[] = [];
  const add = (node: ts.Node, message: string) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    found.push({ file, line: line + 1, message });
  };
  const checksSystems = !mayNameSystems(file);
  const checksPages = isProduction(file) && file !== PAGE_TABLE;
  const visit = (node: ts.Node) => {
    if (checksSystems && ts.isUnionTypeNode(node)) {
      const names = node.types.filter((type) => ts.isLiteralTypeNode(type) && systemLiteral(type.literal));
      if (names.length >= 2)
        add(node, `a union of booking-system names (${node.getText(source)}): ${SYSTEM_FIX}`);
      if (names.length >= 2) return;
    }
    if (checksSystems && isProduction(file) && ts.isObjectLiteralExpression(node)) {
      const keys = node.properties.filter(
        (property) =>
          property.name && SYSTEM_NAMES.has(property.name.getText(source).replace(/^['"]|['"]$/g, '')),
      );
      if (keys.length >= 2)
        add(node, `a record keyed by booking-system names: ${SYSTEM_FIX} (perBookingSystem)`);
    }
    if (checksSystems && isProduction(file) && systemLiteral(node) && !ts.isLiteralTypeNode(node.parent)) {
      add(
        node,
        `the booking-system name ${node.getText(source)} outside the registry and its adapter: ${SYSTEM_FIX}`,
      );
    }
    if (checksPages) checkPage(node);
    ts.forEachChild(node, visit);
  };
  const checkPage = (node: ts.Node) => {
    const text = literalText(node, source);
    if (text === undefined) return;
    if (ts.isPropertyAssignment(node.parent) && node.parent.name === node) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
    if (lines[line]?.includes(NOT_A_PAGE) || lines[line - 1]?.includes(NOT_A_PAGE)) return;
    const attribute = ts.isJsxAttribute(node.parent) ? node.parent.name.getText(source) : undefined;
    for (const page of pagesNamedBy(text, attribute === 'to' || attribute === 'href'))
      add(node, pageFinding(page));
  };
  visit(source);
  return found;
}

const SOURCE_FILE = /\.(ts|tsx)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'build', 'data', 'coverage']);

/** Every TypeScript file of the tree's code folders below `root`, relative to it. */
export function treeFiles(root: string): string[] {
  const top = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
  const files: string[] = [];
  const walk = (folder: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(path.join(root, folder), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory() && !SKIPPED.has(entry.name)) walk(relative);
      else if (entry.isFile() && SOURCE_FILE.test(entry.name)) files.push(relative);
    }
  };
  for (const folder of top) walk(folder);
  return files.sort();
}

export function closedListFindings(root: string): Finding[] {
  return treeFiles(root).flatMap((file) => findingsIn(file, readFileSync(path.join(root, file), 'utf8')));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const found = closedListFindings(path.join(import.meta.dirname, '..'));
  for (const finding of found) console.error(`${finding.file}:${finding.line} ${finding.message}`);
  if (found.length > 0) {
    console.error(`${found.length} closed-list findings: each list is declared once (decision 0270)`);
    process.exit(1);
  }
  console.log('booking systems and pages each declared once (packages/shared: booking-systems/, pages.ts)');
}
