import { addDaysToIsoDate, type GolfCourse, lastWatchableDate, WEEKLY_SEASON_DAYS } from '@teewatch/shared';
import { type ReactNode, useId } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary';
import { SubmitButton } from '../../../components/submit-button';
import { useAccountDeliveryRules } from '../../../lib/account-delivery-rules';
import type { WaitlistField, WaitlistFieldErrors } from '../waitlist-form-rules';
import { BookingOpensNotice } from './booking-opens-notice';
import { CoursePicker } from './course-picker';
import { HeldTimeSection } from './held-time-section';
import { PreferredDatesPicker } from './preferred-dates-picker';
import { RepeatWeeklyField } from './repeat-weekly-field';
import { RequestRulesSection } from './request-rules-section';
import { WaitlistResultDialogs } from './result-dialogs';
import { useWaitlistSubmission, type WaitlistSubmissionOptions } from './use-waitlist-submission';
import {
  ChannelFields,
  ContactFields,
  DaylightField,
  SplitField,
  TimeAndPartyFields,
} from './waitlist-form-fields';
import { WaitlistNotice } from './waitlist-notice';

/** The order errors are listed in the summary: the order of the fields on the page. */
const FIELD_ORDER: WaitlistField[] = [
  'courseIds',
  'weekly',
  'preferredDates',
  'startTime',
  'endTime',
  'numberOfPlayers',
  'splitParty',
  'contactPhone',
  'contactEmail',
  'alertChannels',
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
        <WhichDays form={form} courses={courses} today={today} ids={ids} />
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

/** Which days: "Repeat weekly" and its weekdays (decision 0350), else the preferred dates and when booking opens. */
function WhichDays({
  form,
  courses,
  today,
  ids,
}: {
  form: ReturnType<typeof useWaitlistSubmission>;
  courses: GolfCourse[] | undefined;
  today: string;
  ids: ReturnType<typeof useFieldIds>;
}) {
  const { values, errors, update } = form;
  return (
    <>
      <RepeatWeeklyField
        id={ids.weekly}
        value={values.weekly}
        onChange={(weekly) => update('weekly', weekly)}
        today={today}
        lastDate={addDaysToIsoDate(today, WEEKLY_SEASON_DAYS)}
        error={errors.weekly}
      />
      {values.weekly ? null : (
        <>
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
        </>
      )}
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
    alertChannels: `${base}-channels`,
    deliveryRules: `${base}-rules`,
    finishBeforeSunset: `${base}-sunset`,
    held: `${base}-held`,
    weekly: `${base}-weekly`,
  } satisfies Record<WaitlistField, string>;
}
