import {
  formatClockTime,
  formatDayLabel,
  type GroupInvitation,
  type MonitoringRequest,
} from '@teewatch/shared';
import { type FormEvent, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary';
import { FieldError } from '../../../components/form/field-error';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/submit-button';
import { errorMessage, validationErrorsOf } from '../../../lib/error-message';
import { useJoinGroup } from '../api/join-group';
import {
  type JoinField,
  type JoinFormValues,
  joinDefaults,
  joinHourOptions,
  joinInputOf,
  joinProblems,
} from '../join-form-rules';

// The join form (issue 38 item 5, decision 0210): the member's own dates and hours inside the group's,
// checked here with the server's own rules before anything is sent.

const FIELD_IDS: Record<JoinField, string> = {
  preferredDates: 'join-dates',
  startTime: 'join-start',
  endTime: 'join-end',
};

// The two ends of the member's hours: the same select, over the group's starts or its ends.
const HOUR_FIELDS = ['startTime', 'endTime'] as const;
const HOUR_LABELS: Record<(typeof HOUR_FIELDS)[number], string> = {
  startTime: 'Your start time',
  endTime: 'Your end time',
};

/** The server's or the form's problems, by field, as the error summary lists them. */
function summaryItems(errors: Partial<Record<JoinField, string>>): ErrorSummaryItem[] {
  return (Object.keys(FIELD_IDS) as JoinField[]).flatMap((field) =>
    errors[field] ? [{ targetId: FIELD_IDS[field], message: errors[field] }] : [],
  );
}

/** Field errors keyed by field, from problems named by the payload's field names. */
function errorsByField(problems: { field: string; message: string }[]): Partial<Record<JoinField, string>> {
  const errors: Partial<Record<JoinField, string>> = {};
  for (const { field, message } of problems) if (field in FIELD_IDS) errors[field as JoinField] ??= message;
  return errors;
}

export function JoinGroupForm({
  token,
  invitation,
  onJoined,
}: {
  token: string;
  invitation: GroupInvitation;
  onJoined: (request: MonitoringRequest) => void;
}) {
  const join = useJoinGroup();
  const [values, setValues] = useState<JoinFormValues>(() => joinDefaults(invitation));
  const [errors, setErrors] = useState<Partial<Record<JoinField, string>>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [attempt, setAttempt] = useState(0);
  const { starts, ends } = joinHourOptions(invitation);

  function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(undefined);
    const problems = errorsByField(joinProblems(values, invitation));
    setErrors(problems);
    setAttempt((count) => count + 1);
    if (Object.keys(problems).length > 0) return;
    join.mutate(
      { token, input: joinInputOf(values, invitation) },
      {
        onSuccess: onJoined,
        onError: (error) => {
          const fields = errorsByField(validationErrorsOf(error));
          setErrors(fields);
          if (Object.keys(fields).length === 0)
            setFailure(errorMessage(error, 'Could not join the group. Please try again.'));
        },
      },
    );
  }

  function toggleDate(date: string, checked: boolean) {
    setValues((current) => ({
      ...current,
      preferredDates: checked
        ? [...current.preferredDates, date]
        : current.preferredDates.filter((picked) => picked !== date),
    }));
  }

  return (
    <form noValidate onSubmit={submit} aria-label="Join the group" className="mt-6 space-y-5">
      <ErrorSummary items={summaryItems(errors)} attempt={attempt} />
      {failure ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {failure}
        </p>
      ) : null}
      <fieldset
        id={FIELD_IDS.preferredDates}
        aria-describedby={errors.preferredDates ? `${FIELD_IDS.preferredDates}-error` : undefined}
      >
        <legend className="text-sm font-semibold text-slate-800">Your dates</legend>
        <p className="text-sm text-slate-600">Untick the days you cannot play.</p>
        <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2">
          {invitation.preferred_dates.map((date) => (
            <CheckboxField
              key={date}
              id={`join-date-${date}`}
              label={formatDayLabel(date)}
              checked={values.preferredDates.includes(date)}
              onChange={(checked) => toggleDate(date, checked)}
            />
          ))}
        </div>
        <FieldError id={FIELD_IDS.preferredDates} error={errors.preferredDates} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        {HOUR_FIELDS.map((field) => (
          <SelectField
            key={field}
            id={FIELD_IDS[field]}
            label={HOUR_LABELS[field]}
            error={errors[field]}
            value={values[field]}
            options={field === 'startTime' ? starts : ends}
            optionLabel={formatClockTime}
            onChange={(time) => setValues((current) => ({ ...current, [field]: time }))}
          />
        ))}
      </div>
      <SubmitButton isBusy={join.isPending} busyLabel="Joining..." size="lg">
        Join the group
      </SubmitButton>
    </form>
  );
}
