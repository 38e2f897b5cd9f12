// Requests per read (issue 27 item 2, decision 0111): how many upstream requests one (course, date) read
// costs, per protocol, on full and sparse simulator sheets, through the real sources over real HTTP. Three
// ways the mirror can hand a date's courses to a source:
//   alone      one (course, date) at a time, each awaited: nothing can be shared (the baseline);
//   together   every course of the date at once (the scheduler's group of one host and date);
//   staggered  the date's courses one by one, 150 ms apart, while the host works through a backlog of
//              other dates (a date's pairs claimed over several ticks, or asked for by searches).
// Ratios are against `alone` in the same run. The handshakes (ChronoGolf club pages; CPS Configuration,
// token, RegisterTransactionId) are counted apart: they are cached for minutes to hours.
//
//   npm run bench:requests -w @teewatch/bench

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  createSources,
  FIRST_CATALOGUE_COURSES,
  loadConfig,
  type SourceCourse,
  type Sources,
} from '@teewatch/server';
import { seededCourse } from '@teewatch/server/testing';
import type { BookingSystemType } from '@teewatch/shared';
import { type LoggedRequest, type SheetDensity, type Simulator, startSimulator } from '@teewatch/simulator';

/** Noon in Vancouver on a Wednesday in season; the measured dates are the three near days after it. */
const NOW = new Date('2026-06-10T19:00:00Z');
const DATES = ['2026-06-11', '2026-06-12', '2026-06-13'];
/** Far dates whose reads keep the host busy while a staggered date's courses arrive. */
const BACKLOG_DATES = ['2026-06-24', '2026-06-25'];
const STAGGER_MS = 150;
/** Faster than the real 1/s so the bench takes a minute; sharing depends on the queue, not on the rate. */
const REQUESTS_PER_SECOND = '4';

/** The systems whose reads are measured: ChronoGolf's shared v2 requests against CPS's one per course. */
type Protocol = BookingSystemType;
type Pattern = 'alone' | 'together' | 'staggered';
const PATTERNS: Pattern[] = ['alone', 'together', 'staggered'];

type Measured = { reads: number; teeTimeRequests: number; handshakes: number; rows: number };

function seededCourses(protocol: Protocol): SourceCourse[] {
  return FIRST_CATALOGUE_COURSES.filter((seed) => seed.apiType === protocol).map((seed) =>
    seededCourse(seed.seedKey),
  );
}

/** The date a tee-time request asks for, or undefined for a handshake (club page, Configuration, …). */
function teeTimeDate(request: LoggedRequest): string | undefined {
  const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
  if (request.path.endsWith('/marketplace/v2/teetimes')) return one(request.query.start_date);
  if (/\/marketplace\/clubs\/[^/]+\/teetimes$/.test(request.path)) return one(request.query.date);
  if (request.path.endsWith('/TeeTimes')) {
    const searchDate = one(request.query.searchDate);
    return DATES.concat(BACKLOG_DATES).find((date) => toDateString(date) === searchDate);
  }
  return undefined;
}

function toDateString(date: string): string {
  return new Date(`${date}T12:00:00`).toDateString();
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function readDate(
  sources: Sources,
  courses: SourceCourse[],
  date: string,
  pattern: Pattern,
): Promise<number> {
  const read = async (course: SourceCourse, day: string) =>
    (await sources.fetchSlots({ course, date: day })).length;
  if (pattern === 'alone') {
    let rows = 0;
    for (const course of courses) rows += await read(course, date);
    return rows;
  }
  if (pattern === 'together') {
    return (await Promise.all(courses.map((course) => read(course, date)))).reduce((a, b) => a + b, 0);
  }
  const backlog = Promise.all(
    BACKLOG_DATES.flatMap((day) => courses.map((course) => read(course, day).catch(() => 0))),
  );
  await wait(50);
  const reads = courses.map(async (course, index) => {
    await wait(index * STAGGER_MS);
    return read(course, date);
  });
  const rows = (await Promise.all(reads)).reduce((a, b) => a + b, 0);
  await backlog;
  return rows;
}

async function measure(protocol: Protocol, density: SheetDensity, pattern: Pattern): Promise<Measured> {
  const simulator: Simulator = await startSimulator({ port: 0, now: () => NOW, sheetDensity: density });
  try {
    const config = loadConfig({
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'teewatch-bench-requests-')),
      BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-01',
      LOG_LEVEL: 'silent',
      UPSTREAM_MODE: 'simulator',
      SIMULATOR_URL: simulator.url,
      CHRONOGOLF_REQUESTS_PER_SECOND: REQUESTS_PER_SECOND,
      CPS_REQUESTS_PER_SECOND: REQUESTS_PER_SECOND,
    });
    const sources = createSources({ config, clock: () => new Date() });
    const courses = seededCourses(protocol);
    // Warm: club pages and CPS handshakes done, every sheet's size seen once (the mirror's steady state).
    for (const date of DATES)
      await Promise.all(courses.map((course) => sources.fetchSlots({ course, date })));
    simulator.clearRequests();
    let rows = 0;
    for (const date of DATES) rows += await readDate(sources, courses, date, pattern);
    const log = simulator.requests().log;
    const teeTimeRequests = log.filter((request) => DATES.includes(teeTimeDate(request) ?? '')).length;
    const handshakes = log.filter((request) => teeTimeDate(request) === undefined).length;
    return { reads: courses.length * DATES.length, teeTimeRequests, handshakes, rows };
  } finally {
    await simulator.close();
  }
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

async function main(): Promise<void> {
  console.log(
    'Requests per (course, date) read, 3 near dates, seeded courses (13 ChronoGolf, 5 CPS on 2 sites)',
  );
  console.log(
    'protocol    sheets  pattern    reads  requests  per read  vs alone  open rows/read  handshakes',
  );
  for (const protocol of ['chronogolf', 'cps'] as const) {
    for (const density of ['full', 'sparse'] as const) {
      let alone: number | undefined;
      for (const pattern of PATTERNS) {
        const result = await measure(protocol, density, pattern);
        const perRead = result.teeTimeRequests / result.reads;
        alone ??= perRead;
        console.log(
          `${protocol.padEnd(10)}  ${density.padEnd(6)}  ${pattern.padEnd(9)}  ${pad(result.reads, 5)}  ` +
            `${pad(result.teeTimeRequests, 8)}  ${pad(perRead.toFixed(2), 8)}  ${pad((perRead / alone).toFixed(2), 8)}  ` +
            `${pad((result.rows / result.reads).toFixed(1), 14)}  ${pad(result.handshakes, 10)}`,
        );
      }
    }
  }
}

await main();
