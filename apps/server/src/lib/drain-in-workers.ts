/**
 * Works off everything `list` names, `concurrency` ids at a time, then lists again until a listing
 * names nothing it has not tried: what became due while a round ran (a retry, a new match) is taken in
 * the same call, and an id whose work left it listed is not tried twice. The delivery engine drains
 * every channel this way (delivery/); its row-level claims make several drains at once safe.
 */
export async function drainInWorkers(options: {
  list: () => Promise<number[]>;
  work: (id: number) => Promise<void>;
  concurrency?: number;
}): Promise<void> {
  const attempted = new Set<number>();
  for (;;) {
    const queue = (await options.list()).filter((id) => !attempted.has(id));
    if (queue.length === 0) return;
    const workers = Array.from({ length: Math.min(options.concurrency ?? 4, queue.length) }, async () => {
      for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
        attempted.add(id);
        await options.work(id);
      }
    });
    await Promise.all(workers);
  }
}
