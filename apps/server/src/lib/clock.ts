import type { Clock } from '@teewatch/shared';

/**
 * The one clock of the server: every service that needs "now" is given one, so tests, benchmarks and
 * replays set the time instead of waiting for it.
 *
 * The convention: whatever needs the current time takes `clock: Clock` in its options, with no default
 * (routes and jobs pass ctx.clock), and a computation that must see one instant throughout reads it once
 * and hands it down as `now: Date`, a value, to the helpers and queries it calls.
 *
 * Not "now", so not on the clock: spans measured with performance.now() (the search budget, the
 * in-memory host budget's spacing, the admin source test's latency, the delivery timing), timers
 * (setTimeout, AbortSignal.timeout), and the database's own now() and column defaults.
 */
export type { Clock };

/** The machine's clock: the only reader of the wall clock in server code (Biome's no-wall-clock plugin). */
export const systemClock: Clock = () => new Date();
