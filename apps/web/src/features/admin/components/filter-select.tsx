import { SelectField } from '../../../components/form/select-field';

export type FilterOption<T extends string> = { value: T; label: string };

/** A filter's choices: "all" first (labelled `allLabel`), then one per value, in the order given. */
export function filterOptions<V extends string>(
  allLabel: string,
  labels: Record<V, string>,
): readonly FilterOption<'all' | V>[] {
  const values = Object.keys(labels) as V[];
  return [{ value: 'all', label: allLabel }, ...values.map((value) => ({ value, label: labels[value] }))];
}

/** A labelled select in an admin list's filter bar: the form kit's, typed to the filter's values. */
export function FilterSelect<T extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: T;
  options: readonly FilterOption<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <SelectField
      id={id}
      label={label}
      value={value}
      options={options}
      onChange={(next) => onChange(next as T)}
    />
  );
}
