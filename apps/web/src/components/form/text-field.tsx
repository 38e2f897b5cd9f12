import type { InputHTMLAttributes } from 'react';
import { CONTROL_CLASS, Field, type FieldProps } from './field';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>;

/**
 * A labelled input (text, email, password, tel, number, url, time): its value as typed. Other input
 * attributes (type, autoComplete, required, minLength, …) go to the input.
 */
export function TextField({
  id,
  label,
  error,
  hint,
  describedBy,
  markRequired,
  announceError,
  className,
  value,
  onChange,
  ...input
}: FieldProps &
  InputAttributes & {
    value: string | number;
    onChange: (value: string) => void;
  }) {
  return (
    <Field
      id={id}
      label={label}
      error={error}
      hint={hint}
      describedBy={describedBy}
      markRequired={markRequired}
      announceError={announceError}
      className={className}
    >
      {(control) => (
        <input
          name={id}
          {...input}
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className={CONTROL_CLASS}
        />
      )}
    </Field>
  );
}
