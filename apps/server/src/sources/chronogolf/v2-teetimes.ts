import type { Clock } from '../../lib/clock';
import {
  currentReadPriority,
  isInteractiveRead,
  type ReadPriority,
  sharedReadPriority,
  withReadPriority,
} from '../../lib/read-priority';
import { abortable } from '../abortable';
import { SourceError } from '../tee-time-source';
import { malformedAnswer } from '../upstream-values';

// v2 tee times by course UUID answer every course of a date in one paged list with the open seats of each
// slot. Concurrent asks for different courses on the same date share one v2 request (a batch).

const V2_PAGE_SIZE = 24;
/** A course has at most ~100 tee times a day; a source that keeps paging past this is misbehaving. */
const V2_MAX_PAGES_PER_COURSE = 10;
/** A course whose own v2 request failed after its batch did is asked on its own for this long. */
const ISOLATION_MS = 15 * 60_000;
/**
 * Longest a batch waits for the courses of its date whose club page is still being read (a cold start):
 * a page answers in well under this, and a hanging one must not hold the others for its whole timeout.
 */
const JOIN_WAIT_MAX_MS = 2_000;

/** The v2 rows of one request (all its pages), by lower-case course UUID. */
type V2Answer = Map<string, unknown[]>;

/**
 * A URL built only when the host's budget lets its request go (the http client calls `build` then);
 * `budgetUrl` names the host meanwhile.
 */
export type LazyUrl = { budgetUrl: string; build: () => string };

/**
 * The courses of one request. A batch keeps taking courses until its first page is actually sent: at
 * 1 request/s a request waits behind the host's backlog, and every course of its date asked for meanwhile
 * rides along instead of costing requests of its own.
 */
type V2Members = { uuids: string[]; onSent?: () => void };

type V2Batch = V2Members & {
  sent: boolean;
  answer: Promise<V2Answer>;
  /** Each member's read priority: the batch's requests are as urgent as its most urgent member. */
  priorities: (ReadPriority | undefined)[];
};

export type V2ReaderOptions = {
  /** GETs a stored URL (or one built when the budget lets it go) through the host budget and parses its JSON. */
  getJson: (storedUrl: string | LazyUrl, signal?: AbortSignal) => Promise<unknown>;
  clock: Clock;
  /** How long a new (v2 URL, date) request waits to gather the other courses asked for at the same moment. */
  batchWindowMs: number;
  /** Most course UUIDs in one v2 request (URL length, and the paging a course waits for). */
  maxCoursesPerRequest: number;
};

export type V2RowsOptions = { signal?: AbortSignal; isInteractive?: boolean };

/**
 * Returns `v2Rows` (one course's raw v2 rows for a date, batched with the other courses asked for) and
 * `joining` (a course of that date is finding its UUID and will ask soon: its batch waits for it).
 */
export function createV2Reader(options: V2ReaderOptions) {
  const { getJson, clock, batchWindowMs, maxCoursesPerRequest } = options;
  const batches = new Map<string, V2Batch[]>();
  /** Per (v2 URL, date), how many courses are still finding their UUID before they ask, and when none is. */
  const joiners = new Map<string, { count: number; idle: Promise<void>; settle: () => void }>();
  const isolatedUntil = new Map<string, number>();
  /** Rows each course had in its last v2 answer: how many pages a request can ask for at once. */
  const rowsSeen = new Map<string, number>();

  /**
   * Every page of one v2 request for these courses on this date. Its members are fixed when page 1 is
   * sent; then the further pages those courses filled last time are asked for at once (the host budget
   * still spaces them), then one at a time until a short page, the only end-of-sheet sign v2 gives.
   */
  async function fetchV2Pages(
    v2Url: string,
    date: string,
    members: V2Members,
    signal?: AbortSignal,
    isInteractive = false,
  ): Promise<V2Answer> {
    let uuids: string[] | undefined;
    let answer: V2Answer = new Map();
    let prefetched: Promise<unknown>[] = [];
    const siblings = new AbortController();
    const shared = signal ? AbortSignal.any([signal, siblings.signal]) : siblings.signal;
    const urlOf = (page: number) =>
      `${v2Url}?start_date=${date}&course_ids=${uuids!.map(encodeURIComponent).join(',')}&holes=9,18&page=${page}`;
    const fetchPage = (page: number) => getJson({ budgetUrl: v2Url, build: () => urlOf(page) }, shared);
    /** Page 1 is sent: fix the members and queue the pages they are expected to fill. */
    const send = () => {
      if (uuids) return;
      uuids = [...members.uuids];
      members.onSent?.();
      answer = new Map(uuids.map((uuid) => [uuid, []]));
      const expectedRows = uuids.reduce((sum, uuid) => sum + (rowsSeen.get(uuid) ?? 0), 0);
      const expectedPages = Math.floor(expectedRows / V2_PAGE_SIZE);
      // A waiting golfer gets one page beyond the expected ones queued in the same round, so a day that grew
      // past a page boundary costs no extra round trip; a queued page not yet sent when a short page ends
      // the sheet is called off (siblings), so it costs nothing then.
      const firstRound = Math.min(maxPages(), isInteractive ? expectedPages + 2 : Math.max(1, expectedPages));
      prefetched = Array.from({ length: firstRound - 1 }, (_, index) => settled(fetchPage(index + 2)));
    };
    /** Settled at once, so a page left unread (the sheet ended sooner) is no unhandled rejection. */
    const settled = (page: Promise<unknown>) => {
      page.catch(() => undefined);
      return page;
    };
    const maxPages = () => V2_MAX_PAGES_PER_COURSE * (uuids?.length ?? 1);
    /** Adds a page's rows; true when it is the last page (short, or the day is closed). */
    const take = (body: unknown): boolean => {
      const envelope = (Array.isArray(body) ? { teetimes: body } : body) as {
        status?: unknown;
        teetimes?: unknown;
      };
      if (envelope?.status === 'closed' || envelope?.status === 'off_season') {
        for (const rows of answer.values()) rows.length = 0;
        return true;
      }
      if (!Array.isArray(envelope?.teetimes))
        throw malformedAnswer('ChronoGolf: v2 answer has no teetimes list');
      for (const raw of envelope.teetimes) {
        const uuid = (raw as { course?: { uuid?: unknown } } | null)?.course?.uuid;
        // A row that names no course can only be placed when the request asked for one course.
        const key =
          typeof uuid === 'string' ? uuid.toLowerCase() : uuids!.length === 1 ? uuids![0]! : undefined;
        if (key) answer.get(key)?.push(raw);
      }
      return envelope.teetimes.length < V2_PAGE_SIZE;
    };

    try {
      let isDone = take(
        await getJson(
          {
            budgetUrl: v2Url,
            build: () => {
              send();
              return urlOf(1);
            },
          },
          shared,
        ),
      );
      const queued = new Map(prefetched.map((page, index) => [index + 2, page]));
      for (let page = 2; !isDone && page <= maxPages(); page++) {
        // A waiting golfer keeps one page more in flight than is known to be needed, so paging is paced by
        // the host's budget rather than by one round trip per page; one past the end is called off unless
        // its turn came before the short page answered.
        const ahead = isInteractiveRead() ? 1 : 0;
        for (let next = page; next <= Math.min(page + ahead, maxPages()); next++)
          if (!queued.has(next)) queued.set(next, settled(fetchPage(next)));
        isDone = take(await queued.get(page)!);
      }
      for (const [uuid, rows] of answer) rowsSeen.set(uuid, rows.length);
      return answer;
    } finally {
      siblings.abort();
    }
  }

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

  function batchFor(v2Url: string, date: string, uuid: string): V2Batch {
    const key = `${v2Url}|${date}`;
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
      priorities: [currentReadPriority()],
      sent: false,
      onSent: () => {
        batch.sent = true;
      },
      answer: new Promise((resolve, reject) => {
        setTimeout(() => {
          const priority = sharedReadPriority(() => batch.priorities);
          void withReadPriority(priority, () =>
            othersJoined(key)
              .then(() => fetchV2Pages(v2Url, date, batch))
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
    const alone = async () =>
      (await fetchV2Pages(v2Url, date, { uuids: [uuid] }, signal, options.isInteractive)).get(uuid) ?? [];
    if (options.isInteractive || (isolatedUntil.get(uuid) ?? 0) > clock().getTime()) return alone();
    isolatedUntil.delete(uuid);
    const batch = batchFor(v2Url, date, uuid);
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
