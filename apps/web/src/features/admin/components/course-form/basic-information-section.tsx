import { COURSE_TYPES, LOCATIONS } from '@teewatch/shared';
import { SelectOptions } from '../../../../components/select-options';
import { inputClass } from '../admin-styles';
import { FormField } from '../form-field';
import { InputField } from '../input-field';
import { CheckboxRow } from './checkbox-group';
import { FormSection } from './form-section';
import type { CourseFormState } from './use-course-form';

export function BasicInformationSection({ form }: { form: CourseFormState }) {
  const { errors, text, values } = form;
  // A stored location outside the list stays visible; the schema asks for a listed one on save.
  const currentLocation = (LOCATIONS as readonly string[]).includes(form.initial.location)
    ? undefined
    : form.initial.location;
  return (
    <FormSection title="Basic Information">
      <InputField
        id="course-name"
        label="Course Name"
        required
        className="sm:col-span-2"
        type="text"
        {...form.fieldProps('name')}
      />
      <FormField id="course-location" label="Location" required error={errors.location}>
        {(props) => (
          <select {...props} className={inputClass} {...text('location')}>
            <option value="">Select a location</option>
            {currentLocation ? (
              <option value={currentLocation}>{currentLocation} (not in the list)</option>
            ) : null}
            <SelectOptions options={LOCATIONS} />
          </select>
        )}
      </FormField>
      <FormField id="course-type" label="Course Type" error={errors.course_type}>
        {(props) => (
          <select {...props} className={inputClass} {...text('course_type')}>
            <option value="">Not specified</option>
            <SelectOptions options={COURSE_TYPES} />
          </select>
        )}
      </FormField>
      <FormField
        id="course-description"
        label="Description"
        error={errors.description}
        className="sm:col-span-2"
      >
        {(props) => <textarea {...props} rows={4} className={inputClass} {...text('description')} />}
      </FormField>
      <CheckboxRow
        id="course-is-public"
        label="Public course"
        checked={values.is_public}
        onChange={(checked) => form.set('is_public', checked)}
      />
    </FormSection>
  );
}
