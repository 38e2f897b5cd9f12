import { CONTROL_CLASS, Field } from '../../../components/form/field';

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
    <Field id={id} label="Search">
      {(control) => (
        <div className="relative">
          <input
            {...control}
            type={isClearable ? 'text' : 'search'}
            placeholder={placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            className={isClearable ? `${CONTROL_CLASS} pr-10` : CONTROL_CLASS}
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
      )}
    </Field>
  );
}
