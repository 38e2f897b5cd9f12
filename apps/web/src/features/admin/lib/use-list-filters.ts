import { useState } from 'react';

/** An admin list's page and filters; changing a filter goes back to page 1. */
export function useListFilters<Filters extends Record<string, string>>(initial: Filters) {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState(initial);
  function setFilter<Key extends keyof Filters>(key: Key, value: Filters[Key]) {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  }
  return { page, setPage, filters, setFilter };
}
