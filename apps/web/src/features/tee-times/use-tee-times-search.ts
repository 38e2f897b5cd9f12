import { vancouverToday } from '@teewatch/shared';
import { useEffect, useState } from 'react';
import { systemClock } from '../../lib/clock';
import { useTeeTimes } from './api/get-tee-times';
import { dateToMoveTo } from './course-sheet-view';
import { searchAddress, searchFromAddress, type TeeTimesView, VIEW_STORAGE_KEY } from './search-address';
import type { TeeTimeFilters } from './tee-times-filters';

/**
 * The tee-times page's search: its filters and view, read from the address and written back to it (issue
 * 51, item 2: Back, a reload and a shared link open the same search), the view the golfer chose last, and
 * the move to the first date with times when today has none left.
 */
export function useTeeTimesSearch() {
  const [today] = useState(() => vancouverToday(systemClock()));
  const [opened] = useState(() => searchFromAddress(window.location.search, today, readStoredView()));
  const [filters, setFilters] = useState<TeeTimeFilters>(opened.filters);
  const [view, setView] = useState<TeeTimesView>(opened.view);
  // A later date in the address is the golfer's choice; on today the page may move on to the first date
  // that still has times (see below). 'pending' until the first answer on today's date decides.
  const [moved, setMoved] = useState<string | null | 'pending'>(() =>
    opened.filters.date === today ? 'pending' : null,
  );
  const teeTimes = useTeeTimes(filters);

  // Late in the evening today's sheet is empty: open on the first date that still has times.
  useEffect(() => {
    if (moved !== 'pending' || !teeTimes.data || filters.date !== today) return;
    const next = dateToMoveTo(today, teeTimes.data.courses, teeTimes.data.firstDateWithTimes);
    setMoved(next);
    if (next) setFilters((current) => ({ ...current, date: next }));
  }, [moved, teeTimes.data, filters.date, today]);
  useEffect(() => {
    if (teeTimes.isError) setMoved((current) => (current === 'pending' ? null : current));
  }, [teeTimes.isError]);
  // Each change replaces the address (a filter is no Back step of its own); not while the date may move.
  useEffect(() => {
    if (moved === 'pending') return;
    const address = searchAddress(filters, view);
    if (address !== `${window.location.pathname}${window.location.search}`)
      window.history.replaceState(window.history.state, '', address);
  }, [filters, view, moved]);

  return {
    today,
    filters,
    view,
    moved,
    teeTimes,
    /** The golfer chose: the page no longer moves the date on its own. */
    choose(next: (current: TeeTimeFilters) => TeeTimeFilters) {
      setMoved((current) => (current === 'pending' ? null : current));
      setFilters(next);
    },
    chooseView(next: TeeTimesView) {
      setView(next);
      storeView(next);
    },
  };
}

/** The view the golfer chose last, when storage can be read (a private window may refuse it). */
function readStoredView(): string | null {
  try {
    return window.localStorage.getItem(VIEW_STORAGE_KEY);
  } catch {
    return null;
  }
}

function storeView(view: TeeTimesView): void {
  try {
    window.localStorage.setItem(VIEW_STORAGE_KEY, view);
  } catch {
    // Not remembered: the address still carries the view.
  }
}
