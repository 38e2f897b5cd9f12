// The figures `npm run bench:lighthouse` prints: one row per page and preset, the four category scores
// (0–100), largest contentful paint and cumulative layout shift, and whether the row meets issue 29's
// targets (mobile: performance ≥ 90, the other three 100, LCP ≤ 2.5 s, CLS ≤ 0.1).

export type LighthouseRow = {
  preset: 'mobile' | 'desktop';
  page: string;
  performance: number;
  /** The performance score of each run; `performance` is the median run's. */
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  /** What to look at when a row misses: audits that lost points outside performance, console errors, shifts. */
  misses: string[];
};

export const TARGETS = { performance: 90, others: 100, lcpMs: 2500, cls: 0.1 } as const;

/** True when the row meets every target (the same targets are applied to desktop). */
export function meetsTargets(row: LighthouseRow): boolean {
  return (
    row.performance >= TARGETS.performance &&
    row.accessibility >= TARGETS.others &&
    row.bestPractices >= TARGETS.others &&
    row.seo >= TARGETS.others &&
    row.lcpMs <= TARGETS.lcpMs &&
    row.cls <= TARGETS.cls
  );
}

/** The rows as a Markdown table (it reads in a terminal and pastes into a decision record). */
export function formatTable(rows: readonly LighthouseRow[]): string[] {
  const lines = [
    '| preset | page | perf | perf of each run | a11y | best pr. | SEO | LCP s | CLS | targets |',
    '| --- | --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | --- |',
  ];
  for (const row of rows) {
    lines.push(
      `| ${row.preset} | ${row.page} | ${row.performance} | ${row.performanceRuns.join(', ')} | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ${(row.lcpMs / 1000).toFixed(2)} | ${row.cls.toFixed(3)} | ${meetsTargets(row) ? 'met' : 'missed'} |`,
    );
  }
  const misses = rows.filter((row) => row.misses.length > 0);
  for (const row of misses) lines.push(`${row.preset} ${row.page}: ${row.misses.join('; ')}`);
  return lines;
}
