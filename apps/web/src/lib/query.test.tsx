import { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type AppQueryOptions, createQueries } from './query';
import * as clientModule from './query-client';
import { QUERY_DEFAULTS } from './query-defaults';

// The reads a first visit makes before TanStack Query has loaded, and the client they seed when it does
// (lib/query.ts). Each test has its own queries and client; answers come from a counted queryFn, time from
// fake timers.

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  const queries = createQueries(async () => ({ ...clientModule, queryClient }));
  const loadClient = () => act(() => queries.loadQueryClient());
  return { queries, queryClient, loadClient };
}

type UseQuery = ReturnType<typeof createQueries>['useQuery'];

function Shows({
  useQuery,
  options,
  label,
}: {
  useQuery: UseQuery;
  options: AppQueryOptions<string>;
  label: string;
}) {
  const { data, isPending, isError } = useQuery(options);
  return <p data-testid={label}>{isPending ? 'pending' : isError ? 'error' : data}</p>;
}

const shown = (label: string) => screen.getByTestId(label).textContent;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A queryFn that answers "answer 1", "answer 2", … or fails while `failing` is set. */
function counted() {
  const state = { calls: 0, failing: false };
  const queryFn = vi.fn(async () => {
    state.calls += 1;
    if (state.failing) throw new Error(`failure ${state.calls}`);
    return `answer ${state.calls}`;
  });
  return { state, queryFn };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('reads before TanStack Query has loaded', () => {
  it('fetch once for every component showing the same query', async () => {
    const { queries } = setup();
    const { queryFn } = counted();
    const options = { queryKey: ['one'], queryFn };
    render(
      <>
        <Shows useQuery={queries.useQuery} options={options} label="a" />
        <Shows useQuery={queries.useQuery} options={options} label="b" />
      </>,
    );
    expect(shown('a')).toBe('pending');
    await advance(0);
    expect([shown('a'), shown('b')]).toEqual(['answer 1', 'answer 1']);
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('retry a failure once before showing it', async () => {
    const { queries } = setup();
    const { state, queryFn } = counted();
    state.failing = true;
    render(<Shows useQuery={queries.useQuery} options={{ queryKey: ['two'], queryFn }} label="q" />);
    await advance(0);
    expect(shown('q')).toBe('pending');
    await advance(1000);
    expect(shown('q')).toBe('error');
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('read again on the query’s interval', async () => {
    const { queries } = setup();
    const { queryFn } = counted();
    render(
      <Shows
        useQuery={queries.useQuery}
        options={{ queryKey: ['three'], queryFn, refetchInterval: 60_000 }}
        label="q"
      />,
    );
    await advance(0);
    expect(shown('q')).toBe('answer 1');
    await advance(60_000);
    expect(shown('q')).toBe('answer 2');
  });
});

describe('when TanStack Query arrives', () => {
  it('seeds its cache with what was read, so a component mounted then asks nothing again', async () => {
    const { queries, queryClient, loadClient } = setup();
    const { queryFn } = counted();
    const options = { queryKey: ['four'], queryFn };
    render(<Shows useQuery={queries.useQuery} options={options} label="before" />);
    await advance(0);
    await loadClient();
    expect(queryClient.getQueryData(['four'])).toBe('answer 1');

    render(<Shows useQuery={queries.useQuery} options={options} label="after" />);
    await advance(0);
    expect(shown('after')).toBe('answer 1');
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
