import type { ReactNode } from 'react';
import { FieldError } from './field-error';

/** A checkbox with its label beside it, and its error (tied by aria-describedby) below. */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  error,
  className,
}: {
  id: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  className?: string;
}) {
  return (
    <div className={className}>
      <div className="flex items-start gap-2">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-slate-400 accent-emerald-700"
        />
        <label htmlFor={id} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
}

/** A fieldset of checkboxes, one per option, each id `${idPrefix}-${the option in kebab case}`. */
export function CheckboxGroup({
  legend,
  idPrefix,
  options,
  selected,
  onToggle,
  className,
}: {
  legend: string;
  idPrefix: string;
  options: readonly string[];
  selected: readonly string[];
  onToggle: (option: string, checked: boolean) => void;
  className?: string;
}) {
  return (
    <fieldset className={className}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => (
          <CheckboxField
            key={option}
            id={`${idPrefix}-${option.toLowerCase().replace(/[^a-z]+/g, '-')}`}
            label={option}
            checked={selected.includes(option)}
            onChange={(checked) => onToggle(option, checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
