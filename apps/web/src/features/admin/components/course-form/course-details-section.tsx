import { COURSE_DETAILS_FIELDS } from './course-form-fields';
import { FormSection } from './form-section';
import { InputFields } from './input-fields';
import type { CourseFormState } from './use-course-form';

export function CourseDetailsSection({ form }: { form: CourseFormState }) {
  return (
    <FormSection title="Course Details">
      <InputFields form={form} fields={COURSE_DETAILS_FIELDS} />
    </FormSection>
  );
}
