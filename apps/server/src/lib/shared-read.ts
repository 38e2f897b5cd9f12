/**
 * `read`, shared by every caller that asks while it runs, then run anew. Metrics use it: prom-client
 * collects all the gauges of a scrape at once, so gauges one query fills each await the same query.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
}
