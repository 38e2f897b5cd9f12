import { useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

/**
 * An admin list's page and filters; changing a filter goes back to page 1. `params` is what the list's
 * query takes: the page, the filters, and the search trimmed and debounced while the admin types.
 */
export function useListFilters<Filters extends { search: string } & Record<string, string>>(
  initial: Filters,
) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(initial);
  const search = useDebouncedValue(filters.search.trim());
  function setFilter<Key extends keyof Filters>(key: Key, value: Filters[Key]) {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  }
  return { page, setPage, filters, setFilter, params: { ...filters, page, search } };
}
