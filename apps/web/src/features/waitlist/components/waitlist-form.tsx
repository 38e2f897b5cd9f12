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
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { focusRing } from '../../../components/button';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/error-summary';
import { SelectOptions } from '../../../components/select-options';
import { SubmitButton } from '../../../components/submit-button';
import { validationErrorsOf } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { OpeningOddsNote } from '../../insights/components/opening-odds-note';
import type { MonitoringRequestAnswer } from '../api/save-monitoring-request';
import { saveWaitlistDraft, takeWaitlistDraft } from '../waitlist-draft';
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
import { BookingOpensNotice } from './booking-opens-notice';
import { CoursePicker } from './course-picker';
import { errorProps, FormField as Field } from './form-field';
import { PreferredDatesPicker } from './preferred-dates-picker';
import {
  CoursesRemovedDialog,
  SubmissionFailedDialog,
  SuccessDialog,
  ValidationFailedDialog,
} from './result-dialogs';

export const NETWORK_ERROR_MESSAGE = 'Network error, please try again later.';
export const ACCOUNT_NEEDED_MESSAGE =
  'Joining the waitlist needs a free account. Fill in the form now: when you press Join Waitlist we ask you to sign in or sign up, then send your request with the answers you gave.';
export const SIGNED_IN_SENDING_MESSAGE = 'Signed in: sending your waitlist request...';
export const SIGNED_IN_SENT_MESSAGE = 'Signed in: your waitlist request was sent.';

/** The order errors are listed in the summary: the order of the fields on the page. */
const FIELD_ORDER: WaitlistField[] = [
  'courseIds',
  'preferredDates',
  'startTime',
  'endTime',
  'numberOfPlayers',
  'contactPhone',
  'contactEmail',
];

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
  submit: (input: MonitoringRequestInput) => Promise<MonitoringRequestAnswer>;
  /** Editing an existing request: its answers, the button's words, and what to do once saved. */
  initialValues?: WaitlistFormValues;
  submitLabel?: string;
  onSaved?: (answer: MonitoringRequestAnswer) => void;
};

const controlClass = `w-full rounded-md border bg-white px-3 py-2 text-slate-900 ${focusRing}`;
const borderFor = (error: string | undefined) => (error ? 'border-red-600' : 'border-slate-300');

export function WaitlistForm({
  courses,
  isLoadingCourses,
  today,
  sessionEmail,
  isSignedIn,
  onRequireLogin,
  submit,
  initialValues,
  submitLabel = 'Join Waitlist',
  onSaved,
}: WaitlistFormProps) {
  // Answers kept through a sign-in (even one that left the page) come back, and are sent once signed in.
  const [draft] = useState(() => (initialValues ? undefined : takeWaitlistDraft()));
  const [values, setValues] = useState<WaitlistFormValues>(
    () => initialValues ?? draft ?? initialWaitlistValues(sessionEmail),
  );
  const [errors, setErrors] = useState<WaitlistFieldErrors>({});
  const [attempt, setAttempt] = useState(0);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [dialog, setDialog] = useState<ResultDialog | null>(null);
  const [isWaitingForSignIn, setIsWaitingForSignIn] = useState(Boolean(draft));
  const [signedInNotice, setSignedInNotice] = useState<string | undefined>();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const closeDialog = useCallback(() => {
    // After the "Form Validation Failed" dialog, the summary takes focus and leads to each field.
    setDialog((current) => {
      if (current?.kind === 'validation') setAttempt((count) => count + 1);
      return null;
    });
  }, []);
  const ids = useFieldIds();
  /** A control's id, its error wiring and its border (red when its field has an error). */
  const controlProps = (
    field: 'startTime' | 'endTime' | 'numberOfPlayers' | 'contactPhone' | 'contactEmail',
  ) => ({
    id: ids[field],
    ...errorProps(ids[field], errors[field]),
    className: `${controlClass} ${borderFor(errors[field])}`,
  });

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

  function failValidation(fieldErrors: WaitlistFieldErrors) {
    setErrors(fieldErrors);
    setAttempt((count) => count + 1);
  }

  async function send(formValues: WaitlistFormValues) {
    const validation = validateWaitlistForm(formValues);
    if (!validation.ok) {
      failValidation(validation.errors);
      return;
    }
    setErrors({});
    setIsSubmitting(true);
    try {
      const answer = await submit(validation.input);
      if (onSaved) {
        onSaved(answer);
        return;
      }
      setValues(initialWaitlistValues(sessionEmail));
      setDialog(
        answer.removedCourses.length > 0
          ? { kind: 'removed', warningMessage: answer.warningMessage, removedCourses: answer.removedCourses }
          : { kind: 'success', openNow: answer.openNow },
      );
      setSignedInNotice((notice) => (notice ? SIGNED_IN_SENT_MESSAGE : undefined));
    } catch (error) {
      setSignedInNotice(undefined);
      const fieldProblems = validationErrorsOf(error);
      if (fieldProblems.length > 0) {
        setErrors(fieldErrorsFrom(fieldProblems));
        setDialog({ kind: 'validation', errors: fieldProblems });
      } else {
        setDialog({ kind: 'failed', message: errorMessage(error, NETWORK_ERROR_MESSAGE) });
      }
    } finally {
      setIsSubmitting(false);
    }
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isSignedIn) {
      await send(values);
      return;
    }
    // Signed out: check what can be checked now (the email comes from the account if left empty),
    // keep the answers, and ask for a sign-in; the effect below sends them once the session arrives.
    const validation = validateWaitlistForm(values);
    const fieldErrors = validation.ok ? {} : { ...validation.errors };
    if (!values.contactEmail.trim()) delete fieldErrors.contactEmail;
    if (Object.keys(fieldErrors).length > 0) {
      failValidation(fieldErrors);
      return;
    }
    setErrors({});
    saveWaitlistDraft(values);
    setIsWaitingForSignIn(true);
    onRequireLogin();
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the session arrives, with the answers of that moment.
  useEffect(() => {
    if (!isWaitingForSignIn || !isSignedIn || !sessionEmail) return;
    setIsWaitingForSignIn(false);
    takeWaitlistDraft();
    const next = values.contactEmail.trim() ? values : { ...values, contactEmail: sessionEmail };
    setValues(next);
    setSignedInNotice(SIGNED_IN_SENDING_MESSAGE);
    void send(next);
  }, [isWaitingForSignIn, isSignedIn, sessionEmail]);

  useEffect(() => {
    if (signedInNotice === SIGNED_IN_SENDING_MESSAGE) noticeRef.current?.focus();
  }, [signedInNotice]);

  const fieldIds: Record<WaitlistField, string> = {
    courseIds: ids.courseIds,
    preferredDates: ids.preferredDates,
    startTime: ids.startTime,
    endTime: ids.endTime,
    numberOfPlayers: ids.numberOfPlayers,
    contactPhone: ids.contactPhone,
    contactEmail: ids.contactEmail,
    notificationMethod: ids.notificationMethod,
  };
  const summaryItems: ErrorSummaryItem[] = FIELD_ORDER.flatMap((field) => {
    const message = errors[field];
    return message ? [{ targetId: fieldIds[field], message }] : [];
  });

  const endOptions = endTimeOptions(values.startTime);
  // Keep the current end visible even when no later hour exists (start 21:00), so the select never lies.
  const shownEndOptions = endOptions.includes(values.endTime) ? endOptions : [values.endTime, ...endOptions];

  return (
    <>
      <form
        noValidate
        onSubmit={onSubmit}
        className="space-y-8"
        aria-label={initialValues ? 'Edit the waitlist request' : 'Join the waitlist'}
      >
        <ErrorSummary items={summaryItems} attempt={attempt} />
        {signedInNotice ? (
          <p
            ref={noticeRef}
            tabIndex={-1}
            role="status"
            className={`rounded-lg bg-emerald-50 px-4 py-3 font-medium text-emerald-900 ${focusRing}`}
          >
            {signedInNotice}
          </p>
        ) : !isSignedIn && !initialValues ? (
          <p className="rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950">
            {isWaitingForSignIn
              ? 'Sign in to finish: your answers are kept and sent once you are signed in.'
              : ACCOUNT_NEEDED_MESSAGE}
          </p>
        ) : null}
        <CoursePicker
          id={ids.courseIds}
          courses={courses}
          isLoading={isLoadingCourses}
          selectedIds={values.courseIds}
          onChange={(courseIds) => update('courseIds', courseIds)}
          error={errors.courseIds}
        />
        <PreferredDatesPicker
          id={ids.preferredDates}
          dates={values.preferredDates}
          onChange={(dates) => update('preferredDates', dates)}
          today={today}
          lastDate={lastWatchableDate(today)}
          error={errors.preferredDates}
        />
        <BookingOpensNotice
          courses={(courses ?? []).filter((course) => values.courseIds.includes(course.id))}
          dates={values.preferredDates}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={ids.startTime} label="Start time" error={errors.startTime}>
            <select
              {...controlProps('startTime')}
              value={values.startTime}
              onChange={(event) => onStartChange(event.target.value)}
            >
              <SelectOptions options={WAITLIST_TIME_OPTIONS} label={formatHourLabel} />
            </select>
          </Field>
          <Field id={ids.endTime} label="End time" error={errors.endTime}>
            <select
              {...controlProps('endTime')}
              value={values.endTime}
              onChange={(event) => {
                update('endTime', event.target.value);
                setErrors((current) => ({ ...current, startTime: undefined }));
              }}
            >
              <SelectOptions options={shownEndOptions} label={formatHourLabel} />
            </select>
          </Field>
          <Field id={ids.numberOfPlayers} label="Number of players" error={errors.numberOfPlayers}>
            <select
              {...controlProps('numberOfPlayers')}
              value={values.numberOfPlayers}
              onChange={(event) => update('numberOfPlayers', Number(event.target.value) as PartySize)}
            >
              <SelectOptions options={PARTY_SIZE_OPTIONS} />
            </select>
          </Field>
        </div>
        <OpeningOddsNote
          courseIds={values.courseIds}
          timeStart={values.startTime}
          timeEnd={values.endTime}
          dates={values.preferredDates}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={ids.contactPhone} label="Phone (optional)" error={errors.contactPhone}>
            <input
              {...controlProps('contactPhone')}
              type="tel"
              autoComplete="tel"
              value={values.contactPhone}
              onChange={(event) => update('contactPhone', event.target.value)}
            />
          </Field>
          <Field id={ids.contactEmail} label="Email address" error={errors.contactEmail}>
            <input
              {...controlProps('contactEmail')}
              type="email"
              autoComplete="email"
              value={values.contactEmail}
              onChange={(event) => update('contactEmail', event.target.value)}
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
        <SubmitButton isBusy={isSubmitting} busyLabel="Submitting..." size="xl" className="w-full sm:w-auto">
          {submitLabel}
        </SubmitButton>
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
    courseIds: `${base}-courses`,
    preferredDates: `${base}-dates`,
    startTime: `${base}-start`,
    endTime: `${base}-end`,
    numberOfPlayers: `${base}-players`,
    contactPhone: `${base}-phone`,
    contactEmail: `${base}-email`,
    notificationMethod: `${base}-method`,
  };
}
