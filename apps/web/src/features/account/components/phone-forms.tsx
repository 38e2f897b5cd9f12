import {
  MAX_PHONE_INPUT_LENGTH,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_MESSAGES,
  pathTo,
} from '@teewatch/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { errorMessage, validationErrorsOf } from '../../../lib/error-message';
import { useConfirmPhone, useSavePhone } from '../api/phone';
import { SectionForm, type SectionSave, useSectionSave } from './section-form';

// The two forms of the phone section (issue 36): a number with an unticked consent box, then the code.

type FieldErrors = Partial<Record<'phone' | 'consent' | 'code', string>>;

/**
 * Runs `call` as the section's save: a failure's field problems go to `showFields` by field, anything else
 * to the section's line.
 */
function saveWithProblems(
  save: SectionSave,
  call: () => Promise<unknown>,
  fallback: string,
  showFields: (fields: FieldErrors) => void,
) {
  void save.run(async () => {
    try {
      await call();
      return undefined;
    } catch (error) {
      const fields = Object.fromEntries(validationErrorsOf(error).map((item) => [item.field, item.message]));
      showFields(fields);
      return Object.keys(fields).length > 0 ? undefined : { ok: false, text: errorMessage(error, fallback) };
    }
  });
}

/** The number and the consent box (unticked until the golfer ticks it); sending texts a code. */
export function PhoneNumberForm({
  initial,
  onCancel,
  onSaved,
}: {
  initial?: string;
  /** Changing a number: back to the current one without a change. */
  onCancel?: () => void;
  /** The code went out (the section then shows the code's form). */
  onSaved?: () => void;
}) {
  const [phone, setPhone] = useState(initial ?? '');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const save = useSectionSave();
  const savePhone = useSavePhone();

  function submit() {
    const problems: FieldErrors = {};
    if (phone.trim() === '') problems.phone = PHONE_MESSAGES.invalidPhone;
    if (!consent) problems.consent = PHONE_MESSAGES.consentRequired;
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    saveWithProblems(
      save,
      async () => {
        await savePhone.mutateAsync({ phone: phone.trim(), consent: true });
        onSaved?.();
      },
      'Could not send a code to this number',
      setErrors,
    );
  }

  return (
    <SectionForm save={save} onSubmit={submit} submitLabel="Text Me a Code" busyLabel="Sending...">
      <TextField
        id="account-phone"
        name="phone"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="604 555 0100"
        value={phone}
        maxLength={MAX_PHONE_INPUT_LENGTH}
        onChange={setPhone}
        hint="A Canadian number, or any number starting with +."
        error={errors.phone}
      />
      <CheckboxField
        id="account-phone-consent"
        label="I agree to receive text alerts from Teewatch at this number. Message and data rates may apply. Reply STOP to any text to stop them, HELP for help."
        checked={consent}
        onChange={setConsent}
        error={errors.consent}
      />
      {/* The server records which wording was agreed to, by version (decision 0253). */}
      <p className="text-xs text-slate-600">
        How we use and keep your number:{' '}
        <a
          href={pathTo('privacy')}
          target="_blank"
          rel="noopener"
          className="font-medium text-emerald-800 underline"
        >
          Privacy policy
        </a>
        .
      </p>
      {onCancel && (
        <Button variant="link" onClick={onCancel}>
          Keep My Current Number
        </Button>
      )}
    </SectionForm>
  );
}

/** The 6-digit code texted to the number. */
export function PhoneCodeForm() {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const save = useSectionSave();
  const confirm = useConfirmPhone();

  function submit() {
    const typed = code.replace(/\s/g, '');
    if (!new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(typed)) return setError(PHONE_MESSAGES.invalidCode);
    setError(undefined);
    saveWithProblems(
      save,
      () => confirm.mutateAsync(typed),
      'Could not confirm your number',
      (fields) => setError(fields.code),
    );
  }

  return (
    <SectionForm save={save} onSubmit={submit} submitLabel="Confirm Number" busyLabel="Confirming...">
      <TextField
        id="account-phone-code"
        name="code"
        label="Code from the text"
        className="max-w-40"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={PHONE_CODE_LENGTH + 2}
        value={code}
        onChange={setCode}
        hint={`${PHONE_CODE_LENGTH} digits, good for ${PHONE_CODE_MINUTES} minutes.`}
        error={error}
      />
    </SectionForm>
  );
}
