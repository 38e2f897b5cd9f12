import { Field, type FieldProps, textControlProps } from './field';
import { type Choice, SelectOptions } from './select-options';

/** A labelled select: its options (choices, or plain values shown through `optionLabel`), its value as a string. */
export function SelectField<T extends string | number>({
  value,
  options,
  optionLabel,
  onChange,
  disabled,
  ...field
}: FieldProps & {
  value: T;
  options: readonly (T | Choice<T>)[];
  optionLabel?: (value: T) => string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  return (
    <Field {...field}>
      {(control) => (
        <select {...control} value={value} disabled={disabled} {...textControlProps(onChange)}>
          <SelectOptions options={options} label={optionLabel} />
        </select>
      )}
    </Field>
  );
}
