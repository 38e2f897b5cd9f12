import type { ReactNode } from 'react';
import { type FilterBarSpec, type Filters, ListFilterBar, type ListFilterState } from './list-filter-bar';
import { ListTable } from './list-table';

/** What a filtered admin list shows: its filter bar and its table's columns (admin-console §2). */
export type FilteredListSpec<F extends Filters> = FilterBarSpec<F> & {
  /** What the rows are, as the list says it: "Loading {noun}...", "No {noun} found". */
  noun: string;
  /** The filters a visit starts with (useListFilters). */
  initial: F;
  headings: readonly string[];
};

/**
 * An admin list that filters (Courses, Requests, Notifications): the filter bar over the table, with
 * the table's loading and empty states; `children` draws one row.
 */
export function FilteredListTable<F extends Filters, Row>({
  spec,
  list,
  isPending,
  rows,
  children,
}: {
  spec: FilteredListSpec<F>;
  list: ListFilterState<F>;
  isPending: boolean;
  rows: readonly Row[];
  children: (row: Row) => ReactNode;
}) {
  return (
    <>
      <ListFilterBar spec={spec} list={list} />
      <ListTable
        isPending={isPending}
        isEmpty={rows.length === 0}
        loadingText={`Loading ${spec.noun}...`}
        emptyText={`No ${spec.noun} found`}
        headings={spec.headings}
      >
        {rows.map((row) => children(row))}
      </ListTable>
    </>
  );
}
