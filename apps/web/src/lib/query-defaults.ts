/** The app's query defaults: the TanStack client's, and the first visit's reads before it (lib/query.ts). */
export const QUERY_DEFAULTS = { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } as const;
