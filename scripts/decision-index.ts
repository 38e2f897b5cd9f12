import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// The index of the decision records, docs/decisions/README.md, is written from the records themselves
// (their title and their Status, Area and Supersedes lines), so it cannot drift from them:
// `tsx scripts/decision-index.ts` writes it, `--check` (a step of `npm run check` and .ci/run) fails when
// it is stale or a record lacks a Status or an Area line.

export type DecisionRecord = {
  number: string;
  file: string;
  title: string;
  status: string;
  area: string;
  supersedes: string[];
};

const RECORD_FILE = /^(\d{4})-[a-z0-9-]+\.md$/;

/** A record's heading without its number and separator: "# 0012 — The mirror" → "The mirror". */
function titleOf(heading: string): string {
  return heading.replace(/^#\s*\d{4}\s*[—:-]?\s*/, '').trim();
}

function fieldOf(lines: string[], name: string): string | undefined {
  const line = lines.slice(0, 12).find((candidate) => candidate.startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim();
}

/** Reads one record; throws naming the file when a required line is missing. */
export function readRecord(file: string, text: string): DecisionRecord {
  const number = RECORD_FILE.exec(file)?.[1];
  if (!number) throw new Error(`${file}: a record's file is NNNN-title.md`);
  const lines = text.split('\n');
  const heading = lines[0] ?? '';
  if (!heading.startsWith(`# ${number}`)) throw new Error(`${file}: the first line is "# ${number} — Title"`);
  const status = fieldOf(lines, 'Status');
  const area = fieldOf(lines, 'Area');
  if (!status) throw new Error(`${file}: no "Status:" line under the title`);
  if (!area) throw new Error(`${file}: no "Area:" line under the title`);
  const supersedes = (fieldOf(lines, 'Supersedes') ?? '').match(/\b\d{4}\b/g) ?? [];
  return { number, file, title: titleOf(heading), status, area, supersedes };
}

export function readRecords(folder: string): DecisionRecord[] {
  return readdirSync(folder)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => readRecord(file, readFileSync(path.join(folder, file), 'utf8')));
}

const cell = (text: string) => text.replaceAll('|', '\\|');

/** The index page: how to write a record, then one row per record with who supersedes whom. */
export function renderIndex(records: DecisionRecord[]): string {
  const supersededBy = new Map<string, string[]>();
  for (const record of records)
    for (const older of record.supersedes)
      supersededBy.set(older, [...(supersededBy.get(older) ?? []), record.number]);
  const rows = records.map((record) => {
    const status = [
      record.status,
      ...(supersededBy.get(record.number) ?? []).map((n) => `superseded by ${n}`),
    ];
    return `| [${record.number}](${record.file}) | ${cell(record.title)} | ${cell(status.join('; '))} | ${record.supersedes.join(', ')} | ${record.area} |`;
  });
  return [
    '# Decision records',
    '',
    'Why Teewatch is built the way it is, one decision a record. This page is written by',
    '`npx tsx scripts/decision-index.ts` from the records themselves; `npm run check` fails when it is stale.',
    'A new record copies [TEMPLATE.md](TEMPLATE.md) (context, decision, alternatives, consequences) and takes the',
    'next free number; a record that replaces another says so in its `Supersedes:` line.',
    '',
    '| # | decision | status | supersedes | area |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const folder = path.join(import.meta.dirname, '..', 'docs', 'decisions');
  const indexFile = path.join(folder, 'README.md');
  let index: string;
  try {
    index = renderIndex(readRecords(folder));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    if (readFileSync(indexFile, 'utf8') !== index) {
      console.error('docs/decisions/README.md is stale: run `npx tsx scripts/decision-index.ts`');
      process.exit(1);
    }
    console.log('docs/decisions/README.md is up to date');
  } else {
    writeFileSync(indexFile, index);
    console.log(`wrote docs/decisions/README.md (${index.split('\n').length} lines)`);
  }
}
