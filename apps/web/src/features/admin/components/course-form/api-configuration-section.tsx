import {
  API_CONFIG_FIELD_LABELS,
  type ApiType,
  REQUIRED_API_CONFIG_FIELDS,
  URL_API_CONFIG_FIELDS,
} from '@teewatch/shared';
import { inputClass } from '../admin-styles';
import { ApiConfigTest } from '../api-config-test';
import { FormField } from '../form-field';
import { InputField } from '../input-field';
import { FormSection } from './form-section';
import type { CourseFormState } from './use-course-form';

export function ApiConfigurationSection({ form }: { form: CourseFormState }) {
  const { errors, values } = form;
  return (
    <FormSection title="API Configuration">
      <FormField id="course-api-type" label="API Type" required error={errors.api_type}>
        {(props) => (
          <select
            {...props}
            className={inputClass}
            value={values.api_type}
            onChange={(event) => form.changeApiType(event.target.value as ApiType)}
          >
            <option value="cps">CPS</option>
            <option value="cps-v3">CPS v3 (legacy HTML)</option>
            <option value="chronogolf">ChronoGolf</option>
          </select>
        )}
      </FormField>
      <InputField
        id="course-api-course-id"
        label="API Course ID"
        required
        type="text"
        {...form.fieldProps('api_course_id')}
      />
      {REQUIRED_API_CONFIG_FIELDS[values.api_type].map((field) => (
        <InputField
          key={`${values.api_type}-${field}`}
          id={`course-config-${field}`}
          label={API_CONFIG_FIELD_LABELS[field] ?? field}
          required
          error={errors[`api_config.${field}`]}
          type={URL_API_CONFIG_FIELDS.includes(field) ? 'url' : 'text'}
          value={values.api_config[field] ?? ''}
          onChange={(event) => form.setConfig(field, event.target.value)}
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
