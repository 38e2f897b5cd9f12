import type { ReactNode } from 'react';
import type { Choice } from './select-options';

type RadioChoicesProps<T> = {
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  isDisabled?: (value: T) => boolean;
};

/**
 * A row's radio buttons, each with its label around it; the caller's fieldset (or radiogroup) names them.
 * A choice `isDisabled` says no to is greyed out and cannot be picked.
 */
export function RadioChoices<T extends string | number>({
  name,
  choices,
  value,
  onChange,
  isDisabled,
}: RadioChoicesProps<T>) {
  return (
    <>
      {choices.map((choice) => {
        const disabled = isDisabled?.(choice.value) ?? false;
        return (
          <label
            key={choice.value}
            className={`inline-flex items-center gap-2 ${disabled ? 'text-slate-500' : 'text-slate-800'}`}
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={disabled}
              onChange={() => onChange(choice.value)}
              className="accent-emerald-700"
            />
            {choice.label}
          </label>
        );
      })}
    </>
  );
}

/** A fieldset of radio choices in a row, named by its legend, with a hint under them when there is one (tied by aria-describedby). */
export function RadioGroupField<T extends string | number>({
  id,
  legend,
  hint,
  ...choices
}: RadioChoicesProps<T> & { id: string; legend: string; hint?: ReactNode }) {
  const hintId = `${id}-hint`;
  return (
    <fieldset id={id} aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-2 font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <RadioChoices {...choices} />
      </div>
      {hint ? (
        <p id={hintId} className="mt-2 text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
