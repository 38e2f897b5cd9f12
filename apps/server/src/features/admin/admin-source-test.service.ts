import {
  type TestApiResult,
  type TestApiUsed,
  type TestConfigInputSchema,
  vancouverToday,
} from '@teewatch/shared';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { Sources } from '../../sources/create-sources';
import { type SourceCourse, SourceError } from '../../sources/tee-time-source';
import { selectCourse } from '../courses';
import { COURSE_NOT_FOUND } from './admin-courses.service';
import { refuseUnfetchableSource } from './source-address-check';

/** An admin waits for this at most; the adapter's own timeouts and retries sit inside it. */
const TEST_API_TIMEOUT_MS = 20_000;
const SAMPLE_SIZE = 5;

/** The name a configuration read of unsaved values goes out under (the adapters log it). */
const FORM_COURSE_NAME = 'Configuration test';

/**
 * Calls the course's real source through its adapter (not the mirror: the point is to see the source
 * answer now; the host's request budget still applies) with its saved configuration, and reports
 * what came back. A failing source is a result, not an error of this endpoint.
 */
export async function testCourseSource(options: {
  db: Db;
  sources: Sources;
  id: number;
  /** The date to ask for; today in Vancouver by the clock when absent. */
  date?: string;
  clock: Clock;
}): Promise<TestApiResult> {
  const row = await selectCourse(options.db, options.id);
  if (!row) throw notFound(COURSE_NOT_FOUND);
  const course: SourceCourse = {
    id: row.id,
    name: row.name,
    apiType: row.apiType,
    apiCourseId: row.apiCourseId,
    apiConfig: row.apiConfig,
    bookingUrl: row.bookingUrl,
    holes: row.holes,
  };
  return readSource({ ...options, course, from: 'saved' });
}

/**
 * The same read with the values on the course form's screen, saved or not (a course not created yet
 * too): what the admin is about to save is what gets tested (issue 29, item 5). An address the fetch
 * guard refuses is a 400 naming the field, as at save (decision 0240).
 */
export async function testSourceConfig(options: {
  sources: Sources;
  config: z.output<typeof TestConfigInputSchema>;
  clock: Clock;
}): Promise<TestApiResult> {
  const { config } = options;
  await refuseUnfetchableSource(options.sources, config.api_config);
  const course: SourceCourse = {
    // No row stands behind these values (the adapters do not read the id).
    id: 0,
    name: FORM_COURSE_NAME,
    apiType: config.api_type,
    apiCourseId: config.api_course_id,
    apiConfig: config.api_config,
    bookingUrl: config.booking_url,
    holes: config.holes,
  };
  return readSource({
    sources: options.sources,
    course,
    date: config.date,
    clock: options.clock,
    from: 'form',
  });
}

async function readSource(options: {
  sources: Sources;
  course: SourceCourse;
  date?: string;
  clock: Clock;
  from: TestApiUsed['from'];
}): Promise<TestApiResult> {
  const { course } = options;
  const date = options.date ?? vancouverToday(options.clock());
  const used: TestApiUsed = {
    from: options.from,
    api_type: course.apiType,
    api_course_id: course.apiCourseId,
    api_config: course.apiConfig,
    holes: course.holes ?? null,
  };
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    const slots = await options.sources.fetchSlots({
      course,
      date,
      signal: AbortSignal.timeout(TEST_API_TIMEOUT_MS),
    });
    return {
      ok: true,
      slotsFound: slots.length,
      date,
      latencyMs: latencyMs(),
      sample: slots.slice(0, SAMPLE_SIZE).map((slot) => ({
        time: slot.time,
        holes: slot.holes,
        availableSpots: slot.availableSpots,
        price: slot.price,
      })),
      used,
    };
  } catch (error) {
    return {
      ok: false,
      slotsFound: 0,
      date,
      latencyMs: latencyMs(),
      // SourceError messages are written to be shown; anything else may carry internals.
      error: error instanceof SourceError ? error.message : 'The source could not be reached',
      used,
    };
  }
}
