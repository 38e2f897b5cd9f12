import { FACILITIES, FEATURES } from '@teewatch/shared';
import { CheckboxGroup } from './checkbox-group';
import { FormSection } from './form-section';
import type { CourseFormState } from './use-course-form';

export function FacilitiesSection({ form }: { form: CourseFormState }) {
  return (
    <FormSection title="Facilities & Features">
      <CheckboxGroup
        legend="Facilities"
        idPrefix="facility"
        options={FACILITIES}
        selected={form.values.facilities}
        onToggle={(item, checked) => form.toggleIn('facilities', item, checked)}
      />
      <CheckboxGroup
        legend="Features"
        idPrefix="feature"
        options={FEATURES}
        selected={form.values.features}
        onToggle={(item, checked) => form.toggleIn('features', item, checked)}
      />
    </FormSection>
  );
}
