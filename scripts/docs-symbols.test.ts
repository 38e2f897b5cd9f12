import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredByPackages, missingSymbols, namedSymbols, symbolsOfSpan, wordsOfTree } from './docs-symbols';

const ROOT = path.join(import.meta.dirname, '..');

describe('the docs symbol check', () => {
  const words = wordsOfTree(ROOT);
  const inTree = (symbol: string) => words.has(symbol);

  it('takes code-looking identifiers, chains and calls, not words, paths or commands', () => {
    expect(symbolsOfSpan('saveMonitoringRequest')).toEqual(['saveMonitoringRequest']);
    expect(symbolsOfSpan('MIRROR_HORIZON_DAYS')).toEqual(['MIRROR_HORIZON_DAYS']);
    expect(symbolsOfSpan('AppContext')).toEqual(['AppContext']);
    expect(symbolsOfSpan('DeliveryHandOff.deliverMatches(requestIds)')).toEqual([
      'DeliveryHandOff',
      'deliverMatches',
    ]);
    expect(symbolsOfSpan('answers()')).toEqual(['answers']);
    for (const notASymbol of [
      'Clock',
      'GET',
      'HTML',
      'both',
      'rate_limit',
      'npm run check',
      'lib/clock.ts',
      'a | b',
    ])
      expect(symbolsOfSpan(notASymbol), notASymbol).toEqual([]);
  });

  it('reads spans, the code-looking words of fenced blocks, and skips a record’s Context and Alternatives', () => {
    const page = [
      '# 0999 — A record',
      '## Context',
      'It was `oldName`.',
      '## Decision',
      'It is `newName`.',
      '```',
      'features/   fencedName and plain words',
      '```',
      '## Alternatives',
      '`otherName`',
    ].join('\n');
    expect(namedSymbols(page, true).map(({ symbol }) => symbol)).toEqual(['newName', 'fencedName']);
    expect(namedSymbols(page, false).map(({ symbol }) => symbol)).toEqual([
      'oldName',
      'newName',
      'fencedName',
      'otherName',
    ]);
  });

  it('finds a wrong name (the check itself can fail)', () => {
    const pages = [
      {
        file: 'docs/architecture.md',
        text: 'Saved by `saveMonitoringRequest` and `saveWaitlistRequestTypo`.',
      },
    ];
    expect(missingSymbols(pages, inTree)).toEqual(['docs/architecture.md:1: saveWaitlistRequestTypo']);
  });

  it('exempts a superseded record and the names a record lists as of their day', () => {
    const record = (status: string, body: string) =>
      `# 0999 — X\n\nStatus: ${status}\nArea: docs\n\n## Decision\n${body}\n`;
    const pages = [
      { file: 'docs/decisions/0998-a.md', text: record('superseded by 0999', '`goneName`') },
      {
        file: 'docs/decisions/0999-b.md',
        text: `${record('accepted', '`goneName` and `wrongName`')}<!-- names of their day: goneName -->\n`,
      },
    ];
    expect(missingSymbols(pages, inTree)).toEqual(['docs/decisions/0999-b.md:7: wrongName']);
  });

  it('accepts a library’s API from the installed type declarations', () => {
    expect(inTree('getQueueStats')).toBe(false);
    expect(declaredByPackages(ROOT, ['getQueueStats', 'noSuchLibraryFunctionAtAll'])).toEqual(
      new Set(['getQueueStats']),
    );
  });
});
