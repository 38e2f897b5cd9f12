import { addDaysToIsoDate, TeeTimesResponseSchema } from '@teewatch/shared';
import { type Simulator, standInForecastHour, startSimulator } from '@teewatch/simulator';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatorEnv } from '../../../test/source-test-support';
import { createTestApp, type TestApp } from '../../../test/test-context';
import { courseForecasts, golfCourses } from '../../db/schema';
import { refreshForecasts } from './refresh-forecasts';

// The forecast beside a tee time (issue 47 item 3, decision 0320): the worker's read of the simulator's
// Open-Meteo stand-in over real HTTP, paced by the forecast host's budget, and search showing the hour's
// figures with their age; a date beyond the forecast shows none. One fixed clock for app and simulator.

const START = new Date('2026-06-10T15:00:00Z'); // 8:00 AM in Vancouver
const TODAY = '2026-06-10';
const TOMORROW = addDaysToIsoDate(TODAY, 1);
let now = START;
const clock = () => now;
const RATE = 4;
const FORECAST_PATH = '/open-meteo/v1/forecast';

let simulator: Simulator;
let testApp: TestApp;

beforeAll(async () => {
  simulator = await startSimulator({ port: 0, now: clock });
  testApp = await createTestApp(
    {
      ...simulatorEnv(simulator),
      WEATHER_ENABLED: 'true',
      WEATHER_REQUESTS_PER_SECOND: String(RATE),
      WEATHER_FORECAST_DAYS: '3',
      SEARCH_BUDGET_MS: '60000',
      SEARCH_ANSWER_TTL_MS: '0',
    },
    { clock },
  );
}, 120_000);
afterAll(async () => {
  await testApp?.close();
  await simulator?.close();
});

async function locatedCourses() {
  return testApp.ctx.db
    .select({ id: golfCourses.id, latitude: golfCourses.latitude, longitude: golfCourses.longitude })
    .from(golfCourses)
    .where(and(eq(golfCourses.isActive, true), isNotNull(golfCourses.latitude)));
}

async function search(date: string) {
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/tee-times',
    query: { date, startTime: '06:00', endTime: '20:00' },
  });
  expect(response.statusCode).toBe(200);
  const courses = TeeTimesResponseSchema.parse(response.json()).data;
  expect(courses).toBeDefined();
  return { data: courses ?? [] };
}

describe('the forecast', { timeout: 120_000 }, () => {
  it('is read by the worker from the stand-in, a few courses a request, within the host budget', async () => {
    simulator.clearRequests();
    const courses = await locatedCourses();
    const done = await refreshForecasts({
      db: testApp.ctx.db,
      config: testApp.config,
      sources: testApp.ctx.sources,
      now: clock,
    });
    expect(done).toEqual({
      courses: courses.length,
      requests: Math.ceil(courses.length / 10),
      failedRequests: 0,
    });
    const reads = simulator.requests().log.filter((request) => request.path === FORECAST_PATH);
    expect(reads).toHaveLength(done.requests);
    expect(reads[0]!.query).toMatchObject({ forecast_days: '3', timezone: 'America/Vancouver' });
    // The budget spaces one host's requests at least 1/rate apart (a few ms of timer slack allowed).
    const gaps = reads.slice(1).map((read, index) => Date.parse(read.at) - Date.parse(reads[index]!.at));
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(1000 / RATE - 20);

    const course = courses[0]!;
    const [stored] = await testApp.ctx.db
      .select()
      .from(courseForecasts)
      .where(
        and(
          eq(courseForecasts.courseId, course.id),
          eq(courseForecasts.date, TOMORROW),
          eq(courseForecasts.hour, 7),
        ),
      );
    const expected = standInForecastHour(course.latitude!, course.longitude!, TOMORROW, 7);
    expect(stored).toMatchObject({ ...expected, readAt: START });
    // Three days from today: today, tomorrow and the day after, 24 hours each.
    const hours = await testApp.ctx.db
      .select()
      .from(courseForecasts)
      .where(eq(courseForecasts.courseId, course.id));
    expect(hours).toHaveLength(72);
  });

  it("shows each time's hour of forecast in search, with when it was read", async () => {
    now = new Date(START.getTime() + 2 * 3600_000);
    const answer = await search(TOMORROW);
    const byId = new Map((await locatedCourses()).map((course) => [course.id, course]));
    const shown = answer.data.filter((course) => byId.has(course.courseId) && course.teeTimeSlots.length > 0);
    expect(shown.length).toBeGreaterThan(0);
    for (const course of shown) {
      expect(course.forecastReadAt).toBe(START.toISOString());
      const at = byId.get(course.courseId)!;
      for (const slot of course.teeTimeSlots) {
        const hour = Number(slot.time.slice(0, 2));
        expect(slot.forecast).toEqual(standInForecastHour(at.latitude!, at.longitude!, TOMORROW, hour));
      }
    }
    // A course without a location has no forecast: never the region's, never a made-up figure.
    for (const course of answer.data.filter((one) => !byId.has(one.courseId))) {
      expect(course.forecastReadAt).toBeNull();
      for (const slot of course.teeTimeSlots) expect(slot.forecast).toBeNull();
    }
  });

  it('says nothing of weather for a date beyond the forecast', async () => {
    const answer = await search(addDaysToIsoDate(TODAY, 5));
    const times = answer.data.flatMap((course) => course.teeTimeSlots);
    expect(times.length).toBeGreaterThan(0);
    for (const course of answer.data) expect(course.forecastReadAt).toBeNull();
    for (const slot of times) expect(slot.forecast).toBeNull();
  });
});
