import {
  API_CONFIG_FIELD_LABELS,
  type ApiType,
  BOOKING_SYSTEMS,
  REQUIRED_API_CONFIG_FIELDS,
  URL_API_CONFIG_FIELDS,
} from '@teewatch/shared';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { ApiConfigTest } from '../api-config-test';
import { FormSection } from './form-section';
import type { CourseFormState } from './use-course-form';

const API_TYPE_CHOICES: { value: ApiType; label: string }[] = BOOKING_SYSTEMS.map((system) => ({
  value: system.type,
  label: system.formLabel,
}));

export function ApiConfigurationSection({ form }: { form: CourseFormState }) {
  const { errors, values } = form;
  return (
    <FormSection title="API Configuration">
      <SelectField
        id="course-api-type"
        label="API Type"
        markRequired
        error={errors.api_type}
        value={values.api_type}
        options={API_TYPE_CHOICES}
        onChange={(value) => form.changeApiType(value as ApiType)}
      />
      <TextField
        id="course-api-course-id"
        label="API Course ID"
        markRequired
        type="text"
        {...form.fieldProps('api_course_id')}
      />
      {REQUIRED_API_CONFIG_FIELDS[values.api_type].map((field) => (
        <TextField
          key={`${values.api_type}-${field}`}
          id={`course-config-${field}`}
          label={API_CONFIG_FIELD_LABELS[field] ?? field}
          markRequired
          error={errors[`api_config.${field}`]}
          type={URL_API_CONFIG_FIELDS.includes(field) ? 'url' : 'text'}
          value={values.api_config[field] ?? ''}
          onChange={(value) => form.setConfig(field, value)}
        />
      ))}
      <div className="sm:col-span-2">
        <ApiConfigTest
          apiType={values.api_type}
          apiConfig={values.api_config}
          apiCourseId={values.api_course_id}
          holes={values.holes}
          bookingUrl={values.booking_url}
        />
      </div>
    </FormSection>
  );
}
