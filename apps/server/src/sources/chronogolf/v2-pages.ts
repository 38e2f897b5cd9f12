import { isInteractiveRead } from '../../lib/read-priority';
import { malformedAnswer } from '../upstream-values';

// One v2 request for some courses on one date, every page of it: v2-teetimes.ts batches the courses.

const V2_PAGE_SIZE = 24;
/** A course has at most ~100 tee times a day; a source that keeps paging past this is misbehaving. */
const V2_MAX_PAGES_PER_COURSE = 10;

/** The v2 rows of one request (all its pages), by lower-case course UUID. */
export type V2Answer = Map<string, unknown[]>;

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
export type V2Members = {
  uuids: string[];
  onSent?: () => void;
  /**
   * Only the times before this one (HH:MM) are needed (decision 0300): v2 lists rows in start-time order
   * across the courses asked, so paging stops at the first row from it on.
   */
  untilTime?: string;
};

/** What a v2 request reads with: the host-budgeted GET, and the rows each course had in its last answer. */
export type V2PagesReader = {
  /** GETs a stored URL (or one built when the budget lets it go) through the host budget and parses its JSON. */
  getJson: (storedUrl: string | LazyUrl, signal?: AbortSignal) => Promise<unknown>;
  /** Rows each course had in its last v2 answer: how many pages a request can ask for at once. */
  rowsSeen: Map<string, number>;
  /**
   * Set once an answer listed rows out of start-time order: reads are not cut short any more, since
   * an early stop could then miss a time (the upstream would not be keeping the order relied on).
   */
  isUnordered?: boolean;
};

/** A v2 row's local start time as HH:MM ("5:45" is listed unpadded), or undefined. */
function startTimeOf(raw: unknown): string | undefined {
  const text = (raw as { start_time?: unknown } | null)?.start_time;
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,2}):(\d{2})/.exec(text);
  return match ? `${match[1]!.padStart(2, '0')}:${match[2]}` : undefined;
}

/** A row's sort key in v2's order: the UTC `starts_at`, else its local start time. */
function orderKeyOf(raw: unknown): string | undefined {
  const startsAt = (raw as { starts_at?: unknown } | null)?.starts_at;
  return typeof startsAt === 'string' ? startsAt : startTimeOf(raw);
}

/**
 * Whether a page ends a read narrowed to `untilTime`: a row from it on was listed, and the rows so far
 * kept start-time order (else the reader learns not to stop early again).
 */
function passesUntil(reader: V2PagesReader, rows: unknown[], last: { key?: string }, untilTime?: string) {
  let passed = false;
  for (const raw of rows) {
    const key = orderKeyOf(raw);
    if (key && last.key && key < last.key) reader.isUnordered = true;
    if (key) last.key = key;
    const time = startTimeOf(raw);
    if (untilTime && time && time >= untilTime) passed = true;
  }
  return passed && !reader.isUnordered;
}

/**
 * Every page of one v2 request for these courses on this date. Its members are fixed when page 1 is
 * sent; then the further pages those courses filled last time are asked for at once (the host budget
 * still spaces them), then one at a time until a short page, the only end-of-sheet sign v2 gives.
 */
export async function fetchV2Pages(
  reader: V2PagesReader,
  v2Url: string,
  date: string,
  members: V2Members,
  signal?: AbortSignal,
  isInteractive = false,
): Promise<V2Answer> {
  const { getJson, rowsSeen } = reader;
  const untilTime = reader.isUnordered ? undefined : members.untilTime;
  /** The rows a narrowed read saw are remembered apart from a whole day's, for its own prefetch. */
  const seenKey = (uuid: string) => (untilTime ? `${uuid}<${untilTime}` : uuid);
  const order: { key?: string } = {};
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
    const expectedRows = uuids.reduce((sum, uuid) => sum + (rowsSeen.get(seenKey(uuid)) ?? 0), 0);
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
    if (passesUntil(reader, envelope.teetimes, order, untilTime)) return true;
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
    for (const [uuid, rows] of answer) rowsSeen.set(seenKey(uuid), rows.length);
    return answer;
  } finally {
    siblings.abort();
  }
}
