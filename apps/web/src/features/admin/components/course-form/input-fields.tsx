import { TextField } from '../../../../components/form/text-field';
import type { InputSpec } from './course-form-fields';
import type { CourseFormState } from './use-course-form';

/** The plain inputs of a section, each bound to its value and error. */
export function InputFields({ form, fields }: { form: CourseFormState; fields: readonly InputSpec[] }) {
  return fields.map(({ key, isWide, required, ...input }) => (
    <TextField
      key={key}
      className={isWide ? 'sm:col-span-2' : undefined}
      markRequired={required}
      {...input}
      {...form.fieldProps(key)}
    />
  ));
}
