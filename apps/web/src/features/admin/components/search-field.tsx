import { inputClass, labelClass } from './admin-styles';

/** The labelled "Search" box of an admin list's filter bar. */
export function SearchField({
  id,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Search
      </label>
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={`mt-1 ${inputClass}`}
      />
    </div>
  );
}
