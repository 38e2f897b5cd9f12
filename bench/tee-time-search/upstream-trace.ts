// Where a cold search's time goes (issue 27): every upstream request the in-process app sends, traced at
// the moment undici creates it, once its host budget let it go (so a request's start minus the search's start is
// its queue wait behind the budget, and its end minus its start the upstream's latency). Each request is
// named by its budget's host (a CPS site, a v3 tenant, ChronoGolf) and marked "golfer" when a waiting
// golfer's read sent it, else "scheduled" (the mirror's reads and the ids check). Bench only.
import diagnosticsChannel from 'node:diagnostics_channel';
import { isInteractiveRead } from '@teewatch/server';

export type TracedRequest = {
  /** The budget it went through: a CPS site (`cps golfvancouver`), a v3 tenant, or `chronogolf`. */
  host: string;
  /** Sent for a waiting golfer (a search's read or ids check), or for the mirror's schedule. */
  by: 'golfer' | 'scheduled';
  /** club page, v2 page N (courses), classic, cps … */
  kind: string;
  startMs: number;
  endMs: number;
};

type UndiciRequest = { origin?: string | URL; path: string };

/**
 * Traces the requests to `baseUrl` through undici's diagnostics channels: the app's upstream reads go out
 * through the fetch guard's own undici (decision 0240), not globalThis.fetch, so wrapping that saw none of
 * them. A request starts when undici creates it (its budget let it go) and ends at its last byte or its error.
 */
export function traceUpstream(baseUrl: string) {
  const requests: TracedRequest[] = [];
  const open = new Map<UndiciRequest, { url: URL; by: TracedRequest['by']; startMs: number }>();
  const onCreate = (message: unknown) => {
    const { request } = message as { request: UndiciRequest };
    const url = new URL(request.path, String(request.origin ?? ''));
    if (!url.href.startsWith(baseUrl)) return;
    open.set(request, { url, by: isInteractiveRead() ? 'golfer' : 'scheduled', startMs: performance.now() });
  };
  const onEnd = (message: unknown) => {
    const { request } = message as { request: UndiciRequest };
    const started = open.get(request);
    if (!started) return;
    open.delete(request);
    const { url, by, startMs } = started;
    requests.push({ host: hostOf(url), by, kind: kindOf(url), startMs, endMs: performance.now() });
  };
  diagnosticsChannel.subscribe('undici:request:create', onCreate);
  diagnosticsChannel.subscribe('undici:request:trailers', onEnd);
  diagnosticsChannel.subscribe('undici:request:error', onEnd);
  return {
    requests,
    restore() {
      diagnosticsChannel.unsubscribe('undici:request:create', onCreate);
      diagnosticsChannel.unsubscribe('undici:request:trailers', onEnd);
      diagnosticsChannel.unsubscribe('undici:request:error', onEnd);
    },
  };
}

/** The simulator's path names the real host: /cps/<site>/… (a v3 tenant: /cps/w/<Tenant>/…), /chronogolf/…. */
function hostOf(url: URL): string {
  const [prefix, site, tenant] = url.pathname.split('/').filter(Boolean);
  if (prefix !== 'cps') return 'chronogolf';
  return site === 'w' ? `cps-v3 ${tenant}` : `cps ${site}`;
}

function kindOf(url: URL): string {
  if (url.pathname.includes('/marketplace/v2/teetimes')) {
    const courses = (url.searchParams.get('course_ids') ?? '').split(',').filter(Boolean).length;
    return `v2 ${url.searchParams.get('start_date')} p${url.searchParams.get('page')} (${courses} courses)`;
  }
  if (url.pathname.includes('/club/')) return 'club page';
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  const date = url.searchParams.get('searchDate') ?? url.searchParams.get('Date');
  return date ? `${last} ${date}` : last;
}

/**
 * One line per host and sender: requests sent during [fromMs, toMs], their first and last start in it,
 * latency p50/max, and how many of each kind.
 */
export function summariseTrace(requests: TracedRequest[], fromMs: number, toMs: number): string[] {
  const lines: string[] = [];
  const during = requests.filter((request) => request.startMs >= fromMs && request.startMs <= toMs);
  const senders = [...new Set(during.map((request) => `${request.host} (${request.by})`))].sort();
  for (const sender of senders) {
    const mine = during
      .filter((request) => `${request.host} (${request.by})` === sender)
      .sort((a, b) => a.startMs - b.startMs);
    const latencies = mine.map((request) => request.endMs - request.startMs).sort((a, b) => a - b);
    const kinds = new Map<string, number>();
    for (const request of mine) {
      const kind = request.kind.replace(/ p\d+/, '');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    lines.push(
      `     ${sender}: ${mine.length} requests, starts ${seconds(mine[0]!.startMs - fromMs)}–${seconds(mine.at(-1)!.startMs - fromMs)} into the window, latency p50 ${Math.round(latencies[Math.floor(latencies.length / 2)]!)} ms max ${Math.round(latencies.at(-1)!)} ms; ${[...kinds].map(([kind, count]) => `${count}× ${kind}`).join(', ')}`,
    );
  }
  return lines;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
