import { churnReplay } from './churn';
import { defaultLatency } from './default-latency';
import { deliveryWindow } from './delivery-window';
import { latency } from './latency';
import { matching } from './matching';
import { upstreamEconomy } from './upstream-economy';

// Alert engine benchmark (issue 5). Prints figures; never fails on a timing.
//  1. Upstream economy: 10,000 active requests over the seeded courses and 30 dates → upstream calls in one
//     cycle ÷ distinct watched (course, date) pairs.
//  2. Matching: 100,000 active requests and 1,000 openings → time to match (one set-based insert) and to
//     enqueue the notify job, on PGlite and on PostgreSQL.
//  3. Latency: slot opened in the simulator → email accepted by a local SMTP server, p50/p95, with the
//     in-process worker and a short poll interval.
//  4. The crash window (issue 12): for each email, the time from the SMTP server's acceptance to the
//     commit that records it — a worker killed inside it re-sends that email (same bytes, same Message-ID).
//  5. Churn replay (issue 12): the churn-replay test's script played to two worker.ts processes on
//     PostgreSQL, every email read against the simulator's ground truth — recall, duplicates, unbookable
//     slots, emails per request, latency from opening to SMTP acceptance, read gaps — once clean and once
//     with a kill -9 of a worker mid-send and a replacement started.
//  6. Latency at the shipped defaults (issue 27): no cadence override, live mode against simulators held
//     to the shipped budgets (ChronoGolf 1 request/s, CPS 4/s a site, 429 past them); watched CPS and
//     ChronoGolf pairs' slot opens → email p50/p95 (and recorded → claimed → accepted) against unwatched
//     pairs' slot opens → opening recorded, and the cadence each tier achieved. BENCH_SHEET_DENSITY=full
//     for full sheets (default sparse).

const only = process.argv[2];
if (!only || only === 'economy') await upstreamEconomy();
if (!only || only === 'matching') {
  if (!process.env.BENCH_EXPLAIN) await matching('pglite');
  await matching('postgres').catch((error) =>
    console.log(`\n2. Matching on PostgreSQL: skipped (${(error as Error).message})`),
  );
}
if (!only || only === 'latency') await latency();
if (!only || only === 'window') {
  await deliveryWindow('pglite');
  await deliveryWindow('postgres').catch((error) =>
    console.log(`\n4. Crash window on PostgreSQL: skipped (${(error as Error).message})`),
  );
}
if (!only || only === 'churn') {
  await churnReplay().catch((error) =>
    console.log(`\n5. Churn replay: failed (${(error as Error).message})`),
  );
}
if (!only || only === 'defaults') await defaultLatency();
process.exit(0);
