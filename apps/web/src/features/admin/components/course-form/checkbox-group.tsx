export function CheckboxRow({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 rounded border-slate-400 accent-emerald-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

export function CheckboxGroup({
  legend,
  idPrefix,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  idPrefix: string;
  options: readonly string[];
  selected: string[];
  onToggle: (item: string, checked: boolean) => void;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => {
          const id = `${idPrefix}-${option.toLowerCase().replace(/[^a-z]+/g, '-')}`;
          return (
            <CheckboxRow
              key={option}
              id={id}
              label={option}
              checked={selected.includes(option)}
              onChange={(checked) => onToggle(option, checked)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
