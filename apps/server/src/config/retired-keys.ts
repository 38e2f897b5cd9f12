// Keys the server once read and reads no more (decision 0290). Settings are an interface: a deployment's
// environment may still set one, so a retired key never stops a start; it is ignored, with a warning that
// names it, so the operator can remove it. A key leaves this list only after a release has warned about it.

export const RETIRED_KEYS: Readonly<Record<string, string>> = {
  // The in-memory search cache from before the mirror (decision 0012); SEARCH_ANSWER_TTL_MS is today's.
  SEARCH_CACHE_TTL_MS: 'the search answers from the mirror; SEARCH_ANSWER_TTL_MS is its answer cache',
  SEARCH_STALE_MS: 'the search answers from the mirror; a course states its own freshness',
};

/** One warning per retired key that is set (to anything, even empty). */
export function retiredKeyWarnings(env: NodeJS.ProcessEnv): string[] {
  return Object.entries(RETIRED_KEYS)
    .filter(([key]) => env[key] !== undefined)
    .map(([key, why]) => `${key} is no longer read and is ignored (${why}); remove it from the environment`);
}
