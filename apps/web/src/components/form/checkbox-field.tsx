import type { ReactNode } from 'react';
import { FieldError } from './field-error';
import type { Choice } from './select-options';

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

/**
 * A fieldset of checkboxes in a row, named by its legend, with a hint under them when there is one (tied by
 * aria-describedby): RadioGroupField's shape for a choice of several.
 */
export function CheckboxChoicesField<T extends string>({
  id,
  legend,
  hint,
  choices,
  selected,
  onToggle,
  invalid,
}: {
  id: string;
  legend: string;
  hint?: ReactNode;
  choices: readonly Choice<T>[];
  selected: readonly T[];
  onToggle: (value: T, checked: boolean) => void;
  /** The group's error is shown by the caller's FieldError (id `${id}-error`). */
  invalid?: boolean;
}) {
  const describedBy = [hint ? `${id}-hint` : '', invalid ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <fieldset id={id} aria-describedby={describedBy || undefined}>
      <legend className="mb-2 font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {choices.map((choice) => (
          <label key={choice.value} className="inline-flex items-center gap-2 text-slate-800">
            <input
              type="checkbox"
              name={id}
              value={choice.value}
              checked={selected.includes(choice.value)}
              onChange={(event) => onToggle(choice.value, event.target.checked)}
              className="h-4 w-4 rounded border-slate-400 accent-emerald-700"
            />
            {choice.label}
          </label>
        ))}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-2 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
