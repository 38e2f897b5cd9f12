import { rmSync } from 'node:fs';
import { TZDate } from '@date-fns/tz';
import {
  applyOnlineIndexes,
  type Database,
  type Db,
  ONLINE_INDEXES,
  openDatabase,
  rowsOf,
} from '@teewatch/server';
import { matchOpeningsToRequests } from '@teewatch/server/features/alerts';
import { pruneMirror } from '@teewatch/server/features/mirror';
import { selectLinkedSlot } from '@teewatch/server/features/still-open';
import { freshPostgresDatabase } from '@teewatch/server/testing';
import { addDaysToIsoDate, TIME_ZONE } from '@teewatch/shared';
import { type SQL, sql } from 'drizzle-orm';
import { benchConfig } from '../support/bench-support';
import { DATES, type Fill, fillOf, fillTables, HISTORY_DATES } from './fill-tables';

// Issue 48 item 6: do the mirror's tables hold their size, and do its lookups stay fast as they grow?
// Fills a fresh PostgreSQL database (BENCH_DATABASE_URL, else TEST_DATABASE_URL) to 1×, 3× and 10× of
// the estimate (40 courses, 10,000 active requests: ≈ 1 M slot_openings, 30 M request_alerts),
// times BENCH_TABLES_SCALE (default 0.03: on a shared 2-core machine the full curve, ≈ 300 M
// request_alerts at 10×, takes hours to fill; 0.03 puts its 10× point at ≈ 9 M request_alerts, a third of
// the 1× estimate; 1 runs the full curve), and prints, without and then with
// the online indexes (apps/server/src/db/online-indexes.ts), the median of:
// - the Book click: the still-open link's one read (selectLinkedSlot) of a random slot;
// - the match of one read's openings: 10 new openings of one (course, date) matched, with the catch-up
//   of requests made since the pair's last read (matchOpeningsToRequests, what a mirror read runs), the
//   median over 12 pairs of each pair's fastest of 3 runs;
// - one prune pass: the hourly prune on the day the oldest history date falls due (pruneMirror).
// Each runs in a transaction that is rolled back, so both variants see the same rows. The Book click and
// the match are their statements' database time (planning and execution, from explain analyze: the
// shared machine's load and round trips left out); the prune pass is its wall time.
// A figure past BENCH_STATEMENT_TIMEOUT_S (default 60) prints as "> N s". Figures, never a failure.

const SCALE = Number(process.env.BENCH_TABLES_SCALE ?? 0.03);
const SIZES = (process.env.BENCH_TABLES_SIZES ?? '1,3,10').split(',').map(Number);
const TIMEOUT_S = Number(process.env.BENCH_STATEMENT_TIMEOUT_S ?? 60);
const BOOK_CLICKS = 50;
const MATCHES = 12;
// Each pair's match runs this many times (rolled back, the same rows each time); its fastest counts, so a
// first touch of pages from disk on the shared machine does not pass for the statement's cost.
const MATCH_REPEATS = 3;
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

// A fixed noon in Vancouver: the fill's dates and the figures do not depend on when the bench runs.
const NOW = new Date(new TZDate(2030, 5, 15, 12, 0, 0, TIME_ZONE).getTime());
const TODAY = '2030-06-15';

type Figures = { bookClickMs: number; matchMs: number; pruneMs: number; pruned: number };
type Row = { size: number; fill: Fill; counts: Record<string, number>; without: Figures; with: Figures };

class RolledBack extends Error {}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Runs `work` in a transaction with the bench's statement timeout, then rolls it back; its result. */
async function inRolledBackTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T | undefined> {
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = '${TIMEOUT_S}s'`));
      result = await work(tx as unknown as Db);
      throw new RolledBack();
    });
  } catch (error) {
    if (error instanceof RolledBack) return result;
    if ((error as { cause?: { code?: string } }).cause?.code === '57014') return undefined;
    throw error;
  }
  return result;
}

/**
 * The database time of what `work` runs through the executor it is handed: each statement is run as
 * `explain (analyze, timing off)`, which executes it, and its planning and execution times are summed.
 * The machine's load and the round trips stay out of the figure, which is the statements' own cost.
 * Only for code that reads no result it depends on (the match's returned ids are not used here).
 */
async function databaseMs(tx: Db, work: (executor: Db) => Promise<unknown>): Promise<number> {
  let total = 0;
  const explaining = {
    async execute(query: SQL) {
      const [row] = rowsOf<{ 'QUERY PLAN': [{ 'Planning Time': number; 'Execution Time': number }] }>(
        await tx.execute(sql`explain (analyze, timing off, format json) ${query}`),
      );
      const plan = row?.['QUERY PLAN'][0];
      total += (plan?.['Planning Time'] ?? 0) + (plan?.['Execution Time'] ?? 0);
      return { rows: [] };
    },
  } as unknown as Db;
  await work(explaining);
  return total;
}

async function bookClicks(db: Db, samples: { requestId: number; slotId: number }[]): Promise<number> {
  const times: number[] = [];
  for (const link of samples) {
    const ms = await inRolledBackTransaction(db, (tx) =>
      databaseMs(tx, (executor) => selectLinkedSlot(executor, link, NOW)),
    );
    times.push(ms ?? Number.POSITIVE_INFINITY);
  }
  return median(times);
}

async function matches(
  db: Db,
  config: ReturnType<typeof benchConfig>['config'],
  pairs: { courseId: number; date: string }[],
) {
  const times: number[] = [];
  for (const pair of pairs)
    times.push(Math.min(...(await repeat(MATCH_REPEATS, () => matchOnce(db, config, pair)))));
  return median(times);
}

async function repeat<T>(times: number, work: () => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let index = 0; index < times; index++) results.push(await work());
  return results;
}

/** One read's match of `pair`: 10 new openings on its open slots, matched, rolled back; its database ms. */
async function matchOnce(
  db: Db,
  config: ReturnType<typeof benchConfig>['config'],
  pair: { courseId: number; date: string },
): Promise<number> {
  const ms = await inRolledBackTransaction(db, async (tx) => {
    const openings = rowsOf<{ id: number }>(
      await tx.execute(sql`
          insert into slot_openings (slot_id, course_id, date, time, holes, available_spots, opened_at)
          select id, course_id, date, time, holes, available_spots, ${NOW}::timestamptz from tee_time_slots
          where course_id = ${pair.courseId} and date = ${pair.date}::date and gone_at is null
          order by time limit 10
          returning id
        `),
    );
    return databaseMs(tx, (executor) =>
      matchOpeningsToRequests({
        tx: executor as never,
        config,
        pair,
        openings: openings.map((row) => ({ id: Number(row.id), previousSpots: 0 })),
        previousSuccess: new Date(NOW.getTime() - 60_000),
        now: NOW,
      }),
    );
  });
  return ms ?? Number.POSITIVE_INFINITY;
}

/** The hourly prune on the day after the oldest history date's last day: that date's rows are due. */
async function prunePass(db: Db, historyDays: number): Promise<{ ms: number; pruned: number }> {
  const result = await inRolledBackTransaction(db, async (tx) => {
    const startedAt = performance.now();
    const pruned = await pruneMirror({ db: tx, now: NOW, historyDays });
    return { ms: performance.now() - startedAt, pruned: pruned.slots };
  });
  return result ?? { ms: Number.POSITIVE_INFINITY, pruned: 0 };
}

async function figures(
  database: Database,
  config: ReturnType<typeof benchConfig>['config'],
): Promise<Figures> {
  const { db } = database;
  const samples = rowsOf<{ slot_id: number; request_id: number | null }>(
    await db.execute(sql`
      select s.id as slot_id, (select request_id from request_alerts ra join slot_openings o on o.id = ra.opening_id
        where o.id = (select max(id) from slot_openings where slot_id = s.id) limit 1) as request_id
      from tee_time_slots s where s.date >= ${TODAY}::date order by md5(s.id::text) limit ${BOOK_CLICKS}
    `),
  );
  const links = samples.map((row) => ({
    slotId: Number(row.slot_id),
    requestId: Number(row.request_id ?? 1),
  }));
  const pairs = rowsOf<{ course_id: number; date: string }>(
    await db.execute(sql`
      select id as course_id, ${addDaysToIsoDate(TODAY, 2)} as date from golf_courses order by md5(id::text) limit ${MATCHES}
    `),
  ).map((row) => ({ courseId: Number(row.course_id), date: String(row.date) }));
  const bookClickMs = await bookClicks(db, links);
  const matchMs = await matches(db, config, pairs);
  // History of HISTORY_DATES - 1 days: exactly the oldest history date is due.
  const prune = await prunePass(db, HISTORY_DATES - 1);
  return { bookClickMs, matchMs, pruneMs: prune.ms, pruned: prune.pruned };
}

async function counts(database: Database): Promise<Record<string, number>> {
  const tables = ['tee_time_slots', 'slot_openings', 'request_alerts', 'push_alerts', 'monitoring_requests'];
  const result: Record<string, number> = {};
  for (const table of tables) {
    const [row] = rowsOf<{ n: string }>(
      await database.db.execute(sql.raw(`select count(*)::bigint as n from ${table}`)),
    );
    result[table] = Number(row?.n);
  }
  return result;
}

async function dropOnlineIndexes(database: Database): Promise<void> {
  for (const index of ONLINE_INDEXES)
    await database.db.execute(sql.raw(`drop index if exists ${index.name}`));
}

async function measureSize(size: number): Promise<Row> {
  const fresh = await freshPostgresDatabase(SERVER_URL!, { prefix: 'teewatch_bench_tables' });
  const { config, dataDir } = benchConfig('teewatch-tables-bench-', { DATABASE_URL: fresh.url });
  const database = await openDatabase({ databaseUrl: fresh.url, dataDir: config.dataDir });
  try {
    await dropOnlineIndexes(database);
    const fill = fillOf(size * SCALE);
    const startedAt = performance.now();
    await fillTables(database, fill, TODAY, NOW);
    const rowCounts = await counts(database);
    console.error(
      `  ${size}×: filled in ${((performance.now() - startedAt) / 1000).toFixed(0)} s`,
      rowCounts,
    );
    const without = await figures(database, config);
    const indexedAt = performance.now();
    await applyOnlineIndexes(database);
    await database.db.execute(sql`analyze`);
    console.error(`  ${size}×: indexes built in ${((performance.now() - indexedAt) / 1000).toFixed(0)} s`);
    const withIndexes = await figures(database, config);
    return { size, fill, counts: rowCounts, without, with: withIndexes };
  } finally {
    await database.close();
    await fresh.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (value: number) =>
  Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 0) : `> ${TIMEOUT_S} s`;

function print(rows: Row[]): void {
  const first = rows[0];
  const ratio = (value: number, base: number | undefined) =>
    base && Number.isFinite(value) && Number.isFinite(base) ? ` (${(value / base).toFixed(1)}×)` : '';
  console.log(`\nbench:tables, scale ${SCALE} of the issue's size (${DATES} dates per course, PostgreSQL)\n`);
  console.log(
    '| size | courses | requests | slots | openings | request_alerts | Book click, database ms (without → with) | match, database ms | prune pass, wall ms (slots pruned) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const row of rows) {
    const c = row.counts;
    console.log(
      `| ${row.size}× | ${row.fill.courses} | ${c.monitoring_requests} | ${c.tee_time_slots} | ${c.slot_openings} | ${c.request_alerts} ` +
        `| ${ms(row.without.bookClickMs)} → ${ms(row.with.bookClickMs)}${ratio(row.with.bookClickMs, first?.with.bookClickMs)} ` +
        `| ${ms(row.without.matchMs)} → ${ms(row.with.matchMs)}${ratio(row.with.matchMs, first?.with.matchMs)} ` +
        `| ${ms(row.without.pruneMs)} → ${ms(row.with.pruneMs)} (${row.with.pruned}) |`,
    );
  }
  console.log('\n(n×) after a figure with the indexes: its ratio to the 1× figure with them.');
}

async function main(): Promise<void> {
  if (!SERVER_URL)
    throw new Error('bench:tables needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL)');
  const rows: Row[] = [];
  for (const size of SIZES) rows.push(await measureSize(size));
  print(rows);
}

await main();
