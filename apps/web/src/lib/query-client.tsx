import { QueryClient, QueryClientContext, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { QUERY_DEFAULTS } from './query-defaults';

// TanStack Query and the app's one client, loaded by lib/query.ts when the first thing that needs them
// does: never on a first visit to the home page (its JavaScript budget).

export const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
// Mounted for the rest of the visit, as the provider at the app's root kept it: stale queries refetch when
// the network returns, whichever components hold them.
queryClient.mount();

/** `Component` inside the app client's provider (lazy pages and lazy parts of the header). */
export function withQueryClient<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryClient(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <Component {...props} />
      </QueryClientProvider>
    );
  }
  return WithQueryClient;
}

export { QueryClientContext, useQuery };
