import { CONTACT_FIELDS } from './course-form-fields';
import { FormSection } from './form-section';
import { InputFields } from './input-fields';
import type { CourseFormState } from './use-course-form';

export function ContactSection({ form }: { form: CourseFormState }) {
  return (
    <FormSection title="Contact Information">
      <InputFields form={form} fields={CONTACT_FIELDS} />
    </FormSection>
  );
}
