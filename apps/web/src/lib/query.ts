import type { QueryKey } from '@tanstack/react-query';
import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';
import { systemClock } from './clock';
import { QUERY_DEFAULTS } from './query-defaults';

// TanStack Query (~12 KB gzipped) stays out of the home page's first load, which has a JavaScript budget
// (`npm run budget`). It loads with the first thing that needs it: any other page, the sign-in dialog, the
// account menu (`loadQueryClient`, `lazyWithQueryClient`). The three reads a first visit makes before then
// (the demo banner's app info, the home page's course count and "Just opened") use `useQuery` below: a
// component mounted after the client arrived gets TanStack's own `useQuery`; one mounted before gets one
// fetch per query key (a retry, the query's refetch interval), whose answers seed the client when it arrives
// so the next page reads them from its cache instead of asking again.

/** What a first-visit read may set; the same object is a valid TanStack query. */
export type AppQueryOptions<TData> = {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<TData>;
  staleTime?: number;
  refetchInterval?: number;
  retry?: number;
};

/** What callers read of a query (TanStack's result has these fields and more). */
export type QueryResult<TData> = {
  data: TData | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  isSuccess: boolean;
};

export type QueryClientModule = typeof import('./query-client');
type Read = {
  queryKey: QueryKey;
  result: QueryResult<unknown>;
  updatedAt: number;
  fetching: Promise<void> | undefined;
  listeners: Set<() => void>;
};

const PENDING: QueryResult<unknown> = {
  data: undefined,
  error: null,
  isPending: true,
  isError: false,
  isSuccess: false,
};

function settle(read: Read, result: QueryResult<unknown>): void {
  read.result = result;
  for (const listener of read.listeners) listener();
}

/** One fetch per read at a time; a failure is retried (TanStack's default delay) before it shows. */
function fetchRead(read: Read, options: AppQueryOptions<unknown>): Promise<void> {
  read.fetching ??= (async () => {
    const retries = options.retry ?? QUERY_DEFAULTS.retry;
    for (let failures = 0; ; failures += 1) {
      try {
        const data = await options.queryFn({ signal: new AbortController().signal });
        read.updatedAt = systemClock().getTime();
        return settle(read, { data, error: null, isPending: false, isError: false, isSuccess: true });
      } catch (error) {
        if (failures >= retries) {
          const { data } = read.result;
          return settle(read, {
            data,
            error: error as Error,
            isPending: false,
            isError: true,
            isSuccess: false,
          });
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(1000 * 2 ** failures, 30_000)));
      }
    }
  })().finally(() => {
    read.fetching = undefined;
  });
  return read.fetching;
}

/**
 * The app's queries of one page load: first-visit reads until `load` brings TanStack Query, then its client.
 * The app has one (below); tests make their own.
 */
export function createQueries(load: () => Promise<QueryClientModule>) {
  const reads = new Map<string, Read>();
  let client: QueryClientModule | undefined;
  let loading: Promise<QueryClientModule> | undefined;

  function readOf(queryKey: QueryKey): Read {
    const hash = JSON.stringify(queryKey);
    let read = reads.get(hash);
    if (!read) {
      read = { queryKey, result: PENDING, updatedAt: 0, fetching: undefined, listeners: new Set() };
      reads.set(hash, read);
    }
    return read;
  }

  function useFirstVisitRead<TData>(options: AppQueryOptions<TData>): QueryResult<TData> {
    const read = readOf(options.queryKey);
    const [subscribe] = useState(() => (listener: () => void) => {
      read.listeners.add(listener);
      return () => read.listeners.delete(listener);
    });
    const snapshot = () => read.result;
    // The same snapshot on the server: the page shells are rendered at build (app/page-shells.tsx).
    const result = useSyncExternalStore(subscribe, snapshot, snapshot);
    // A query's options are fixed where it is written, so the read is the only dependency.
    // biome-ignore lint/correctness/useExhaustiveDependencies: options never change for one read
    useEffect(() => {
      const staleTime = options.staleTime ?? QUERY_DEFAULTS.staleTime;
      const fetchNow = () => void fetchRead(read, options as AppQueryOptions<unknown>);
      if (read.result.isPending || read.updatedAt + staleTime <= systemClock().getTime()) fetchNow();
      if (!options.refetchInterval) return;
      const interval = setInterval(
        () => document.visibilityState !== 'hidden' && fetchNow(),
        options.refetchInterval,
      );
      return () => clearInterval(interval);
    }, [read]);
    return result as QueryResult<TData>;
  }

  function useClientQuery<TData>(
    module: QueryClientModule,
    options: AppQueryOptions<TData>,
  ): QueryResult<TData> {
    // The provider's client where there is one (tests give their own), else the app's.
    const provided = useContext(module.QueryClientContext);
    return module.useQuery(options, provided ?? module.queryClient);
  }

  /** `useQuery` for what a first visit reads: TanStack's once its client has loaded (see the top of this file). */
  function useQuery<TData>(options: AppQueryOptions<TData>): QueryResult<TData> {
    // Fixed when the component mounts, so its hooks always run in the same order.
    const [loadedAtMount] = useState(() => client);
    // biome-ignore lint/correctness/useHookAtTopLevel: the condition never changes for a mounted component
    return loadedAtMount ? useClientQuery(loadedAtMount, options) : useFirstVisitRead(options);
  }

  /** Loads TanStack Query and the app's client once, seeding it with what the first visit has read. */
  function loadQueryClient(): Promise<QueryClientModule> {
    loading ??= load().then(
      (module) => {
        for (const read of reads.values()) {
          if (read.result.isSuccess) {
            module.queryClient.setQueryData(read.queryKey, read.result.data, { updatedAt: read.updatedAt });
          }
        }
        client = module;
        return module;
      },
      (error: unknown) => {
        loading = undefined; // a chunk that failed to arrive may arrive on the next try
        throw error;
      },
    );
    return loading;
  }

  return { useQuery, loadQueryClient };
}

const queries = createQueries(() => import('./query-client'));
/** `useQuery` for what a first visit reads: TanStack's once its client has loaded (see the top of this file). */
export const useQuery = queries.useQuery;
/** Loads TanStack Query and the app's client once, seeding it with what the first visit has read. */
export const loadQueryClient = queries.loadQueryClient;

/** `React.lazy` for a component that uses TanStack Query: it arrives with the client, inside its provider. */
export function lazyWithQueryClient<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(async () => {
    const [Component, module] = await Promise.all([load(), loadQueryClient()]);
    return { default: module.withQueryClient(Component) };
  });
}
