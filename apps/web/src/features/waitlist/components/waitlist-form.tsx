import {
  type GolfCourse,
  lastWatchableDate,
  type MonitoringRequestInput,
  type OpenNow,
  type PartySize,
  type RemovedCourse,
  type ValidationError,
  WAITLIST_TIME_OPTIONS,
} from '@teewatch/shared';
import { type FormEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import type { CreateMonitoringRequestAnswer } from '../api/create-monitoring-request';
import {
  endTimeOptions,
  fieldErrorsFrom,
  formatHourLabel,
  initialWaitlistValues,
  PARTY_SIZE_OPTIONS,
  validateWaitlistForm,
  type WaitlistField,
  type WaitlistFieldErrors,
  type WaitlistFormValues,
  withStartTime,
} from '../waitlist-form-rules';
import { CoursePicker } from './course-picker';
import { PreferredDatesPicker } from './preferred-dates-picker';
import {
  CoursesRemovedDialog,
  SubmissionFailedDialog,
  SuccessDialog,
  ValidationFailedDialog,
} from './result-dialogs';

export const NETWORK_ERROR_MESSAGE = 'Network error, please try again later.';

type ResultDialog =
  | { kind: 'success'; openNow: OpenNow | undefined }
  | { kind: 'removed'; warningMessage: string | undefined; removedCourses: RemovedCourse[] }
  | { kind: 'validation'; errors: ValidationError[] }
  | { kind: 'failed'; message: string };

type WaitlistFormProps = {
  courses: GolfCourse[] | undefined;
  isLoadingCourses: boolean;
  /** Today in Vancouver (YYYY-MM-DD). */
  today: string;
  sessionEmail: string | undefined;
  isSignedIn: boolean;
  onRequireLogin: () => void;
  submit: (input: MonitoringRequestInput) => Promise<CreateMonitoringRequestAnswer>;
};

const controlClass =
  'w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-700';
const borderFor = (error: string | undefined) => (error ? 'border-red-600' : 'border-slate-300');

export function WaitlistForm({
  courses,
  isLoadingCourses,
  today,
  sessionEmail,
  isSignedIn,
  onRequireLogin,
  submit,
}: WaitlistFormProps) {
  const [values, setValues] = useState<WaitlistFormValues>(() => initialWaitlistValues(sessionEmail));
  const [errors, setErrors] = useState<WaitlistFieldErrors>({});
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [dialog, setDialog] = useState<ResultDialog | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const ids = useFieldIds();

  // The session may arrive after the form: fill the email only while the golfer has not typed one.
  useEffect(() => {
    if (sessionEmail)
      setValues((current) => (current.contactEmail ? current : { ...current, contactEmail: sessionEmail }));
  }, [sessionEmail]);

  function update<K extends WaitlistField>(field: K, value: WaitlistFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onStartChange(startTime: string) {
    setValues((current) => withStartTime(current, startTime));
    setErrors((current) => ({ ...current, startTime: undefined, endTime: undefined }));
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!isSignedIn) {
      onRequireLogin();
      return;
    }
    const validation = validateWaitlistForm(values);
    if (!validation.ok) {
      setErrors(validation.errors);
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      const answer = await submit(validation.input);
      setValues(initialWaitlistValues(sessionEmail));
      setDialog(
        answer.removedCourses.length > 0
          ? { kind: 'removed', warningMessage: answer.warningMessage, removedCourses: answer.removedCourses }
          : { kind: 'success', openNow: answer.openNow },
      );
    } catch (error) {
      if (error instanceof ApiError && error.validationErrors.length > 0) {
        setErrors(fieldErrorsFrom(error.validationErrors));
        setDialog({ kind: 'validation', errors: error.validationErrors });
      } else {
        setDialog({ kind: 'failed', message: errorMessage(error, NETWORK_ERROR_MESSAGE) });
      }
    } finally {
      setIsSubmitting(false);
    }
  }

  const endOptions = endTimeOptions(values.startTime);
  // Keep the current end visible even when no later hour exists (start 21:00), so the select never lies.
  const shownEndOptions = endOptions.includes(values.endTime) ? endOptions : [values.endTime, ...endOptions];

  return (
    <>
      <form noValidate onSubmit={onSubmit} className="space-y-8" aria-label="Join the waitlist">
        <CoursePicker
          courses={courses}
          isLoading={isLoadingCourses}
          selectedIds={values.courseIds}
          onChange={(courseIds) => update('courseIds', courseIds)}
          error={errors.courseIds}
        />
        <PreferredDatesPicker
          dates={values.preferredDates}
          onChange={(dates) => update('preferredDates', dates)}
          today={today}
          lastDate={lastWatchableDate(today)}
          error={errors.preferredDates}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={ids.startTime} label="Start time" error={errors.startTime}>
            <select
              id={ids.startTime}
              value={values.startTime}
              onChange={(event) => onStartChange(event.target.value)}
              aria-invalid={Boolean(errors.startTime)}
              aria-describedby={errors.startTime ? `${ids.startTime}-error` : undefined}
              className={`${controlClass} ${borderFor(errors.startTime)}`}
            >
              {WAITLIST_TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {formatHourLabel(time)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids.endTime} label="End time" error={errors.endTime}>
            <select
              id={ids.endTime}
              value={values.endTime}
              onChange={(event) => {
                update('endTime', event.target.value);
                setErrors((current) => ({ ...current, startTime: undefined }));
              }}
              aria-invalid={Boolean(errors.endTime)}
              aria-describedby={errors.endTime ? `${ids.endTime}-error` : undefined}
              className={`${controlClass} ${borderFor(errors.endTime)}`}
            >
              {shownEndOptions.map((time) => (
                <option key={time} value={time}>
                  {formatHourLabel(time)}
                </option>
              ))}
            </select>
          </Field>
          <Field id={ids.numberOfPlayers} label="Number of players" error={errors.numberOfPlayers}>
            <select
              id={ids.numberOfPlayers}
              value={values.numberOfPlayers}
              onChange={(event) => update('numberOfPlayers', Number(event.target.value) as PartySize)}
              className={`${controlClass} ${borderFor(errors.numberOfPlayers)}`}
            >
              {PARTY_SIZE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.contactPhone} label="Phone (optional)" error={errors.contactPhone}>
            <input
              id={ids.contactPhone}
              type="tel"
              autoComplete="tel"
              value={values.contactPhone}
              onChange={(event) => update('contactPhone', event.target.value)}
              aria-invalid={Boolean(errors.contactPhone)}
              aria-describedby={errors.contactPhone ? `${ids.contactPhone}-error` : undefined}
              className={`${controlClass} ${borderFor(errors.contactPhone)}`}
            />
          </Field>
          <Field id={ids.contactEmail} label="Email address" error={errors.contactEmail}>
            <input
              id={ids.contactEmail}
              type="email"
              autoComplete="email"
              value={values.contactEmail}
              onChange={(event) => update('contactEmail', event.target.value)}
              aria-invalid={Boolean(errors.contactEmail)}
              aria-describedby={errors.contactEmail ? `${ids.contactEmail}-error` : undefined}
              className={`${controlClass} ${borderFor(errors.contactEmail)}`}
            />
          </Field>
        </div>
        <fieldset>
          <legend className="mb-2 font-medium text-slate-900">Notification method</legend>
          <label className="inline-flex items-center gap-2 text-slate-800">
            <input
              type="radio"
              name="notificationMethod"
              value="email"
              checked
              readOnly
              className="accent-emerald-700"
            />
            Email
          </label>
        </fieldset>
        <button
          type="submit"
          disabled={isSubmitting}
          className="inline-flex w-full items-center justify-center gap-2 rounded-lg bg-emerald-700 px-6 py-3 font-semibold text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed disabled:bg-emerald-700/70 sm:w-auto"
        >
          {isSubmitting ? (
            <>
              <Spinner className="h-4 w-4" />
              Submitting...
            </>
          ) : (
            'Join Waitlist'
          )}
        </button>
      </form>
      <SuccessDialog
        open={dialog?.kind === 'success'}
        openNow={dialog?.kind === 'success' ? dialog.openNow : undefined}
        onClose={closeDialog}
      />
      <CoursesRemovedDialog
        open={dialog?.kind === 'removed'}
        warningMessage={dialog?.kind === 'removed' ? dialog.warningMessage : undefined}
        removedCourses={dialog?.kind === 'removed' ? dialog.removedCourses : []}
        onClose={closeDialog}
      />
      <ValidationFailedDialog
        open={dialog?.kind === 'validation'}
        errors={dialog?.kind === 'validation' ? dialog.errors : []}
        onClose={closeDialog}
      />
      <SubmissionFailedDialog
        open={dialog?.kind === 'failed'}
        message={dialog?.kind === 'failed' ? dialog.message : ''}
        onClose={closeDialog}
      />
    </>
  );
}

function useFieldIds() {
  const base = useId();
  return {
    startTime: `${base}-start`,
    endTime: `${base}-end`,
    numberOfPlayers: `${base}-players`,
    contactPhone: `${base}-phone`,
    contactEmail: `${base}-email`,
  };
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-900">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
