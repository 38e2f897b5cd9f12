// The simulator's own rate limit (SimulatorOptions.rateLimitPerSecond), on real time.

/** A token bucket of `perSecond` tokens a second holding at most twice that: false when a request must wait. */
export function createRateLimiter(perSecond: number): { take(): boolean } {
  const capacity = 2 * perSecond;
  let tokens = capacity;
  let updatedAt = performance.now();
  return {
    take() {
      const at = performance.now();
      tokens = Math.min(capacity, tokens + ((at - updatedAt) / 1000) * perSecond);
      updatedAt = at;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
