import type { Choice } from './select-options';

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
}: {
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  isDisabled?: (value: T) => boolean;
}) {
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
