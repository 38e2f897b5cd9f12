import { COURSE_TYPES, LOCATIONS } from '@teewatch/shared';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { SelectField } from '../../../../components/form/select-field';
import { TextAreaField } from '../../../../components/form/text-area-field';
import { TextField } from '../../../../components/form/text-field';
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
      <TextField
        id="course-name"
        label="Course Name"
        markRequired
        className="sm:col-span-2"
        type="text"
        {...form.fieldProps('name')}
      />
      <SelectField
        id="course-location"
        label="Location"
        markRequired
        error={errors.location}
        options={[
          { value: '', label: 'Select a location' },
          ...(currentLocation
            ? [{ value: currentLocation, label: `${currentLocation} (not in the list)` }]
            : []),
          ...LOCATIONS,
        ]}
        {...text('location')}
      />
      <SelectField
        id="course-type"
        label="Course Type"
        error={errors.course_type}
        options={[{ value: '', label: 'Not specified' }, ...COURSE_TYPES]}
        {...text('course_type')}
      />
      <TextAreaField
        id="course-description"
        label="Description"
        error={errors.description}
        className="sm:col-span-2"
        {...text('description')}
      />
      <CheckboxField
        id="course-is-public"
        label="Public course"
        checked={values.is_public}
        onChange={(checked) => form.set('is_public', checked)}
      />
    </FormSection>
  );
}
