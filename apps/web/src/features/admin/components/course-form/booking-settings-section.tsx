import { BOOKING_FIELDS } from './course-form-fields';
import { FormSection } from './form-section';
import { InputFields } from './input-fields';
import type { CourseFormState } from './use-course-form';

export function BookingSettingsSection({ form }: { form: CourseFormState }) {
  return (
    <FormSection title="Booking Settings">
      <InputFields form={form} fields={BOOKING_FIELDS} />
    </FormSection>
  );
}
