import type { ForecastHour } from '@teewatch/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../db/client';
import { rowsOf } from '../db/rows-of';
import { courseForecasts } from '../db/schema';

// The stored hourly forecast at each course (issue 47, decision 0320): written by the worker's forecast
// read (features/forecast), read by search (features/tee-times) and by every alert channel (delivery/).
// What the store does not hold is said as "no forecast", never guessed.

/** A forecast read longer ago than this is not shown: the worker has failed to read it for a day. */
export const MAX_FORECAST_AGE_MS = 24 * 3600_000;

/** A stored hour: its Vancouver date, hour (0–23) and figures. */
export type StoredForecastHour = ForecastHour & { date: string; hour: number };

/** A course's forecast for one date: when it was read and its hours by hour of day. */
export type CourseDayForecast = { readAt: Date; hours: Map<number, ForecastHour> };

/** The key a time's forecast is found under: its course, date and clock hour. */
export function forecastKey(courseId: number, date: string, time: string): string {
  return `${courseId}|${date}|${Number(time.slice(0, 2))}`;
}

/** Replaces a course's forecast with what one read gave (hours it no longer covers go with the old ones). */
export async function storeCourseForecast(
  tx: Tx,
  input: { courseId: number; hours: StoredForecastHour[]; readAt: Date },
): Promise<void> {
  const { courseId, hours, readAt } = input;
  await tx.delete(courseForecasts).where(eq(courseForecasts.courseId, courseId));
  if (hours.length === 0) return;
  await tx.insert(courseForecasts).values(hours.map((hour) => ({ courseId, readAt, ...hour })));
}

/** Each course's forecast for `date`, read within MAX_FORECAST_AGE_MS of `now`; a course without one is absent. */
export async function selectCourseForecasts(
  db: Db,
  input: { courseIds: number[]; date: string; now: Date },
): Promise<Map<number, CourseDayForecast>> {
  const byCourse = new Map<number, CourseDayForecast>();
  if (input.courseIds.length === 0) return byCourse;
  const rows = await db
    .select()
    .from(courseForecasts)
    .where(
      and(
        inArray(courseForecasts.courseId, input.courseIds),
        eq(courseForecasts.date, input.date),
        sql`${courseForecasts.readAt} > ${new Date(input.now.getTime() - MAX_FORECAST_AGE_MS)}`,
      ),
    );
  for (const row of rows) {
    const course = byCourse.get(row.courseId) ?? { readAt: row.readAt, hours: new Map() };
    course.hours.set(row.hour, {
      temperatureC: row.temperatureC,
      rainChance: row.rainChance,
      windKmh: row.windKmh,
    });
    byCourse.set(row.courseId, course);
  }
  return byCourse;
}

/**
 * The forecast of each time an alert names, by forecastKey, read within MAX_FORECAST_AGE_MS of `now`; none at
 * all when the request's golfer switched it off on the account page (forecast_alert_opt_outs).
 */
export async function alertForecasts(
  db: Executor,
  input: { requestId: number; now: Date; times: { courseId: number; date: string; time: string }[] },
): Promise<Map<string, ForecastHour>> {
  const figures = new Map<string, ForecastHour>();
  if (input.times.length === 0) return figures;
  const keys = input.times.map((time) => forecastKey(time.courseId, String(time.date), time.time));
  const rows = rowsOf<{ key: string; temperature_c: number; rain_chance: number; wind_kmh: number }>(
    await db.execute(sql`
      select f.course_id || '|' || f.date::text || '|' || f.hour as key, f.temperature_c, f.rain_chance, f.wind_kmh
      from course_forecasts f
      join monitoring_requests r on r.id = ${input.requestId}
      where f.course_id || '|' || f.date::text || '|' || f.hour = any(${`{${keys.join(',')}}`}::text[])
        and f.read_at > ${new Date(input.now.getTime() - MAX_FORECAST_AGE_MS)}
        and not exists (select 1 from forecast_alert_opt_outs o where o.user_id = r.user_id)
    `),
  );
  for (const row of rows)
    figures.set(row.key, {
      temperatureC: Number(row.temperature_c),
      rainChance: Number(row.rain_chance),
      windKmh: Number(row.wind_kmh),
    });
  return figures;
}
