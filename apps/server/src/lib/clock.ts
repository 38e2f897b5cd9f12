/**
 * The one clock of the server: every service that needs "now" is given one, so tests, benchmarks and
 * replays set the time instead of waiting for it.
 */
export type Clock = () => Date;

/** The machine's clock: the only reader of the wall clock in server code. */
export const systemClock: Clock = () => new Date();
