import type { InputHTMLAttributes } from 'react';
import { Field, type FieldProps, splitFieldProps, textControlProps } from './field';

type InputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'value' | 'onChange'>;

/**
 * A labelled input (text, email, password, tel, number, url, time): its value as typed. Other input
 * attributes (type, autoComplete, required, minLength, …) go to the input.
 */
export function TextField({
  value,
  onChange,
  ...props
}: FieldProps &
  InputAttributes & {
    value: string | number;
    onChange: (value: string) => void;
  }) {
  const [field, input] = splitFieldProps(props);
  return (
    <Field {...field}>
      {(control) => (
        <input name={field.id} {...input} {...control} value={value} {...textControlProps(onChange)} />
      )}
    </Field>
  );
}
