import { PARTY_SIZE_CHOICES, type PartySize, WAITLIST_TIME_OPTIONS } from '@teewatch/shared';
import { FieldError } from '../../../components/form/field-error';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { endTimeOptions, formatHourLabel, type WaitlistField } from '../waitlist-form-rules';
import { AlertChannelsField } from './alert-channels-field';
import { FinishBeforeSunsetField } from './finish-before-sunset-field';
import { SplitPartyField } from './split-party-field';
import type { useWaitlistSubmission } from './use-waitlist-submission';

// The waitlist form's groups of fields, each with its errors: the form (waitlist-form.tsx) lays them out.

export type WaitlistFormState = ReturnType<typeof useWaitlistSubmission>;
/** A field's id and error, by its name. */
export type FieldOf = (name: WaitlistField) => { id: string; error: string | undefined };

/** When: the start and end hours, and how many players. */
export function TimeAndPartyFields({ form, field }: { form: WaitlistFormState; field: FieldOf }) {
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
        options={PARTY_SIZE_CHOICES}
        onChange={(value) => form.update('numberOfPlayers', Number(value) as PartySize)}
      />
    </div>
  );
}

/** "Finish before sunset" and its error (decision 0199). */
export function DaylightField({ form, id }: { form: WaitlistFormState; id: string }) {
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
export function SplitField({ form, id }: { form: WaitlistFormState; id: string }) {
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

// The phone and the email address: one text field each, typed and autocompleted as what it holds.
const CONTACT_FIELDS = [
  { name: 'contactPhone', label: 'Phone (optional)', type: 'tel' },
  { name: 'contactEmail', label: 'Email address', type: 'email' },
] as const;

/** Where alerts go: the phone (optional) and the email address. */
export function ContactFields({ form, field }: { form: WaitlistFormState; field: FieldOf }) {
  const { values, update } = form;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {CONTACT_FIELDS.map(({ name, label, type }) => (
        <TextField
          key={name}
          {...field(name)}
          label={label}
          type={type}
          autoComplete={type}
          value={values[name]}
          onChange={(value) => update(name, value)}
        />
      ))}
    </div>
  );
}

/** How alerts come: one choice of the channels the golfer has set up (decision 0260). */
export function ChannelFields({
  form,
  ids,
  isSignedIn,
}: {
  form: WaitlistFormState;
  ids: Record<WaitlistField, string>;
  isSignedIn: boolean;
}) {
  return (
    <>
      <AlertChannelsField
        id={ids.alertChannels}
        chosen={form.values.alertChannels}
        isSignedIn={isSignedIn}
        invalid={Boolean(form.errors.alertChannels)}
        onChange={(channels) => form.update('alertChannels', channels)}
      />
      <FieldError id={ids.alertChannels} error={form.errors.alertChannels} />
    </>
  );
}
