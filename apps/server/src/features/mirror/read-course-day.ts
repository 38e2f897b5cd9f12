import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { OpeningsMatcher } from '../../lib/openings-matcher';
import type { Sources } from '../../sources/create-sources';
import { type SourceCourse, untilTimeOf } from '../../sources/tee-time-source';
import { requestCourseIdsCheck } from './course-ids';
import { lockCoursePoll, recordReadFailure, recordReadSuccess } from './course-poll';
import { fetchCourseDay } from './fetch-course-day';
import { recordOpenings } from './record-openings';
import { storeSheet } from './store-sheet';
import { storeSunset } from './store-sunset';

export type ReadOutcome =
  | { status: 'failed'; error: string }
  | { status: 'read'; slots: number; openings: number; alertedRequestIds: number[] };

/**
 * The mirror's one read of one (course, date): asks the source, stores what was seen as the current
 * sheet, records openings and matches them to waitlist requests, all writes in one transaction, so a
 * crash leaves the previous state or the complete new one. Searches and alerts both come from these
 * reads: a slot a golfer sees and a slot an email names are the same observation. A source failure is
 * recorded on course_polls (with when) and changes nothing else: the last known sheet stays.
 *
 * The caller holds the pair's lease (claimMirrorReads); this releases it.
 */
export async function readCourseDay(options: {
  db: Db;
  config: Config;
  sources: Sources;
  course: SourceCourse;
  date: string;
  signal?: AbortSignal;
  clock: Clock;
  /** Matches the read's openings to waitlist requests in its transaction (alerts' matchOpeningsToRequests). */
  matchOpeningsToRequests: OpeningsMatcher;
  /**
   * Read only the times before this hour (decision 0300): the watched tier between whole-day reads. The
   * stored sheet changes only before it; the times from it on keep what the last whole-day read saw.
   */
  untilHour?: number;
}): Promise<ReadOutcome> {
  const { db, course, date, clock, untilHour } = options;
  const pair = { courseId: course.id, date };

  const fetched = await fetchCourseDay({
    sources: options.sources,
    course,
    date,
    signal: options.signal,
    untilHour,
  });
  if (!fetched.ok) {
    await recordReadFailure({ db, pair, error: fetched.error, at: clock() });
    if (fetched.kind === 'config') await requestCourseIdsCheck(db, course.id, clock());
    return { status: 'failed', error: fetched.error };
  }
  const { open } = fetched;

  return db.transaction(async (tx) => {
    const now = clock();
    const previousSuccess = await lockCoursePoll(tx, pair);
    const sheet = await storeSheet({ tx, pair, open, now, untilTime: untilTimeOf(untilHour) });
    // Nothing known of this pair before (never read, no sheet kept): its open slots are our first look.
    const isFirstObservation = previousSuccess === null && !sheet.hadSlots;
    const openings = await recordOpenings({ tx, pair, open, sheet, isFirstObservation, now });
    await storeSunset(tx, pair);
    const alertedRequestIds = await options.matchOpeningsToRequests({
      tx,
      config: options.config,
      pair,
      openings,
      previousSuccess,
      now,
    });
    await recordReadSuccess({ tx, pair, now, isFull: untilHour === undefined });
    return { status: 'read', slots: open.length, openings: openings.length, alertedRequestIds };
  });
}
