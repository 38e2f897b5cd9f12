import { channelsOfRequest, type MonitoringRequestInput } from '@teewatch/shared';
import { type Dispatch, type FormEvent, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { errorMessage, validationErrorsOf } from '../../../lib/error-message';
import type { MonitoringRequestAnswer } from '../api/save-monitoring-request';
import { saveWaitlistDraft, takeWaitlistDraft } from '../waitlist-draft';
import {
  fieldErrorsFrom,
  initialWaitlistValues,
  validateWaitlistForm,
  type WaitlistField,
  type WaitlistFieldErrors,
  type WaitlistFormValues,
  withStartTime,
} from '../waitlist-form-rules';
import type { ResultDialog } from './result-dialogs';

export const NETWORK_ERROR_MESSAGE = 'Network error, please try again later.';

/** Where the send that follows a sign-in stands; undefined when the golfer was signed in from the start. */
export type SendAfterSignIn = 'sending' | 'sent' | undefined;

export type WaitlistSubmissionOptions = {
  sessionEmail: string | undefined;
  isSignedIn: boolean;
  /** Asks the golfer to sign in; the answers are sent once the session arrives. */
  onRequireLogin: () => void;
  submit: (input: MonitoringRequestInput) => Promise<MonitoringRequestAnswer>;
  /** Editing an existing request: its answers (no draft is read or kept). */
  initialValues?: WaitlistFormValues;
  /** A new request's answers from its address ("Alert me for this"); a draft kept through a sign-in wins. */
  prefill?: Partial<WaitlistFormValues>;
  /** Editing: what to do once saved, instead of the result dialogs and a fresh form. */
  onSaved?: (answer: MonitoringRequestAnswer) => void;
};

/** How a field's change clears its errors (a start time moves the end time on, and clears both). */
function fieldUpdates(
  setValues: Dispatch<SetStateAction<WaitlistFormValues>>,
  setErrors: Dispatch<SetStateAction<WaitlistFieldErrors>>,
) {
  function update<K extends WaitlistField>(field: K, value: WaitlistFormValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function updateStartTime(startTime: string) {
    setValues((current) => withStartTime(current, startTime));
    setErrors((current) => ({ ...current, startTime: undefined, endTime: undefined }));
  }

  function updateEndTime(endTime: string) {
    update('endTime', endTime);
    setErrors((current) => ({ ...current, startTime: undefined }));
  }

  return { update, updateStartTime, updateEndTime };
}

/** The dialog a saved request opens: the courses it dropped, or success (open now, email to confirm). */
function resultDialogOf(answer: MonitoringRequestAnswer): ResultDialog {
  return answer.removedCourses.length > 0
    ? { kind: 'removed', warningMessage: answer.warningMessage, removedCourses: answer.removedCourses }
    : {
        kind: 'success',
        openNow: answer.openNow,
        channels: answer.request ? channelsOfRequest(answer.request) : undefined,
        unconfirmedEmail:
          answer.request?.contact_email_confirmed === false ? answer.request.contact_email : undefined,
      };
}

/** Signed out, what can be checked now: the email comes from the account when it is left empty. */
function signedOutErrors(values: WaitlistFormValues, maxDailyCap: number): WaitlistFieldErrors {
  const validation = validateWaitlistForm(values, maxDailyCap);
  const fieldErrors = validation.ok ? {} : { ...validation.errors };
  if (!values.contactEmail.trim()) delete fieldErrors.contactEmail;
  return fieldErrors;
}

/**
 * The form's answers and their errors: a draft kept through a sign-in comes back, the session's email fills
 * an empty email field, a change clears its field's errors.
 */
function useWaitlistAnswers(
  initialValues: WaitlistFormValues | undefined,
  sessionEmail: string | undefined,
  prefill: Partial<WaitlistFormValues> | undefined,
) {
  // Answers kept through a sign-in (even one that left the page) come back, and are sent once signed in.
  const [draft] = useState(() => (initialValues ? undefined : takeWaitlistDraft()));
  const [values, setValues] = useState<WaitlistFormValues>(
    () => initialValues ?? draft ?? { ...initialWaitlistValues(sessionEmail), ...prefill },
  );
  const [errors, setErrors] = useState<WaitlistFieldErrors>({});
  /** Counts failed submits: the error summary takes focus again on each one. */
  const [attempt, setAttempt] = useState(0);

  // The session may arrive after the form: fill the email only while the golfer has not typed one.
  useEffect(() => {
    if (sessionEmail)
      setValues((current) => (current.contactEmail ? current : { ...current, contactEmail: sessionEmail }));
  }, [sessionEmail]);

  function failValidation(fieldErrors: WaitlistFieldErrors) {
    setErrors(fieldErrors);
    setAttempt((count) => count + 1);
  }

  return {
    draft,
    values,
    setValues,
    errors,
    setErrors,
    attempt,
    setAttempt,
    failValidation,
    ...fieldUpdates(setValues, setErrors),
  };
}

/**
 * The waitlist form's answers, its errors and the way they are sent (golfer-side §4, §5): checked with
 * the shared rules, sent at once when signed in, or kept through a sign-in and sent when the session
 * arrives; the answer or the failure becomes one of the result dialogs, the server's field errors
 * go back to their fields.
 */
export function useWaitlistSubmission(
  options: WaitlistSubmissionOptions & {
    /** The server's daily cap: the most a request's own rules may allow. */
    maxDailyCap: number;
  },
) {
  const { sessionEmail, isSignedIn, onRequireLogin, submit, initialValues, onSaved, maxDailyCap } = options;
  const answers = useWaitlistAnswers(initialValues, sessionEmail, options.prefill);
  const { draft, values, setValues, errors, setErrors, attempt, setAttempt, failValidation } = answers;
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [dialog, setDialog] = useState<ResultDialog | null>(null);
  const [isWaitingForSignIn, setIsWaitingForSignIn] = useState(Boolean(draft));
  const [sendAfterSignIn, setSendAfterSignIn] = useState<SendAfterSignIn>();

  const closeDialog = useCallback(() => {
    // After the "Form Validation Failed" dialog, the summary takes focus and leads to each field.
    setDialog((current) => {
      if (current?.kind === 'validation') setAttempt((count) => count + 1);
      return null;
    });
  }, [setAttempt]);

  async function send(formValues: WaitlistFormValues) {
    const validation = validateWaitlistForm(formValues, maxDailyCap);
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
      setDialog(resultDialogOf(answer));
      setSendAfterSignIn((current) => (current ? 'sent' : undefined));
    } catch (error) {
      setSendAfterSignIn(undefined);
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
    const fieldErrors = signedOutErrors(values, maxDailyCap);
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
    setSendAfterSignIn('sending');
    void send(next);
  }, [isWaitingForSignIn, isSignedIn, sessionEmail]);

  return {
    values,
    errors,
    attempt,
    isSubmitting,
    dialog,
    closeDialog,
    isWaitingForSignIn,
    sendAfterSignIn,
    update: answers.update,
    updateStartTime: answers.updateStartTime,
    updateEndTime: answers.updateEndTime,
    onSubmit,
  };
}
