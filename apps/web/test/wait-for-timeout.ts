/** How long a web test waits for what it looks for (findBy*, waitFor, vi.waitFor): a bound, not a speed. */
export const WAIT_FOR_TIMEOUT_MS = 15_000;
