import { inputClass, labelClass } from './admin-styles';

/** The labelled "Search" box of an admin list's filter bar; `isClearable` adds a "Clear search" button. */
export function SearchField({
  id,
  placeholder,
  value,
  onChange,
  isClearable = false,
}: {
  id: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  isClearable?: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        Search
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={isClearable ? 'text' : 'search'}
          placeholder={placeholder}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={isClearable ? `${inputClass} pr-10` : inputClass}
        />
        {isClearable && value ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => onChange('')}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-800 focus-ring"
          >
            <span aria-hidden="true">✕</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
