import { SelectOptions } from '../../../components/select-options';
import { inputClass, labelClass } from './admin-styles';

export type FilterOption<T extends string> = { value: T; label: string };

/** A filter's choices: "all" first (labelled `allLabel`), then one per value, in the order given. */
export function filterOptions<V extends string>(
  allLabel: string,
  labels: Record<V, string>,
): readonly FilterOption<'all' | V>[] {
  const values = Object.keys(labels) as V[];
  return [{ value: 'all', label: allLabel }, ...values.map((value) => ({ value, label: labels[value] }))];
}

/** A labelled select in an admin list's filter bar. */
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
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={`mt-1 ${inputClass}`}
      >
        <SelectOptions options={options} />
      </select>
    </div>
  );
}
