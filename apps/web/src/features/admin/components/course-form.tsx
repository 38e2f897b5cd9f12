import {
  type AdminGolfCourse,
  API_CONFIG_FIELD_LABELS,
  type ApiType,
  COURSE_FORM_MESSAGES,
  COURSE_TYPES,
  CourseFormSchema,
  defaultApiConfig,
  FACILITIES,
  FEATURES,
  firstErrorByField,
  LOCATIONS,
  missingApiConfigFields,
  REQUIRED_API_CONFIG_FIELDS,
  toValidationErrors,
  URL_API_CONFIG_FIELDS,
} from '@teewatch/shared';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorSummary } from '../../../components/error-summary';
import { LoadingState, Spinner } from '../../../components/spinner';
import { useToast } from '../../../components/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useCourse } from '../api/get-course';
import { useSaveCourse } from '../api/save-course';
import {
  type CourseFormValues,
  courseToFormValues,
  emptyCourseFormValues,
  isCourseFormDirty,
  toCourseFormInput,
} from '../lib/course-form-values';
import { buttonPrimary, buttonSecondary, cardClass, inputClass } from './admin-styles';
import { ApiConfigTest } from './api-config-test';
import { FormField } from './form-field';
import { ImageManager } from './image-manager';
import { InputField } from './input-field';
import { LeaveDialog } from './leave-dialog';

type CourseFormProps = {
  /** The list row of the course being edited; absent when creating. */
  listRow?: AdminGolfCourse;
  onCancel: () => void;
  onSaved: () => void;
};

/**
 * The full-page course form (admin-console §2). When editing it loads the course's details first and,
 * if that fails, falls back to the list row's data.
 */
export function CourseForm({ listRow, onCancel, onSaved }: CourseFormProps) {
  const details = useCourse(listRow?.id);
  if (listRow && details.isPending) return <LoadingState text="Loading course..." />;
  const source = listRow ? (details.data ?? listRow) : undefined;
  return (
    <CourseFormEditor
      courseId={listRow?.id}
      initial={source ? courseToFormValues(source) : emptyCourseFormValues()}
      loadWarning={
        listRow && details.isError ? 'Could not load all course details; showing the list data.' : undefined
      }
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

type FieldErrors = Record<string, string>;

const API_TYPE_LABELS: Record<ApiType, string> = { cps: 'CPS', chronogolf: 'ChronoGolf' };

export function CourseFormEditor({
  courseId,
  initial,
  loadWarning,
  onCancel,
  onSaved,
}: {
  courseId: number | undefined;
  initial: CourseFormValues;
  loadWarning?: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const toast = useToast();
  const save = useSaveCourse();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [original, setOriginal] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [isReordering, setIsReordering] = useState(false);
  const [isLeaveOpen, setIsLeaveOpen] = useState(false);
  const [pendingApiType, setPendingApiType] = useState<ApiType>();
  const isEditing = courseId !== undefined;
  const currentLocation = (LOCATIONS as readonly string[]).includes(initial.location)
    ? undefined
    : initial.location;
  const isDirty = isCourseFormDirty(values, original);
  const isSaving = save.isPending;
  const canSave = isDirty && !isSaving && !isReordering;

  const set = <K extends keyof CourseFormValues>(key: K, value: CourseFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };
  const setConfig = (field: string, value: string) => {
    setValues((current) => ({ ...current, api_config: { ...current.api_config, [field]: value } }));
    setErrors(({ [`api_config.${field}`]: _removed, ...rest }) => rest);
  };

  /** Validates with the shared schema, saves, and reports whether it worked. */
  const submit = useCallback(async (): Promise<boolean> => {
    const parsed = CourseFormSchema.safeParse(toCourseFormInput(values));
    if (!parsed.success) {
      const next: FieldErrors = firstErrorByField(toValidationErrors(parsed.error.issues));
      // The schema checks the per-type config only once the rest parses; report it in the same pass.
      for (const field of missingApiConfigFields(values.api_type, values.api_config)) {
        next[`api_config.${field}`] ??= COURSE_FORM_MESSAGES.configRequired(field);
      }
      setErrors(next);
      // The error summary takes focus and links to each field (decision 0041).
      setAttempt((count) => count + 1);
      return false;
    }
    try {
      const saved = await save.mutateAsync({ id: courseId, input: toCourseFormInput(values) });
      setOriginal(saved ? courseToFormValues(saved) : values);
      toast.show({
        type: 'success',
        title: isEditing ? 'Course updated' : 'Course created',
        message: `${values.name.trim()} was saved.`,
      });
      onSaved();
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && failure.validationErrors.length > 0) {
        setErrors(
          Object.fromEntries(failure.validationErrors.map((problem) => [problem.field, problem.message])),
        );
        setAttempt((count) => count + 1);
      }
      toast.show({
        type: 'error',
        title: 'Failed to save',
        message: errorMessage(failure, 'Failed to save'),
      });
      return false;
    }
  }, [values, courseId, isEditing, onSaved, save, toast]);

  const requestLeave = useCallback(() => {
    if (isDirty) setIsLeaveOpen(true);
    else onCancel();
  }, [isDirty, onCancel]);

  // Ctrl/Cmd+S saves; Escape starts leaving unless a dialog is open (that dialog takes the Escape).
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (canSave) void submit();
        return;
      }
      if (event.key === 'Escape') {
        if (event.defaultPrevented || document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
        requestLeave();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canSave, submit, requestLeave]);

  // The browser's own "leave site?" prompt while there are unsaved changes.
  useEffect(() => {
    if (!isDirty) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  function onApiTypeChange(next: ApiType) {
    if (next === values.api_type) return;
    if (isEditing) {
      setPendingApiType(next);
      return;
    }
    applyApiType(next);
  }

  function applyApiType(next: ApiType) {
    setValues((current) => ({ ...current, api_type: next, api_config: defaultApiConfig(next) }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('api_config'))),
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSave) void submit();
  }

  const toggleIn = (key: 'facilities' | 'features', item: string, checked: boolean) =>
    set(key, checked ? [...values[key], item] : values[key].filter((entry) => entry !== item));

  const text = (key: keyof CourseFormValues) => ({
    value: values[key] as string,
    onChange: (event: { target: { value: string } }) => set(key, event.target.value as never),
  });
  const fieldProps = (key: keyof CourseFormValues) => ({ error: errors[key], ...text(key) });
  const summaryItems = Object.entries(errors).flatMap(([key, message]) =>
    message ? [{ targetId: courseFieldId(key), message }] : [],
  );

  return (
    <div>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-labelledby="course-form-heading">
        <div className="sticky top-0 z-30 -mx-4 mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-100/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <button type="button" className={buttonSecondary} onClick={requestLeave}>
              <span aria-hidden="true">←</span> Back
            </button>
            <h2 id="course-form-heading" className="truncate text-lg font-semibold text-slate-900">
              {isEditing ? `Edit ${original.name || 'Course'}` : 'Add Course'}
            </h2>
            {isDirty ? (
              <span className="text-xs font-medium text-amber-800" aria-live="polite">
                Unsaved changes
              </span>
            ) : null}
          </div>
          <button type="submit" className={buttonPrimary} disabled={!canSave}>
            {isSaving ? <Spinner className="h-4 w-4" /> : null}
            {isEditing ? 'Update Course' : 'Create Course'}
          </button>
        </div>
        <div className="mb-6 empty:hidden">
          <ErrorSummary items={summaryItems} attempt={attempt} />
        </div>

        {loadWarning ? (
          <p
            role="status"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {loadWarning}
          </p>
        ) : null}

        <div className="space-y-6">
          <FormSection title="Basic Information">
            <InputField
              id="course-name"
              label="Course Name"
              required
              className="sm:col-span-2"
              type="text"
              {...fieldProps('name')}
            />
            <FormField id="course-location" label="Location" required error={errors.location}>
              {(props) => (
                <select {...props} className={inputClass} {...text('location')}>
                  <option value="">Select a location</option>
                  {currentLocation ? (
                    // A stored location outside the list stays visible; the schema asks for a listed one on save.
                    <option value={currentLocation}>{currentLocation} (not in the list)</option>
                  ) : null}
                  {LOCATIONS.map((location) => (
                    <option key={location} value={location}>
                      {location}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField id="course-type" label="Course Type" error={errors.course_type}>
              {(props) => (
                <select {...props} className={inputClass} {...text('course_type')}>
                  <option value="">Not specified</option>
                  {COURSE_TYPES.map((type) => (
                    <option key={type} value={type}>
                      {type}
                    </option>
                  ))}
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
              onChange={(checked) => set('is_public', checked)}
            />
          </FormSection>

          <FormSection title="Course Details">
            <InputField
              id="course-holes"
              label="Number of Holes"
              type="number"
              min={9}
              max={27}
              step={9}
              placeholder="18"
              {...fieldProps('holes')}
            />
            <InputField
              id="course-length"
              label="Length (yards)"
              type="number"
              min={1000}
              max={8000}
              {...fieldProps('length_yards')}
            />
            <InputField id="course-par" label="Par" type="number" min={27} max={80} {...fieldProps('par')} />
            <InputField
              id="course-rating"
              label="Course Rating"
              type="number"
              min={60}
              max={80}
              step={0.1}
              {...fieldProps('course_rating')}
            />
            <InputField
              id="course-slope"
              label="Slope Rating"
              type="number"
              min={55}
              max={155}
              {...fieldProps('slope_rating')}
            />
          </FormSection>

          <FormSection title="Contact Information">
            <InputField
              id="course-address"
              label="Address"
              className="sm:col-span-2"
              type="text"
              {...fieldProps('address')}
            />
            <InputField id="course-phone" label="Phone" type="tel" {...fieldProps('phone')} />
            <InputField id="course-email" label="Email" type="email" {...fieldProps('email')} />
            <InputField
              id="course-website"
              label="Website"
              className="sm:col-span-2"
              type="url"
              placeholder="https://"
              {...fieldProps('website')}
            />
          </FormSection>

          <FormSection title="Facilities & Features">
            <CheckboxGroup
              legend="Facilities"
              idPrefix="facility"
              options={FACILITIES}
              selected={values.facilities}
              onToggle={(item, checked) => toggleIn('facilities', item, checked)}
            />
            <CheckboxGroup
              legend="Features"
              idPrefix="feature"
              options={FEATURES}
              selected={values.features}
              onToggle={(item, checked) => toggleIn('features', item, checked)}
            />
          </FormSection>

          <FormSection title="Booking Settings">
            <InputField
              id="course-booking-url"
              label="Booking URL"
              className="sm:col-span-2"
              type="url"
              placeholder="https://"
              {...fieldProps('booking_url')}
            />
            <InputField
              id="course-advance-days"
              label="Booking Advance Days"
              type="number"
              min={1}
              max={90}
              {...fieldProps('booking_advance_days')}
            />
            <InputField
              id="course-open-time"
              label="Daily Booking Open Time (UTC)"
              hint="When the course releases its next booking day, in UTC."
              type="time"
              {...fieldProps('booking_open_time')}
            />
          </FormSection>

          <FormSection title="API Configuration">
            <FormField id="course-api-type" label="API Type" required error={errors.api_type}>
              {(props) => (
                <select
                  {...props}
                  className={inputClass}
                  value={values.api_type}
                  onChange={(event) => onApiTypeChange(event.target.value as ApiType)}
                >
                  <option value="cps">CPS</option>
                  <option value="chronogolf">ChronoGolf</option>
                </select>
              )}
            </FormField>
            <InputField
              id="course-api-course-id"
              label="API Course ID"
              required
              type="text"
              {...fieldProps('api_course_id')}
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
                onChange={(event) => setConfig(field, event.target.value)}
              />
            ))}
            <div className="sm:col-span-2">
              <ApiConfigTest
                courseId={courseId}
                apiType={values.api_type}
                apiConfig={values.api_config}
                hasUnsavedChanges={isDirty}
              />
            </div>
          </FormSection>
        </div>
      </form>

      <section className={`${cardClass} mt-6`} aria-labelledby="course-images-heading">
        <h3 id="course-images-heading" className="text-lg font-semibold text-slate-900">
          Images
        </h3>
        {courseId === undefined ? (
          <p className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
            Please save course information first before uploading images
          </p>
        ) : (
          <ImageManager courseId={courseId} onReorderingChange={setIsReordering} />
        )}
      </section>

      <LeaveDialog
        open={isLeaveOpen}
        isSaving={isSaving}
        onContinue={() => setIsLeaveOpen(false)}
        onDiscard={() => {
          setIsLeaveOpen(false);
          onCancel();
        }}
        onSaveAndExit={async () => {
          const saved = await submit();
          if (!saved) setIsLeaveOpen(false);
        }}
      />
      <ConfirmDialog
        open={pendingApiType !== undefined}
        title="Change API Type"
        message={`Switching to ${pendingApiType ? API_TYPE_LABELS[pendingApiType] : ''} clears the current API configuration and starts from that type's defaults. Continue?`}
        confirmLabel="Change API Type"
        onConfirm={() => {
          if (pendingApiType) applyApiType(pendingApiType);
          setPendingApiType(undefined);
        }}
        onCancel={() => setPendingApiType(undefined)}
      />
    </div>
  );
}

function FormSection({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section className={cardClass} aria-labelledby={id}>
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function CheckboxRow({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-4 w-4 rounded border-slate-400 accent-emerald-700"
      />
      <label htmlFor={id} className="text-sm text-slate-800">
        {label}
      </label>
    </div>
  );
}

function CheckboxGroup({
  legend,
  idPrefix,
  options,
  selected,
  onToggle,
}: {
  legend: string;
  idPrefix: string;
  options: readonly string[];
  selected: string[];
  onToggle: (item: string, checked: boolean) => void;
}) {
  return (
    <fieldset className="sm:col-span-2">
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {options.map((option) => {
          const id = `${idPrefix}-${option.toLowerCase().replace(/[^a-z]+/g, '-')}`;
          return (
            <CheckboxRow
              key={option}
              id={id}
              label={option}
              checked={selected.includes(option)}
              onChange={(checked) => onToggle(option, checked)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}

/** The control an error key belongs to, for the error summary's links. */
const FIELD_IDS: Record<string, string> = {
  name: 'course-name',
  location: 'course-location',
  course_type: 'course-type',
  description: 'course-description',
  holes: 'course-holes',
  length_yards: 'course-length',
  par: 'course-par',
  course_rating: 'course-rating',
  slope_rating: 'course-slope',
  address: 'course-address',
  phone: 'course-phone',
  email: 'course-email',
  website: 'course-website',
  booking_url: 'course-booking-url',
  booking_advance_days: 'course-advance-days',
  booking_open_time: 'course-open-time',
  api_type: 'course-api-type',
  api_course_id: 'course-api-course-id',
};

export function courseFieldId(key: string): string {
  if (key.startsWith('api_config.')) return `course-config-${key.slice('api_config.'.length)}`;
  return FIELD_IDS[key] ?? 'course-form-heading';
}
