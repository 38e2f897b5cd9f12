import { type GolfCourse, lastWatchableDate, type PartySize, WAITLIST_TIME_OPTIONS } from '@teewatch/shared';
import { type ReactNode, useId } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/error-summary';
import { FieldError } from '../../../components/field-error';
import { SubmitButton } from '../../../components/submit-button';
import { useAccountDeliveryRules } from '../../../lib/account-delivery-rules';
import { useAccountPhone } from '../../../lib/account-phone';
import { usePushDevices } from '../../../lib/push/push-subscriptions';
import {
  defaultAlertChannel,
  endTimeOptions,
  formatHourLabel,
  PARTY_SIZE_OPTIONS,
  requestRulesOf,
  type WaitlistField,
} from '../waitlist-form-rules';
import { AlertChannelField } from './alert-channel-field';
import { BookingOpensNotice } from './booking-opens-notice';
import { CoursePicker } from './course-picker';
import { InputField, SelectField } from './form-field';
import { PreferredDatesPicker } from './preferred-dates-picker';
import { RequestRulesFieldset } from './request-rules-fieldset';
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
  // Whether push can be chosen: the golfer's devices (GET /api/push/subscriptions), once signed in.
  const devices = usePushDevices(isSignedIn);
  // Which number texts go to (GET /api/account/phone), once signed in.
  const phone = useAccountPhone(isSignedIn);
  const hasPushDevice = devices.data ? devices.data.length > 0 : devices.isError ? false : undefined;
  const field = (name: WaitlistField) => ({ id: ids[name], error: errors[name] });
  // Each rule input's own message, while the rules' error stands (it clears as the golfer edits them).
  const rulesCheck = requestRulesOf(values.deliveryRules, maxDailyCap);
  const rulesErrors = errors.deliveryRules && !rulesCheck.ok ? rulesCheck.errors : {};

  const summaryItems: ErrorSummaryItem[] = FIELD_ORDER.flatMap((name) => {
    const message = errors[name];
    return message ? [{ targetId: ids[name], message }] : [];
  });

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
          {hourSelect('startTime', 'Start time', WAITLIST_TIME_OPTIONS, form.updateStartTime)}
          {hourSelect('endTime', 'End time', shownEndOptions, form.updateEndTime)}
          <SelectField
            {...field('numberOfPlayers')}
            label="Number of players"
            value={values.numberOfPlayers}
            options={PARTY_SIZE_OPTIONS}
            onChange={(value) => update('numberOfPlayers', Number(value) as PartySize)}
          />
        </div>
        <SplitPartyField
          id={ids.splitParty}
          numberOfPlayers={values.numberOfPlayers}
          value={values.splitParty}
          onChange={(value) => update('splitParty', value)}
        />
        <FieldError id={ids.splitParty} error={errors.splitParty} />
        {oddsNote?.({
          courseIds: values.courseIds,
          timeStart: values.startTime,
          timeEnd: values.endTime,
          dates: values.preferredDates,
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            {...field('contactPhone')}
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            value={values.contactPhone}
            onChange={(value) => update('contactPhone', value)}
          />
          <InputField
            {...field('contactEmail')}
            label="Email address"
            type="email"
            autoComplete="email"
            value={values.contactEmail}
            onChange={(value) => update('contactEmail', value)}
          />
        </div>
        <TextChoiceField
          id={ids.notificationMethod}
          value={values.notificationMethod}
          phone={phone.data}
          isSignedIn={isSignedIn}
          onChange={(method) => update('notificationMethod', method)}
        />
        <FieldError id={ids.notificationMethod} error={errors.notificationMethod} />
        <AlertChannelField
          id={ids.alertChannel}
          value={values.alertChannel ?? defaultAlertChannel(hasPushDevice === true)}
          hasPushDevice={hasPushDevice}
          isSignedIn={isSignedIn}
          onChange={(channel) => update('alertChannel', channel)}
        />
        <FieldError id={ids.alertChannel} error={errors.alertChannel} />
        <RequestRulesFieldset
          id={ids.deliveryRules}
          choice={values.deliveryRules}
          accountRules={accountRules.data?.rules}
          today={today}
          maxDailyCap={maxDailyCap}
          errors={rulesErrors}
          onChange={(choice) => update('deliveryRules', choice)}
        />
        {/* A message the inputs do not show themselves (the server's answer): under the rules. */}
        <FieldError
          id={ids.deliveryRules}
          error={Object.keys(rulesErrors).length > 0 ? undefined : errors.deliveryRules}
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
  } satisfies Record<WaitlistField, string>;
}
