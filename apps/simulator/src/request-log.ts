import { systemNow } from './clock';
// Every protocol request the simulator answers, so tests and benchmarks can count upstream calls
// (cache hits, single-flight, polling once per course and date). `at` is real time, not the sheet clock.

export type LoggedRequest = {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  at: string;
};

export type RequestLogSnapshot = { total: number; byPath: Record<string, number>; log: LoggedRequest[] };

const KEPT = 1000;

export function createRequestLog() {
  let total = 0;
  let byPath: Record<string, number> = {};
  let log: LoggedRequest[] = [];

  function record(method: string, url: URL): void {
    const query: Record<string, string | string[]> = {};
    for (const [key, value] of url.searchParams) {
      const existing = query[key];
      if (existing === undefined) query[key] = value;
      else query[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    }
    total += 1;
    byPath[url.pathname] = (byPath[url.pathname] ?? 0) + 1;
    log.push({ method, path: url.pathname, query, at: systemNow().toISOString() });
    if (log.length > KEPT) log = log.slice(-KEPT);
  }

  function snapshot(): RequestLogSnapshot {
    return { total, byPath: { ...byPath }, log: [...log] };
  }

  function clear(): void {
    total = 0;
    byPath = {};
    log = [];
  }

  return { record, snapshot, clear };
}

export type RequestLog = ReturnType<typeof createRequestLog>;
