import { type GolfCourse, lastWatchableDate, type PartySize, WAITLIST_TIME_OPTIONS } from '@teewatch/shared';
import { type ReactNode, useId } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary';
import { FieldError } from '../../../components/form/field-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { SubmitButton } from '../../../components/submit-button';
import { useAccountDeliveryRules } from '../../../lib/account-delivery-rules';
import { useAccountPhone } from '../../../lib/account-phone';
import { usePushDevices } from '../../../lib/push/push-subscriptions';
import {
  defaultAlertChannel,
  endTimeOptions,
  formatHourLabel,
  PARTY_SIZE_OPTIONS,
  type WaitlistField,
  type WaitlistFieldErrors,
} from '../waitlist-form-rules';
import { AlertChannelField } from './alert-channel-field';
import { BookingOpensNotice } from './booking-opens-notice';
import { CoursePicker } from './course-picker';
import { FinishBeforeSunsetField } from './finish-before-sunset-field';
import { HeldTimeSection } from './held-time-section';
import { PreferredDatesPicker } from './preferred-dates-picker';
import { RequestRulesSection } from './request-rules-section';
import { WaitlistResultDialogs } from './result-dialogs';
import { SplitPartyField } from './split-party-field';
import { TextChoiceField } from './text-choice-field';
import { useWaitlistSubmission, type WaitlistSubmissionOptions } from './use-waitlist-submission';
import { WaitlistNotice } from './waitlist-notice';

/** The order errors are listed in the summary: the order of the fields on the page. */
const FIELD_ORDER: WaitlistField[] = [
  'courseIds',
  'preferredDates',
  'startTime',
  'endTime',
  'numberOfPlayers',
  'splitParty',
  'contactPhone',
  'contactEmail',
  'notificationMethod',
  'alertChannel',
  'deliveryRules',
  'finishBeforeSunset',
  'held',
];

/** ALERT_EMAILS_PER_RECIPIENT_PER_DAY's default: a request's own cap is checked against it until the server's is read. */
const DEFAULT_SERVER_DAILY_CAP = 24;

/** The form's catalogue, date and button words; the rest (session, sending, editing) is useWaitlistSubmission's. */
type WaitlistFormProps = WaitlistSubmissionOptions & {
  courses: GolfCourse[] | undefined;
  isLoadingCourses: boolean;
  /** Today in Vancouver (YYYY-MM-DD). */
  today: string;
  /** Editing an existing request: the button's words. */
  submitLabel?: string;
  /** What the page shows under the party size for the golfer's choice (the insights feature's odds). */
  oddsNote?: (choice: OddsChoice) => ReactNode;
};

/** The choice an odds note describes: the courses, the hour window and the dates picked so far. */
export type OddsChoice = { courseIds: number[]; timeStart: string; timeEnd: string; dates: string[] };

/** The waitlist form (golfer-side §4): its fields and dialogs; useWaitlistSubmission holds its answers and sends them. */
export function WaitlistForm({
  courses,
  isLoadingCourses,
  today,
  submitLabel = 'Join Waitlist',
  oddsNote,
  ...submission
}: WaitlistFormProps) {
  const { isSignedIn, initialValues } = submission;
  // The account's alert rules, which a request follows unless it has its own, and the server's daily cap.
  const accountRules = useAccountDeliveryRules(isSignedIn);
  const maxDailyCap = accountRules.data?.maxDailyCap ?? DEFAULT_SERVER_DAILY_CAP;
  const form = useWaitlistSubmission({ ...submission, maxDailyCap });
  const { values, errors, update } = form;
  const ids = useFieldIds();
  const field = (name: WaitlistField) => ({ id: ids[name], error: errors[name] });

  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit}
        className="space-y-8"
        aria-label={initialValues ? 'Edit the waitlist request' : 'Join the waitlist'}
      >
        <ErrorSummary items={summaryItems(errors, ids)} attempt={form.attempt} />
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
        <TimeAndPartyFields form={form} field={field} />
        <DaylightField form={form} id={ids.finishBeforeSunset} />
        <SplitField form={form} id={ids.splitParty} />
        {oddsNote?.({
          courseIds: values.courseIds,
          timeStart: values.startTime,
          timeEnd: values.endTime,
          dates: values.preferredDates,
        })}
        <ContactFields form={form} field={field} />
        <ChannelFields form={form} ids={ids} isSignedIn={isSignedIn} />
        <RequestRulesSection
          id={ids.deliveryRules}
          choice={values.deliveryRules}
          error={errors.deliveryRules}
          accountRules={accountRules.data?.rules}
          today={today}
          maxDailyCap={maxDailyCap}
          onChange={(choice) => update('deliveryRules', choice)}
        />
        <HeldTimeSection
          id={ids.held}
          held={values.held}
          courses={courses ?? []}
          courseIds={values.courseIds}
          dates={values.preferredDates}
          error={errors.held}
          onChange={(held) => update('held', held)}
        />
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

/** The summary's links, one per field in error, in the order of the fields on the page. */
function summaryItems(errors: WaitlistFieldErrors, ids: ReturnType<typeof useFieldIds>): ErrorSummaryItem[] {
  return FIELD_ORDER.flatMap((name) => {
    const message = errors[name];
    return message ? [{ targetId: ids[name], message }] : [];
  });
}

type WaitlistFormState = ReturnType<typeof useWaitlistSubmission>;
/** A field's id and error, by its name. */
type FieldOf = (name: WaitlistField) => { id: string; error: string | undefined };

/** When: the start and end hours, and how many players. */
function TimeAndPartyFields({ form, field }: { form: WaitlistFormState; field: FieldOf }) {
  const { values } = form;
  const endOptions = endTimeOptions(values.startTime);
  // Keep the current end visible even when no later hour exists (start 21:00), so the select never lies.
  const shownEndOptions = endOptions.includes(values.endTime) ? endOptions : [values.endTime, ...endOptions];

  const hourSelect = (
    name: 'startTime' | 'endTime',
    label: string,
    options: readonly string[],
    onChange: (time: string) => void,
  ) => (
    <SelectField
      {...field(name)}
      label={label}
      value={values[name]}
      options={options}
      optionLabel={formatHourLabel}
      onChange={onChange}
    />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {hourSelect('startTime', 'Start time', WAITLIST_TIME_OPTIONS, form.updateStartTime)}
      {hourSelect('endTime', 'End time', shownEndOptions, form.updateEndTime)}
      <SelectField
        {...field('numberOfPlayers')}
        label="Number of players"
        value={values.numberOfPlayers}
        options={PARTY_SIZE_OPTIONS}
        onChange={(value) => form.update('numberOfPlayers', Number(value) as PartySize)}
      />
    </div>
  );
}

/** "Finish before sunset" and its error (decision 0199). */
function DaylightField({ form, id }: { form: WaitlistFormState; id: string }) {
  return (
    <>
      <FinishBeforeSunsetField
        id={id}
        value={form.values.finishBeforeSunset}
        onChange={(value) => form.update('finishBeforeSunset', value)}
      />
      <FieldError id={id} error={form.errors.finishBeforeSunset} />
    </>
  );
}

/** Whether a party of 3 or 4 may split, and its error. */
function SplitField({ form, id }: { form: WaitlistFormState; id: string }) {
  return (
    <>
      <SplitPartyField
        id={id}
        numberOfPlayers={form.values.numberOfPlayers}
        value={form.values.splitParty}
        onChange={(value) => form.update('splitParty', value)}
      />
      <FieldError id={id} error={form.errors.splitParty} />
    </>
  );
}

/** Where alerts go: the phone (optional) and the email address. */
function ContactFields({ form, field }: { form: WaitlistFormState; field: FieldOf }) {
  const { values, update } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        {...field('contactPhone')}
        label="Phone (optional)"
        type="tel"
        autoComplete="tel"
        value={values.contactPhone}
        onChange={(value) => update('contactPhone', value)}
      />
      <TextField
        {...field('contactEmail')}
        label="Email address"
        type="email"
        autoComplete="email"
        value={values.contactEmail}
        onChange={(value) => update('contactEmail', value)}
      />
    </div>
  );
}

/** How alerts come: texts as well or not, and email or push. */
function ChannelFields({
  form,
  ids,
  isSignedIn,
}: {
  form: WaitlistFormState;
  ids: ReturnType<typeof useFieldIds>;
  isSignedIn: boolean;
}) {
  // Whether push can be chosen: the golfer's devices (GET /api/push/subscriptions), once signed in.
  const devices = usePushDevices(isSignedIn);
  // Which number texts go to (GET /api/account/phone), once signed in.
  const phone = useAccountPhone(isSignedIn);
  const hasPushDevice = devices.data ? devices.data.length > 0 : devices.isError ? false : undefined;
  return (
    <>
      <TextChoiceField
        id={ids.notificationMethod}
        value={form.values.notificationMethod}
        phone={phone.data}
        isSignedIn={isSignedIn}
        onChange={(method) => form.update('notificationMethod', method)}
      />
      <FieldError id={ids.notificationMethod} error={form.errors.notificationMethod} />
      <AlertChannelField
        id={ids.alertChannel}
        value={form.values.alertChannel ?? defaultAlertChannel(hasPushDevice === true)}
        hasPushDevice={hasPushDevice}
        isSignedIn={isSignedIn}
        onChange={(channel) => form.update('alertChannel', channel)}
      />
      <FieldError id={ids.alertChannel} error={form.errors.alertChannel} />
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
    splitParty: `${base}-split`,
    contactPhone: `${base}-phone`,
    contactEmail: `${base}-email`,
    notificationMethod: `${base}-method`,
    alertChannel: `${base}-channel`,
    deliveryRules: `${base}-rules`,
    finishBeforeSunset: `${base}-sunset`,
    held: `${base}-held`,
  } satisfies Record<WaitlistField, string>;
}
