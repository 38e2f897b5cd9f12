import type { ChangeEvent, ReactNode } from 'react';
import { FieldError } from './field-error';

// The form kit (decision 0189): every form's labelled controls are a Field, or one of the fields built on it
// (TextField, SelectField, CheckboxField), so each ties its label, hint and error to its control the same way.

/** What a Field hands its control: the id its label names, and the error and hint tied to it. */
export type FieldControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export type FieldProps = {
  id: string;
  label: ReactNode;
  error?: string;
  /** A line under the control, tied to it (aria-describedby) like the error. */
  hint?: ReactNode;
  /** The id of a hint the control shares with others (a fieldset's), tied to it as well. */
  describedBy?: string;
  /** Shows a "*" after the label (and "(required)" to screen readers) where a form has optional fields too. */
  markRequired?: boolean;
  /** Announces the error as it appears (role alert): for a one-field form with no error summary. */
  announceError?: boolean;
  className?: string;
};

/** The look every text input and select of a form shares; a field with an error has a red border. */
export const CONTROL_CLASS =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-emerald-700 focus-ring aria-[invalid=true]:border-red-600';

const LABEL_CLASS = 'mb-1 block text-sm font-medium text-slate-800';

// Every key of FieldProps (the Record's type makes a new one a compile error until it is listed here).
const FIELD_KEYS: Record<keyof FieldProps, true> = {
  id: true,
  label: true,
  error: true,
  hint: true,
  describedBy: true,
  markRequired: true,
  announceError: true,
  className: true,
};

/** Splits a field's own props from the rest, which go to its control (a TextField's input attributes). */
export function splitFieldProps<P extends FieldProps>(props: P): [FieldProps, Omit<P, keyof FieldProps>] {
  const field: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (Object.hasOwn(FIELD_KEYS, key)) field[key] = value;
    else rest[key] = value;
  }
  return [field as FieldProps, rest as Omit<P, keyof FieldProps>];
}

type TextControlElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What the kit's input, select and text box share: the look, and their value handed on as a string. */
export function textControlProps(onChange: (value: string) => void) {
  return {
    onChange: (event: ChangeEvent<TextControlElement>) => onChange(event.target.value),
    className: CONTROL_CLASS,
  };
}

/** The props that tie a control to its error and hint (for controls laid out outside a Field). */
export function fieldControlProps(
  id: string,
  { error, hint, describedBy }: Pick<FieldProps, 'error' | 'hint' | 'describedBy'> = {},
): FieldControlProps {
  const ids = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined, describedBy]
    .filter(Boolean)
    .join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

/** Label, control, hint and error, wired together; `children` renders the control with the props it gets. */
export function Field({
  id,
  label,
  error,
  hint,
  describedBy,
  markRequired,
  announceError,
  className,
  children,
}: FieldProps & { children: (control: FieldControlProps) => ReactNode }) {
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {markRequired ? (
          <>
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
            <span className="sr-only"> (required)</span>
          </>
        ) : null}
      </label>
      {children(fieldControlProps(id, { error, hint, describedBy }))}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} role={announceError ? 'alert' : undefined} />
    </div>
  );
}
