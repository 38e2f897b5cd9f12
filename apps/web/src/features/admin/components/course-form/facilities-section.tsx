import { FACILITIES, FEATURES } from '@teewatch/shared';
import { CheckboxGroup } from '../../../../components/form/checkbox-field';
import { FormSection } from './form-section';
import type { CourseFormState } from './use-course-form';

const GROUPS = [
  { key: 'facilities', legend: 'Facilities', idPrefix: 'facility', options: FACILITIES },
  { key: 'features', legend: 'Features', idPrefix: 'feature', options: FEATURES },
] as const;

export function FacilitiesSection({ form }: { form: CourseFormState }) {
  return (
    <FormSection title="Facilities & Features">
      {GROUPS.map(({ key, legend, idPrefix, options }) => (
        <CheckboxGroup
          key={key}
          legend={legend}
          idPrefix={idPrefix}
          options={options}
          selected={form.values[key]}
          onToggle={(item, checked) => form.toggleIn(key, item, checked)}
          className="sm:col-span-2"
        />
      ))}
    </FormSection>
  );
}
