import { Field, type FieldProps, textControlProps } from './field';

/** A labelled multi-line text box: its value as typed. */
export function TextAreaField({
  value,
  onChange,
  rows = 4,
  maxLength,
  ...field
}: FieldProps & { value: string; onChange: (value: string) => void; rows?: number; maxLength?: number }) {
  return (
    <Field {...field}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          value={value}
          {...textControlProps(onChange)}
        />
      )}
    </Field>
  );
}
