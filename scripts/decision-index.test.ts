import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRecord, readRecords, renderIndex } from './decision-index';

describe('the decision index', () => {
  it("reads a record's title, status, area and what it supersedes", () => {
    const record = readRecord(
      '0012-tee-sheet-mirror.md',
      '# 0012 — The tee-sheet mirror\n\nStatus: accepted (issue 11)\nArea: mirror\nSupersedes: 0004 (in part)\n',
    );
    expect(record).toEqual({
      number: '0012',
      file: '0012-tee-sheet-mirror.md',
      title: 'The tee-sheet mirror',
      status: 'accepted (issue 11)',
      area: 'mirror',
      supersedes: ['0004'],
    });
  });

  it('refuses a record without a Status or an Area line, or whose heading is not its number', () => {
    expect(() => readRecord('0001-a.md', '# 0001 A\n\nArea: web\n')).toThrow(/Status/);
    expect(() => readRecord('0001-a.md', '# 0001 A\n\nStatus: accepted\n')).toThrow(/Area/);
    expect(() => readRecord('0001-a.md', '# 0002 A\n\nStatus: accepted\nArea: web\n')).toThrow(/first line/);
  });

  it('marks the records a later one supersedes', () => {
    const index = renderIndex([
      { number: '0004', file: '0004-a.md', title: 'Old', status: 'accepted', area: 'search', supersedes: [] },
      {
        number: '0012',
        file: '0012-b.md',
        title: 'New',
        status: 'accepted',
        area: 'mirror',
        supersedes: ['0004'],
      },
    ]);
    expect(index).toContain('| [0004](0004-a.md) | Old | accepted; superseded by 0012 |  | search |');
    expect(index).toContain('| [0012](0012-b.md) | New | accepted | 0004 | mirror |');
  });

  it("is up to date for the repository's records (else run `npx tsx scripts/decision-index.ts`)", async () => {
    const folder = path.join(import.meta.dirname, '..', 'docs', 'decisions');
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(path.join(folder, 'README.md'), 'utf8')).toBe(renderIndex(readRecords(folder)));
  });
});
