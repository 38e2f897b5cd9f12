import type { ReactNode } from 'react';
import { FieldError } from '../../../components/field-error';
import { labelClass } from './admin-styles';

export type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Marks the label as required; the control itself is checked by the form's schema. */
  required?: boolean;
  className?: string;
  children: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
};

/** Label, control and error message wired together (aria-invalid / aria-describedby on the control). */
export function FormField({ id, label, error, hint, required, className = '', children }: FormFieldProps) {
  const describedBy = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? (
          <>
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        ) : null}
      </label>
      <div className="mt-1">
        {children({
          id,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy || undefined,
        })}
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}
