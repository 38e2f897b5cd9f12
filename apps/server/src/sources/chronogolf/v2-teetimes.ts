import type { Clock } from '../../lib/clock';
import {
  currentReadPriority,
  type ReadPriority,
  sharedReadPriority,
  withReadPriority,
} from '../../lib/read-priority';
import { abortable } from '../abortable';
import { SourceError } from '../tee-time-source';
import { fetchV2Pages, type V2Answer, type V2Members, type V2PagesReader } from './v2-pages';

// v2 tee times by course UUID answer every course of a date in one paged list with the open seats of each
// slot. Concurrent asks for different courses on the same date share one v2 request (a batch).

/** A course whose own v2 request failed after its batch did is asked on its own for this long. */
const ISOLATION_MS = 15 * 60_000;
/**
 * Longest a batch waits for the courses of its date whose club page is still being read (a cold start):
 * a page answers in well under this, and a hanging one must not hold the others for its whole timeout.
 */
const JOIN_WAIT_MAX_MS = 2_000;

type V2Batch = V2Members & {
  sent: boolean;
  answer: Promise<V2Answer>;
  /** Each member's read priority: the batch's requests are as urgent as its most urgent member. */
  priorities: (ReadPriority | undefined)[];
};

export type V2ReaderOptions = {
  getJson: V2PagesReader['getJson'];
  clock: Clock;
  /** How long a new (v2 URL, date) request waits to gather the other courses asked for at the same moment. */
  batchWindowMs: number;
  /** Most course UUIDs in one v2 request (URL length, and the paging a course waits for). */
  maxCoursesPerRequest: number;
};

export type V2RowsOptions = {
  signal?: AbortSignal;
  isInteractive?: boolean;
  /** Only the times before this one (HH:MM) are needed: the batch stops paging after them. */
  untilTime?: string;
};

/**
 * Returns `v2Rows` (one course's raw v2 rows for a date, batched with the other courses asked for) and
 * `joining` (a course of that date is finding its UUID and will ask soon: its batch waits for it).
 */
export function createV2Reader(options: V2ReaderOptions) {
  const { getJson, clock, batchWindowMs, maxCoursesPerRequest } = options;
  const batches = new Map<string, V2Batch[]>();
  const { othersJoined, joining } = createJoiners();
  const isolatedUntil = new Map<string, number>();
  const pagesReader: V2PagesReader = { getJson, rowsSeen: new Map() };

  function batchFor(v2Url: string, date: string, uuid: string, untilTime?: string): V2Batch {
    // A narrowed read shares a request only with reads narrowed to the same time, so none stops short.
    const key = `${v2Url}|${date}|${untilTime ?? ''}`;
    const open = batches.get(key) ?? [];
    const joined =
      open.find((batch) => batch.uuids.includes(uuid)) ??
      open.find((batch) => !batch.sent && batch.uuids.length < maxCoursesPerRequest);
    if (joined) {
      if (!joined.uuids.includes(uuid)) {
        joined.uuids.push(uuid);
        joined.priorities.push(currentReadPriority());
      }
      return joined;
    }
    const batch: V2Batch = {
      uuids: [uuid],
      untilTime,
      priorities: [currentReadPriority()],
      sent: false,
      onSent: () => {
        batch.sent = true;
      },
      answer: new Promise((resolve, reject) => {
        setTimeout(() => {
          const priority = sharedReadPriority(() => batch.priorities);
          void withReadPriority(priority, () =>
            othersJoined(`${v2Url}|${date}`)
              .then(() => fetchV2Pages(pagesReader, v2Url, date, batch))
              .then(resolve, reject),
          );
        }, batchWindowMs);
      }),
    };
    batches.set(key, [...open, batch]);
    batch.answer
      .catch(() => undefined)
      .finally(() => {
        const remaining = (batches.get(key) ?? []).filter((candidate) => candidate !== batch);
        if (remaining.length > 0) batches.set(key, remaining);
        else batches.delete(key);
      });
    return batch;
  }

  /**
   * One course's v2 rows: from a shared request when it can, on its own when the shared one failed (so
   * one sick course cannot sink the others) or when it recently failed on its own. A shared request that
   * is only slow is waited for: its pages queue behind the host's budget, and the mirror's lease bounds
   * the wait (a stall detector here took budget waits for hangs and multiplied the requests).
   */
  async function v2Rows(
    v2Url: string,
    uuid: string,
    date: string,
    options: V2RowsOptions,
  ): Promise<unknown[]> {
    const { signal } = options;
    const alone = () => rowsAlone(pagesReader, { v2Url, uuid, date }, options);
    if (options.isInteractive || (isolatedUntil.get(uuid) ?? 0) > clock().getTime()) return alone();
    isolatedUntil.delete(uuid);
    const batch = batchFor(v2Url, date, uuid, options.untilTime);
    const outcome = await abortable(
      batch.answer.then(
        (answer) => ({ rows: answer.get(uuid) ?? [] }),
        (error: unknown) => ({ error }),
      ),
      signal,
    );
    if ('rows' in outcome) return outcome.rows;
    // Alone already, or the host asked us to slow down: splitting the request would only ask more.
    if (batch.uuids.length === 1) throw outcome.error;
    if (outcome.error instanceof SourceError && outcome.error.kind === 'rate_limited') throw outcome.error;
    try {
      return await alone();
    } catch (error) {
      // Failing on its own, or still not answering when the caller gave up (a hang), marks this course as
      // the sick one: it stays out of shared requests for a while so it cannot stall them again.
      isolatedUntil.set(uuid, clock().getTime() + ISOLATION_MS);
      throw error;
    }
  }

  return { v2Rows, joining };
}

/** One course's v2 rows of a date from a request of its own. */
async function rowsAlone(
  reader: V2PagesReader,
  ask: { v2Url: string; uuid: string; date: string },
  options: V2RowsOptions,
): Promise<unknown[]> {
  const members = { uuids: [ask.uuid], untilTime: options.untilTime };
  const answer = await fetchV2Pages(
    reader,
    ask.v2Url,
    ask.date,
    members,
    options.signal,
    options.isInteractive,
  );
  return answer.get(ask.uuid) ?? [];
}

/** Per (v2 URL, date), the courses still finding their UUID before they ask: their date's batches wait. */
function createJoiners() {
  /** Per (v2 URL, date), how many courses are still finding their UUID before they ask, and when none is. */
  const joiners = new Map<string, { count: number; idle: Promise<void>; settle: () => void }>();

  /** Waits (up to JOIN_WAIT_MAX_MS) until no course of this date is still finding its UUID. */
  async function othersJoined(key: string): Promise<void> {
    const entry = joiners.get(key);
    if (!entry) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, JOIN_WAIT_MAX_MS);
    });
    await Promise.race([entry.idle, cap]);
    clearTimeout(timer);
  }

  /**
   * A course of this date is finding its UUID and will then ask: batches of the date wait for it (up to
   * JOIN_WAIT_MAX_MS). Call the returned `left` once it has asked (`v2Rows` joins before its first await),
   * or will not.
   */
  function joining(v2Url: string, date: string): () => void {
    const key = `${v2Url}|${date}`;
    let entry = joiners.get(key);
    if (!entry) {
      let settle = () => {};
      const idle = new Promise<void>((resolve) => {
        settle = resolve;
      });
      entry = { count: 0, idle, settle };
      joiners.set(key, entry);
    }
    const joiner = entry;
    joiner.count += 1;
    let hasLeft = false;
    return () => {
      if (hasLeft) return;
      hasLeft = true;
      joiner.count -= 1;
      if (joiner.count > 0) return;
      if (joiners.get(key) === joiner) joiners.delete(key);
      joiner.settle();
    };
  }

  return { othersJoined, joining };
}
