import { type FilterOption, FilterSelect } from './filter-select';
import { SearchField } from './search-field';

type Filters = { search: string } & Record<string, string>;

/** One select of the bar: which filter it sets, and its choices. */
export type FilterSelectSpec<F extends Filters> = {
  [K in Exclude<keyof F, 'search'>]: {
    filter: K;
    id: string;
    label: string;
    options: readonly FilterOption<F[K]>[];
  };
}[Exclude<keyof F, 'search'>];

/** An admin list's filter bar: the search box, then one select per filter (admin-console §2). */
export function ListFilterBar<F extends Filters>({
  className,
  search,
  selects,
  filters,
  setFilter,
}: {
  /** The grid (its column template differs with the number of selects). */
  className: string;
  search: { id: string; placeholder: string; isClearable?: boolean };
  selects: readonly FilterSelectSpec<F>[];
  filters: F;
  setFilter: <K extends keyof F>(key: K, value: F[K]) => void;
}) {
  return (
    <div className={className}>
      <SearchField
        {...search}
        value={filters.search}
        onChange={(value) => setFilter('search', value as F['search'])}
      />
      {selects.map((select) => (
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
