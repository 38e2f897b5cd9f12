import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { golfCourses } from '../../db/schema';
import { storeCourseForecast } from '../../lib/course-forecast';
import type { Sources } from '../../sources/create-sources';
import { FORECAST_POINTS_PER_REQUEST } from '../../sources/weather/open-meteo-forecast';

// The worker's forecast read (issue 47, decision 0320), the job forecast.refresh: every active course with
// coordinates, a few points a request, through the sources' HTTP client so the forecast host's budget
// (WEATHER_REQUESTS_PER_SECOND) paces it like any upstream. Each course's stored hours are replaced with
// the new read; a failed request leaves its courses' last forecast as it was (their age says so).

export type ForecastRefresh = { courses: number; requests: number; failedRequests: number };

/** Reads and stores the forecast of every course with a location; what it did, for the job's log line. */
export async function refreshForecasts(input: {
  db: Db;
  config: Pick<Config, 'weather'>;
  sources: Pick<Sources, 'readForecast'>;
  now: () => Date;
  signal?: AbortSignal;
  onError?: (error: unknown) => void;
}): Promise<ForecastRefresh> {
  const { db, sources } = input;
  const done: ForecastRefresh = { courses: 0, requests: 0, failedRequests: 0 };
  if (!input.config.weather.enabled) return done;
  const courses = await db
    .select({ id: golfCourses.id, latitude: golfCourses.latitude, longitude: golfCourses.longitude })
    .from(golfCourses)
    .where(
      and(
        eq(golfCourses.isActive, true),
        isNull(golfCourses.deletedAt),
        isNotNull(golfCourses.latitude),
        isNotNull(golfCourses.longitude),
      ),
    )
    .orderBy(golfCourses.id);
  for (let start = 0; start < courses.length; start += FORECAST_POINTS_PER_REQUEST) {
    input.signal?.throwIfAborted();
    const batch = courses.slice(start, start + FORECAST_POINTS_PER_REQUEST);
    done.requests += 1;
    try {
      const points = batch.map((course) => ({ latitude: course.latitude!, longitude: course.longitude! }));
      const forecasts = await sources.readForecast(points, input.signal);
      const readAt = input.now();
      await db.transaction(async (tx) => {
        for (const [index, course] of batch.entries())
          await storeCourseForecast(tx, { courseId: course.id, hours: forecasts[index] ?? [], readAt });
      });
      done.courses += batch.length;
    } catch (error) {
      if (input.signal?.aborted) throw error;
      done.failedRequests += 1;
      input.onError?.(error);
    }
  }
  return done;
}
