import type { Sources } from '../../sources/create-sources';
import { SOURCE_ERROR_MESSAGE, SOURCE_TIMEOUT_MESSAGE } from '../../sources/http-client';
import { type SourceCourse, SourceError, type TeeTimeSlot, untilTimeOf } from '../../sources/tee-time-source';

export type FetchedCourseDay =
  | { ok: true; open: TeeTimeSlot[] }
  /** `kind`: the SourceError's, when the source said why (a 'config' one may mean the course's id is wrong). */
  | { ok: false; error: string; kind?: SourceError['kind'] };

/**
 * Asks the source for a course's sheet of one date: its slots with a free spot (sources already give
 * one slot per (time, holes), tidySlots), or the reason it did not answer, worded for golfers and admins.
 * Throws only when the caller called the read off: then nothing was learnt about the source.
 */
export async function fetchCourseDay(options: {
  sources: Sources;
  course: SourceCourse;
  date: string;
  signal?: AbortSignal;
  /** Only the times before this hour are asked for and answered (a narrowed read, decision 0300). */
  untilHour?: number;
}): Promise<FetchedCourseDay> {
  const { course, date, signal, untilHour } = options;
  try {
    const observed = await options.sources.fetchSlots({ course, date, signal, untilHour });
    const until = untilTimeOf(untilHour);
    return {
      ok: true,
      open: observed.filter((slot) => slot.availableSpots > 0 && (!until || slot.time < until)),
    };
  } catch (error) {
    // Called off by the caller (the worker stopping): the lease expires and the next reader takes the pair.
    if (signal?.aborted && !isTimeout(signal.reason)) throw error;
    // SourceError messages are written to be shown to golfers and admins; anything else may carry internals.
    const message =
      error instanceof SourceError
        ? error.message
        : isTimeout(signal?.reason)
          ? SOURCE_TIMEOUT_MESSAGE
          : SOURCE_ERROR_MESSAGE;
    return { ok: false, error: message, ...(error instanceof SourceError ? { kind: error.kind } : {}) };
  }
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === 'TimeoutError';
}
