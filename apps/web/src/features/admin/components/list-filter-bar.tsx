import { type FilterOption, FilterSelect } from './filter-select';
import { SearchField } from './search-field';

export type Filters = { search: string } & Record<string, string>;

/** One select of the bar: which filter it sets, and its choices. */
export type FilterSelectSpec<F extends Filters> = {
  [K in Exclude<keyof F, 'search'>]: {
    filter: K;
    id: string;
    label: string;
    options: readonly FilterOption<F[K]>[];
  };
}[Exclude<keyof F, 'search'>];

/** What the bar holds: the search box and one select per filter, on a grid. */
export type FilterBarSpec<F extends Filters> = {
  /** The grid (its column template differs with the number of selects). */
  barClassName: string;
  search: { id: string; placeholder: string; isClearable?: boolean };
  selects: readonly FilterSelectSpec<F>[];
};

/** The filters and their setter, as useListFilters gives them. */
export type ListFilterState<F extends Filters> = {
  filters: F;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
};

/** An admin list's filter bar: the search box, then one select per filter (admin-console §2). */
export function ListFilterBar<F extends Filters>({
  spec,
  list: { filters, setFilter },
}: {
  spec: FilterBarSpec<F>;
  list: ListFilterState<F>;
}) {
  return (
    <div className={spec.barClassName}>
      <SearchField
        {...spec.search}
        value={filters.search}
        onChange={(value) => setFilter('search', value as F['search'])}
      />
      {spec.selects.map((select) => (
        <FilterSelect
          key={select.id}
          id={select.id}
          label={select.label}
          value={filters[select.filter]}
          options={select.options}
          onChange={(value) => setFilter(select.filter, value)}
        />
      ))}
    </div>
  );
}
