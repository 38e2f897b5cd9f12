import type { InputHTMLAttributes } from 'react';
import { inputClass } from './admin-styles';
import { FormField, type FormFieldProps } from './form-field';

type InputFieldProps = Omit<FormFieldProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'>;

/** A FormField holding one input; the props FormField does not take go to the input. */
export function InputField({ id, label, error, hint, required, className, ...inputProps }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} required={required} className={className}>
      {(props) => <input {...props} className={inputClass} {...inputProps} />}
    </FormField>
  );
}
