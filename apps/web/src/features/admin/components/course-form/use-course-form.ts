import {
  type ApiType,
  COURSE_FORM_MESSAGES,
  CourseFormSchema,
  defaultApiConfig,
  firstErrorByField,
  missingApiConfigFields,
  toValidationErrors,
} from '@teewatch/shared';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useToast } from '../../../../components/toast';
import { errorMessage, validationErrorsOf } from '../../../../lib/error-message';
import { useSaveCourse } from '../../api/save-course';
import {
  type CourseFormValues,
  courseToFormValues,
  isCourseFormDirty,
  toCourseFormInput,
} from '../../lib/course-form-values';

type FieldErrors = Record<string, string>;

export type CourseFormOptions = {
  courseId: number | undefined;
  initial: CourseFormValues;
  onCancel: () => void;
  onSaved: () => void;
};

/** Validates with the shared schema, saves, and reports whether it worked. */
function useCourseSubmit(options: {
  courseId: number | undefined;
  values: CourseFormValues;
  onSaved: () => void;
  /** The values as saved: the form is clean again. */
  onSuccess: (saved: CourseFormValues) => void;
  onFieldErrors: (errors: FieldErrors) => void;
}) {
  const { courseId, values, onSaved, onSuccess, onFieldErrors } = options;
  const toast = useToast();
  const save = useSaveCourse();
  const isEditing = courseId !== undefined;
  const submit = useCallback(async (): Promise<boolean> => {
    const parsed = CourseFormSchema.safeParse(toCourseFormInput(values));
    if (!parsed.success) {
      const next: FieldErrors = firstErrorByField(toValidationErrors(parsed.error.issues));
      // The schema checks the per-type config only once the rest parses; report it in the same pass.
      for (const field of missingApiConfigFields(values.api_type, values.api_config)) {
        next[`api_config.${field}`] ??= COURSE_FORM_MESSAGES.configRequired(field);
      }
      onFieldErrors(next);
      return false;
    }
    try {
      const saved = await save.mutateAsync({ id: courseId, input: toCourseFormInput(values) });
      onSuccess(saved ? courseToFormValues(saved) : values);
      toast.show({
        type: 'success',
        title: isEditing ? 'Course updated' : 'Course created',
        message: `${values.name.trim()} was saved.`,
      });
      onSaved();
      return true;
    } catch (failure) {
      const fieldProblems = validationErrorsOf(failure);
      if (fieldProblems.length > 0) {
        onFieldErrors(Object.fromEntries(fieldProblems.map((problem) => [problem.field, problem.message])));
      }
      toast.show({
        type: 'error',
        title: 'Failed to save',
        message: errorMessage(failure, 'Failed to save'),
      });
      return false;
    }
  }, [values, courseId, isEditing, onSaved, onSuccess, onFieldErrors, save, toast]);
  return { submit, isSaving: save.isPending };
}

/** Ctrl/Cmd+S saves; Escape starts leaving unless a dialog is open (that dialog takes the Escape). */
function useFormKeys({
  canSave,
  submit,
  requestLeave,
}: {
  canSave: boolean;
  submit: () => Promise<boolean>;
  requestLeave: () => void;
}) {
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
}

/** The browser's own "leave site?" prompt while there are unsaved changes. */
function useLeavePrompt(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return;
    function onBeforeUnload(event: BeforeUnloadEvent) {
      event.preventDefault();
      event.returnValue = '';
    }
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
}

/**
 * The course form's state and behaviour: values and field errors, validation with the shared schema,
 * saving, the API-type switch, and the keyboard and leave-page guards.
 */
export function useCourseForm({ courseId, initial, onCancel, onSaved }: CourseFormOptions) {
  const [values, setValues] = useState(initial);
  const [original, setOriginal] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [isReordering, setIsReordering] = useState(false);
  const [isLeaveOpen, setIsLeaveOpen] = useState(false);
  const [pendingApiType, setPendingApiType] = useState<ApiType>();
  const isEditing = courseId !== undefined;
  const isDirty = isCourseFormDirty(values, original);
  const showFieldErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    // The error summary takes focus and links to each field (decision 0041).
    setAttempt((count) => count + 1);
  }, []);
  const { submit, isSaving } = useCourseSubmit({
    courseId,
    values,
    onSaved,
    onSuccess: setOriginal,
    onFieldErrors: showFieldErrors,
  });
  const canSave = isDirty && !isSaving && !isReordering;

  const set = <K extends keyof CourseFormValues>(key: K, value: CourseFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _removed, ...rest }) => rest);
  };
  const setConfig = (field: string, value: string) => {
    setValues((current) => ({ ...current, api_config: { ...current.api_config, [field]: value } }));
    setErrors(({ [`api_config.${field}`]: _removed, ...rest }) => rest);
  };

  const requestLeave = useCallback(() => {
    if (isDirty) setIsLeaveOpen(true);
    else onCancel();
  }, [isDirty, onCancel]);
  useFormKeys({ canSave, submit, requestLeave });
  useLeavePrompt(isDirty);

  function applyApiType(next: ApiType) {
    setValues((current) => ({ ...current, api_type: next, api_config: defaultApiConfig(next) }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith('api_config'))),
    );
  }

  /** Editing asks first (the switch clears the configuration); creating switches at once. */
  function changeApiType(next: ApiType) {
    if (next === values.api_type) return;
    if (isEditing) setPendingApiType(next);
    else applyApiType(next);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (canSave) void submit();
  }

  const toggleIn = (key: 'facilities' | 'features', item: string, checked: boolean) =>
    set(key, checked ? [...values[key], item] : values[key].filter((entry) => entry !== item));

  /** value/onChange for a text-valued field. */
  const text = (key: keyof CourseFormValues) => ({
    value: values[key] as string,
    onChange: (value: string) => set(key, value as never),
  });
  const fieldProps = (key: keyof CourseFormValues) => ({ error: errors[key], ...text(key) });

  return {
    courseId,
    initial,
    values,
    original,
    errors,
    attempt,
    isEditing,
    isDirty,
    isSaving,
    canSave,
    isLeaveOpen,
    setIsLeaveOpen,
    pendingApiType,
    setPendingApiType,
    setIsReordering,
    set,
    setConfig,
    submit,
    requestLeave,
    applyApiType,
    changeApiType,
    onSubmit,
    toggleIn,
    text,
    fieldProps,
  };
}

export type CourseFormState = ReturnType<typeof useCourseForm>;
