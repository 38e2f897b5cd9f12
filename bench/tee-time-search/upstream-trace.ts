// Where a cold search's time goes (issue 27): every upstream request the in-process app sends, traced at
// the fetch it makes once its host budget let it go (so a request's start minus the search's start is
// its queue wait behind the budget, and its end minus its start the upstream's latency). Bench only.

export type TracedRequest = {
  host: string;
  /** club page, v2 page N (courses), classic, cps … */
  kind: string;
  startMs: number;
  endMs: number;
};

/** Wraps globalThis.fetch for requests to `baseUrl`; returns the trace and a way to put fetch back. */
export function traceUpstream(baseUrl: string) {
  const original = globalThis.fetch;
  const requests: TracedRequest[] = [];
  globalThis.fetch = async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!url.href.startsWith(baseUrl)) return original(input, init);
    const startMs = performance.now();
    try {
      return await original(input, init);
    } finally {
      requests.push({ host: hostOf(url), kind: kindOf(url), startMs, endMs: performance.now() });
    }
  };
  return {
    requests,
    restore() {
      globalThis.fetch = original;
    },
  };
}

function hostOf(url: URL): string {
  return url.pathname.includes('cps') || url.pathname.includes('onlineres') ? 'cps' : 'chronogolf';
}

function kindOf(url: URL): string {
  if (url.pathname.includes('/marketplace/v2/teetimes')) {
    const courses = (url.searchParams.get('course_ids') ?? '').split(',').filter(Boolean).length;
    return `v2 ${url.searchParams.get('start_date')} p${url.searchParams.get('page')} (${courses} courses)`;
  }
  if (url.pathname.includes('/club/')) return 'club page';
  const last = url.pathname.split('/').filter(Boolean).pop() ?? '';
  return last;
}

/** One line per host: requests sent during [fromMs, toMs], their first and last start in it, latency p50/max. */
export function summariseTrace(requests: TracedRequest[], fromMs: number, toMs: number): string[] {
  const lines: string[] = [];
  const during = requests.filter((request) => request.startMs >= fromMs && request.startMs <= toMs);
  for (const host of [...new Set(during.map((request) => request.host))].sort()) {
    const mine = during.filter((request) => request.host === host).sort((a, b) => a.startMs - b.startMs);
    const latencies = mine.map((request) => request.endMs - request.startMs).sort((a, b) => a - b);
    const kinds = new Map<string, number>();
    for (const request of mine) {
      const kind = request.kind.replace(/ p\d+/, '');
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    }
    lines.push(
      `     ${host}: ${mine.length} requests, starts ${seconds(mine[0]!.startMs - fromMs)}–${seconds(mine.at(-1)!.startMs - fromMs)} into the window, latency p50 ${Math.round(latencies[Math.floor(latencies.length / 2)]!)} ms max ${Math.round(latencies.at(-1)!)} ms; ${[...kinds].map(([kind, count]) => `${count}× ${kind}`).join(', ')}`,
    );
  }
  return lines;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}
