import {
  MAX_PHONE_INPUT_LENGTH,
  PHONE_CODE_LENGTH,
  PHONE_CODE_MINUTES,
  PHONE_MESSAGES,
} from '@teewatch/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { FieldError } from '../../../components/field-error';
import { errorMessage, validationErrorsOf } from '../../../lib/error-message';
import { useConfirmPhone, useSavePhone } from '../api/phone';
import type { SectionOutcome } from './account-section';
import { SectionForm, useSectionSave } from './section-form';

// The two forms of the phone section (issue 36): a number with an unticked consent box, then the code.

const INPUT =
  'block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-emerald-700 focus:outline-2 focus:outline-offset-0 focus:outline-emerald-700';

type FieldErrors = Partial<Record<'phone' | 'consent' | 'code', string>>;

/** What a failed call says: its field problems by field, else one line for the section. */
function problemsOf(error: unknown, fallback: string): { fields: FieldErrors; outcome: SectionOutcome } {
  const fields = Object.fromEntries(validationErrorsOf(error).map((item) => [item.field, item.message]));
  return Object.keys(fields).length > 0
    ? { fields, outcome: undefined }
    : { fields: {}, outcome: { ok: false, text: errorMessage(error, fallback) } };
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
    void save.run(async () => {
      try {
        await savePhone.mutateAsync({ phone: phone.trim(), consent: true });
        onSaved?.();
        return undefined;
      } catch (error) {
        const { fields, outcome } = problemsOf(error, 'Could not send a code to this number');
        setErrors(fields);
        return outcome;
      }
    });
  }

  return (
    <SectionForm save={save} onSubmit={submit} submitLabel="Text Me a Code" busyLabel="Sending...">
      <div>
        <label htmlFor="account-phone" className="mb-1 block text-sm font-medium text-slate-800">
          Mobile number
        </label>
        <input
          id="account-phone"
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="604 555 0100"
          value={phone}
          maxLength={MAX_PHONE_INPUT_LENGTH}
          onChange={(event) => setPhone(event.target.value)}
          aria-invalid={errors.phone ? true : undefined}
          aria-describedby={errors.phone ? 'account-phone-error' : 'account-phone-hint'}
          className={`${INPUT} ${errors.phone ? 'border-red-600' : 'border-slate-300'}`}
        />
        <p id="account-phone-hint" className="mt-1 text-sm text-slate-600">
          A Canadian number, or any number starting with +.
        </p>
        <FieldError id="account-phone" error={errors.phone} />
      </div>
      <div>
        <div className="flex items-start gap-2">
          <input
            id="account-phone-consent"
            type="checkbox"
            checked={consent}
            onChange={(event) => setConsent(event.target.checked)}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'account-phone-consent-error' : undefined}
            className="mt-1 h-4 w-4 rounded border-slate-400 accent-emerald-700"
          />
          <label htmlFor="account-phone-consent" className="text-sm text-slate-800">
            I agree to receive text alerts from Teewatch at this number. Message and data rates may apply.
            Reply STOP to any text to stop them, HELP for help.
          </label>
        </div>
        <FieldError id="account-phone-consent" error={errors.consent} />
      </div>
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
    void save.run(async () => {
      try {
        await confirm.mutateAsync(typed);
        return undefined;
      } catch (caught) {
        const { fields, outcome } = problemsOf(caught, 'Could not confirm your number');
        setError(fields.code);
        return outcome;
      }
    });
  }

  return (
    <SectionForm save={save} onSubmit={submit} submitLabel="Confirm Number" busyLabel="Confirming...">
      <div>
        <label htmlFor="account-phone-code" className="mb-1 block text-sm font-medium text-slate-800">
          Code from the text
        </label>
        <input
          id="account-phone-code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={PHONE_CODE_LENGTH + 2}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'account-phone-code-error' : 'account-phone-code-hint'}
          className={`${INPUT} max-w-40 tracking-widest ${error ? 'border-red-600' : 'border-slate-300'}`}
        />
        <p id="account-phone-code-hint" className="mt-1 text-sm text-slate-600">
          {PHONE_CODE_LENGTH} digits, good for {PHONE_CODE_MINUTES} minutes.
        </p>
        <FieldError id="account-phone-code" error={error} />
      </div>
    </SectionForm>
  );
}
