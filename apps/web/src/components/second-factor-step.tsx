import { type FormEvent, useId, useState } from 'react';
import { verifySecondFactor } from '../lib/auth-client';
import { errorMessage } from '../lib/error-message';
import { Button } from './button';
import { TextField } from './form/text-field';
import { SubmitButton } from './submit-button';

const WORDS = {
  totp: {
    label: 'Authentication code',
    hint: 'Enter the 6-digit code your authenticator app shows for Teewatch.',
    switchTo: 'Use a backup code instead',
  },
  backup: {
    label: 'Backup code',
    hint: 'Enter one of the backup codes you saved when you set up two-step verification. Each works once.',
    switchTo: 'Use your authenticator app instead',
  },
} as const;

/**
 * The sign-in's second step for an account with two-step verification (decision 0246): after the
 * password, a code from the authenticator app or a backup code opens the session. Shared by the sign-in
 * dialog and the admin sign-in screen.
 */
export function SecondFactorStep({ onVerified, onCancel }: { onVerified: () => void; onCancel: () => void }) {
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const headingId = useId();
  const words = WORDS[kind];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = kind === 'totp' ? code.replace(/\s/g, '') : code.trim();
    if (!typed) return setError(`${words.label} is required`);
    setError(undefined);
    setIsBusy(true);
    try {
      await verifySecondFactor({ code: typed, kind });
      onVerified();
    } catch (failure) {
      setError(errorMessage(failure, 'That code did not work. Check it and try again.'));
      setIsBusy(false);
    }
  }

  function switchKind() {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setCode('');
    setError(undefined);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Two-step verification
      </h2>
      <p className="text-sm text-slate-700">{words.hint}</p>
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <TextField
        id={`${headingId}-code`}
        label={words.label}
        type="text"
        inputMode={kind === 'totp' ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        maxLength={kind === 'totp' ? 8 : 32}
        required
        value={code}
        onChange={setCode}
      />
      <SubmitButton isBusy={isBusy} busyLabel="Verifying..." size="lg" className="w-full">
        Verify
      </SubmitButton>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="link" onClick={switchKind} disabled={isBusy}>
          {words.switchTo}
        </Button>
        <Button variant="link" onClick={onCancel} disabled={isBusy}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
