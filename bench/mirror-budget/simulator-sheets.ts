import { FIRST_CATALOGUE_COURSES, SEED_COURSES } from '@teewatch/server';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import {
  CHRONOGOLF_PAGE_SIZE,
  chronogolfCourseUuid,
  type SheetDensity,
  startSimulator,
} from '@teewatch/simulator';

// What the simulator's tee sheets hold, counted from what it serves (issue 50): for each distance in days,
// the v2 rows a ChronoGolf course lists for a date (what a read pages through) and the open ones (what the
// mirror stores), for the whole day and before 11 AM, averaged over the seeded ChronoGolf courses. The
// budget simulation sizes its reads with these, so its sheets are the simulator's.

/** Noon in Vancouver on a Wednesday in season, as bench:requests. */
const NOW = new Date('2026-06-10T19:00:00Z');
export const WATCH_UNTIL_HOUR = 11;

export type DayRows = { listed: number; open: number; listedBefore: number; openBefore: number };
/** Per distance in days (0 = today), a course's average rows. */
export type SheetRows = DayRows[];

type V2Row = { start_time?: string; max_player_size?: number };

async function v2Rows(base: string, uuid: string, date: string): Promise<V2Row[]> {
  const rows: V2Row[] = [];
  for (let page = 1; page < 50; page++) {
    const url = `${base}/chronogolf/marketplace/v2/teetimes?start_date=${date}&course_ids=${uuid}&holes=9,18&page=${page}`;
    const body = (await (await fetch(url)).json()) as { teetimes: V2Row[] };
    rows.push(...body.teetimes);
    if (body.teetimes.length < CHRONOGOLF_PAGE_SIZE) break;
  }
  return rows;
}

const isBefore = (row: V2Row) =>
  (row.start_time ?? '').padStart(5, '0') < `${String(WATCH_UNTIL_HOUR).padStart(2, '0')}:00`;

/** The seeded ChronoGolf courses' simulator ids (their apiCourseId), once each. */
export function seededChronogolfIds(): number[] {
  const ids = [...FIRST_CATALOGUE_COURSES, ...SEED_COURSES]
    .filter((seed) => seed.apiType === 'chronogolf' && seed.apiCourseId !== '')
    .map((seed) => Number(seed.apiCourseId));
  return [...new Set(ids)];
}

/** Counts the simulator's sheets of this density, `days` dates from today. */
export async function countSimulatorRows(density: SheetDensity, days: number): Promise<SheetRows> {
  const simulator = await startSimulator({
    port: 0,
    seed: 1,
    churnIntervalMs: 0,
    sheetDensity: density,
    now: () => NOW,
  });
  try {
    const ids = seededChronogolfIds();
    const today = vancouverToday(NOW);
    const result: SheetRows = [];
    for (let day = 0; day < days; day++) {
      const sum: DayRows = { listed: 0, open: 0, listedBefore: 0, openBefore: 0 };
      for (const id of ids) {
        const rows = await v2Rows(simulator.url, chronogolfCourseUuid(id), addDaysToIsoDate(today, day));
        const open = rows.filter((row) => (row.max_player_size ?? 0) > 0);
        sum.listed += rows.length;
        sum.open += open.length;
        sum.listedBefore += rows.filter(isBefore).length;
        sum.openBefore += open.filter(isBefore).length;
      }
      result.push({
        listed: sum.listed / ids.length,
        open: sum.open / ids.length,
        listedBefore: sum.listedBefore / ids.length,
        openBefore: sum.openBefore / ids.length,
      });
    }
    return result;
  } finally {
    await simulator.close();
  }
}

/** Near dates' (days 0–2) average, for the closing note. */
export function nearAverage(rows: SheetRows): DayRows {
  const near = rows.slice(0, 3);
  const mean = (key: keyof DayRows) => near.reduce((sum, day) => sum + day[key], 0) / near.length;
  return {
    listed: mean('listed'),
    open: mean('open'),
    listedBefore: mean('listedBefore'),
    openBefore: mean('openBefore'),
  };
}
