import { AUTH_FORM_MESSAGES, MAX_PASSWORD_CHARS, PASSWORD_MIN_LENGTH } from '@teewatch/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { authClient } from '../../../lib/auth-client';
import { AccountSection, Outcome, outcomeOf, type SectionOutcome } from './account-section';

type Errors = { current?: string; next?: string };

/** The spec's client rule for a password (at least 6 characters); the server checks again. */
function passwordProblem(value: string): string | undefined {
  if (value === '') return AUTH_FORM_MESSAGES.passwordRequired;
  if (value.length < PASSWORD_MIN_LENGTH) return AUTH_FORM_MESSAGES.passwordTooShort;
  if (value.length > MAX_PASSWORD_CHARS) return AUTH_FORM_MESSAGES.passwordTooLong;
  return undefined;
}

/** Change the password (the current one required) and sign out every other session. */
export function PasswordSection() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const [isBusy, setIsBusy] = useState(false);
  const [sessionsOutcome, setSessionsOutcome] = useState<SectionOutcome>();
  const [isRevoking, setIsRevoking] = useState(false);

  async function change(event: FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    const found: Errors = {
      current: current === '' ? AUTH_FORM_MESSAGES.passwordRequired : undefined,
      next: passwordProblem(next),
    };
    setErrors(found);
    if (found.current || found.next) return;
    setIsBusy(true);
    const call = () => authClient.changePassword({ currentPassword: current, newPassword: next });
    const result = await outcomeOf(call, 'Password changed.', 'Could not change your password');
    setOutcome(result);
    if (result.ok) {
      setCurrent('');
      setNext('');
    }
    setIsBusy(false);
  }

  async function revokeOthers() {
    setSessionsOutcome(undefined);
    setIsRevoking(true);
    const call = () => authClient.revokeOtherSessions();
    setSessionsOutcome(
      await outcomeOf(call, 'Your other sessions are signed out.', 'Could not sign out your other sessions'),
    );
    setIsRevoking(false);
  }

  return (
    <AccountSection id="account-security" title="Password and sessions">
      <form noValidate onSubmit={change} className="space-y-4">
        <TextField
          id="account-current-password"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={errors.current}
        />
        <TextField
          id="account-new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={next}
          onChange={setNext}
          error={errors.next}
        />
        <SubmitButton isBusy={isBusy} busyLabel="Changing...">
          Change Password
        </SubmitButton>
      </form>
      <Outcome outcome={outcome} />
      <div className="border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          Signed in on another phone or computer? Sign those sessions out; this one stays signed in.
        </p>
        <Button variant="outline" onClick={() => void revokeOthers()} disabled={isRevoking} className="mt-3">
          {isRevoking ? 'Signing out...' : 'Sign Out Other Sessions'}
        </Button>
      </div>
      <Outcome outcome={sessionsOutcome} />
    </AccountSection>
  );
}
