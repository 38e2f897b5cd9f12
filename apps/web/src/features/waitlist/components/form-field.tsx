import type { ReactNode } from 'react';
import { FieldError } from '../../../components/field-error';
import { SelectOptions } from '../../../components/select-options';

/** A labelled control with its error below, tied to the control by `${id}-error` (aria-describedby). */
export function FormField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-900">
        {label}
      </label>
      {children}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The aria props a control gets from its field's error. */
export function errorProps(id: string, error: string | undefined) {
  return { 'aria-invalid': Boolean(error), 'aria-describedby': error ? `${id}-error` : undefined };
}

/** A control's id, its error wiring and its look (a red border when its field has an error). */
export function controlProps(id: string, error: string | undefined) {
  return {
    id,
    ...errorProps(id, error),
    className: `w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus-ring ${
      error ? 'border-red-600' : 'border-slate-300'
    }`,
  };
}

/** A labelled select of the form: its options, shown through `optionLabel` when they are plain values. */
export function SelectField<T extends string | number>({
  id,
  label,
  error,
  value,
  options,
  optionLabel,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  value: T;
  options: readonly (T | { value: T; label: string })[];
  optionLabel?: (value: T) => string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <select {...controlProps(id, error)} value={value} onChange={(event) => onChange(event.target.value)}>
        <SelectOptions options={options} label={optionLabel} />
      </select>
    </FormField>
  );
}

/** A labelled text input of the form (phone, email): its type and autofill hint, its value as typed. */
export function InputField({
  id,
  label,
  error,
  type,
  autoComplete,
  value,
  onChange,
}: {
  id: string;
  label: string;
  error: string | undefined;
  type: 'tel' | 'email';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <input
        {...controlProps(id, error)}
        type={type}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
