import { FieldError } from './field-error';

type TextFieldProps = {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  minLength?: number;
  maxLength?: number;
};

/** A labelled, required input with its error tied to it for screen readers (sign-in dialog, account page). */
export function TextField({ id, label, error, onChange, ...input }: TextFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={id}
        required
        {...input}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-emerald-700 focus:outline-2 focus:outline-offset-0 focus:outline-emerald-700 ${
          error ? 'border-red-600' : 'border-slate-300'
        }`}
      />
      <FieldError id={id} error={error} />
    </div>
  );
}
