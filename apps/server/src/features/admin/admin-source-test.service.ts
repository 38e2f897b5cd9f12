import { type TestApiResult, vancouverToday } from '@teewatch/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../http/app-error';
import type { Clock } from '../../lib/clock';
import type { Sources } from '../../sources/create-sources';
import { SourceError } from '../../sources/tee-time-source';
import { selectCourse } from '../courses';
import { COURSE_NOT_FOUND } from './admin-courses.service';

/** An admin waits for this at most; the adapter's own timeouts and retries sit inside it. */
const TEST_API_TIMEOUT_MS = 20_000;
const SAMPLE_SIZE = 5;

/**
 * Calls the course's real source through its adapter (not the mirror: the point is to see the source
 * answer now; the host's request budget still applies) and reports what came back. A failing source is
 * a result, not an error of this endpoint.
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
  const date = options.date ?? vancouverToday(options.clock());
  const started = performance.now();
  const latencyMs = () => Math.round(performance.now() - started);
  try {
    const slots = await options.sources.fetchSlots({
      course: {
        id: row.id,
        name: row.name,
        apiType: row.apiType,
        apiCourseId: row.apiCourseId,
        apiConfig: row.apiConfig,
        bookingUrl: row.bookingUrl,
        holes: row.holes,
      },
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
    };
  } catch (error) {
    return {
      ok: false,
      slotsFound: 0,
      date,
      latencyMs: latencyMs(),
      // SourceError messages are written to be shown; anything else may carry internals.
      error: error instanceof SourceError ? error.message : 'The source could not be reached',
    };
  }
}
