import { type GolfCourse, lastWatchableDate, type PartySize, WAITLIST_TIME_OPTIONS } from '@teewatch/shared';
import { type ReactNode, useId } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/error-summary';
import { FieldError } from '../../../components/field-error';
import { SelectOptions } from '../../../components/select-options';
import { SubmitButton } from '../../../components/submit-button';
import { OpeningOddsNote } from '../../insights/components/opening-odds-note';
import { usePushDevices } from '../../push/api/push-subscriptions';
import {
  defaultAlertChannel,
  endTimeOptions,
  formatHourLabel,
  PARTY_SIZE_OPTIONS,
  type WaitlistField,
} from '../waitlist-form-rules';
import { AlertChannelField } from './alert-channel-field';
import { BookingOpensNotice } from './booking-opens-notice';
import { CoursePicker } from './course-picker';
import { errorProps, FormField as Field } from './form-field';
import { PreferredDatesPicker } from './preferred-dates-picker';
import { WaitlistResultDialogs } from './result-dialogs';
import { useWaitlistSubmission, type WaitlistSubmissionOptions } from './use-waitlist-submission';
import { WaitlistNotice } from './waitlist-notice';

/** The order errors are listed in the summary: the order of the fields on the page. */
const FIELD_ORDER: WaitlistField[] = [
  'courseIds',
  'preferredDates',
  'startTime',
  'endTime',
  'numberOfPlayers',
  'contactPhone',
  'contactEmail',
  'alertChannel',
];

/** The form's catalogue, date and button words; the rest (session, sending, editing) is useWaitlistSubmission's. */
type WaitlistFormProps = WaitlistSubmissionOptions & {
  courses: GolfCourse[] | undefined;
  isLoadingCourses: boolean;
  /** Today in Vancouver (YYYY-MM-DD). */
  today: string;
  /** Editing an existing request: the button's words. */
  submitLabel?: string;
  /** More inputs before the submit button (the edit page's alert rules). */
  extraFields?: ReactNode;
};

const controlClass = 'w-full rounded-md border bg-white px-3 py-2 text-slate-900 focus-ring';
const borderFor = (error: string | undefined) => (error ? 'border-red-600' : 'border-slate-300');

/** The waitlist form (golfer-side §4): its fields and dialogs; useWaitlistSubmission holds its answers and sends them. */
export function WaitlistForm({
  courses,
  isLoadingCourses,
  today,
  submitLabel = 'Join Waitlist',
  extraFields,
  ...submission
}: WaitlistFormProps) {
  const form = useWaitlistSubmission(submission);
  const { isSignedIn, initialValues } = submission;
  const { values, errors, update } = form;
  const ids = useFieldIds();
  // Whether push can be chosen: the golfer's devices (GET /api/push/subscriptions), once signed in.
  const devices = usePushDevices(isSignedIn);
  const hasPushDevice = devices.data ? devices.data.length > 0 : devices.isError ? false : undefined;
  /** A control's id, its error wiring and its border (red when its field has an error). */
  const controlProps = (
    field: 'startTime' | 'endTime' | 'numberOfPlayers' | 'contactPhone' | 'contactEmail',
  ) => ({
    id: ids[field],
    ...errorProps(ids[field], errors[field]),
    className: `${controlClass} ${borderFor(errors[field])}`,
  });

  const summaryItems: ErrorSummaryItem[] = FIELD_ORDER.flatMap((field) => {
    const message = errors[field];
    return message ? [{ targetId: ids[field], message }] : [];
  });

  const endOptions = endTimeOptions(values.startTime);
  // Keep the current end visible even when no later hour exists (start 21:00), so the select never lies.
  const shownEndOptions = endOptions.includes(values.endTime) ? endOptions : [values.endTime, ...endOptions];

  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit}
        className="space-y-8"
        aria-label={initialValues ? 'Edit the waitlist request' : 'Join the waitlist'}
      >
        <ErrorSummary items={summaryItems} attempt={form.attempt} />
        <WaitlistNotice
          sendAfterSignIn={form.sendAfterSignIn}
          isSignedIn={isSignedIn}
          isEditing={Boolean(initialValues)}
          isWaitingForSignIn={form.isWaitingForSignIn}
        />
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
              onChange={(event) => form.updateStartTime(event.target.value)}
            >
              <SelectOptions options={WAITLIST_TIME_OPTIONS} label={formatHourLabel} />
            </select>
          </Field>
          <Field id={ids.endTime} label="End time" error={errors.endTime}>
            <select
              {...controlProps('endTime')}
              value={values.endTime}
              onChange={(event) => form.updateEndTime(event.target.value)}
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
        <AlertChannelField
          id={ids.alertChannel}
          value={values.alertChannel ?? defaultAlertChannel(hasPushDevice === true)}
          hasPushDevice={hasPushDevice}
          isSignedIn={isSignedIn}
          onChange={(channel) => update('alertChannel', channel)}
        />
        <FieldError id={ids.alertChannel} error={errors.alertChannel} />
        {extraFields}
        <SubmitButton
          isBusy={form.isSubmitting}
          busyLabel="Submitting..."
          size="xl"
          className="w-full sm:w-auto"
        >
          {submitLabel}
        </SubmitButton>
      </form>
      <WaitlistResultDialogs dialog={form.dialog} onClose={form.closeDialog} />
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
    alertChannel: `${base}-channel`,
  };
}
