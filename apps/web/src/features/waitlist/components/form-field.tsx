import type { ReactNode } from 'react';
import { FieldError } from '../../../components/field-error';

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
