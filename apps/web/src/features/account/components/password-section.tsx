import { AUTH_FORM_MESSAGES, MAX_PASSWORD_CHARS, PASSWORD_MIN_LENGTH } from '@teewatch/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { changePassword, revokeOtherSessions } from '../../../lib/auth-client';
import { AccountSection, Outcome, outcomeOf } from './account-section';
import { SectionForm, useSectionSave } from './section-form';

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
  const save = useSectionSave();
  const sessions = useSectionSave();

  async function change() {
    const found: Errors = {
      current: current === '' ? AUTH_FORM_MESSAGES.passwordRequired : undefined,
      next: passwordProblem(next),
    };
    setErrors(found);
    if (found.current || found.next) return;
    const call = () => changePassword({ currentPassword: current, newPassword: next });
    const result = await save.run(() =>
      outcomeOf(call, 'Password changed.', 'Could not change your password'),
    );
    if (result?.ok) {
      setCurrent('');
      setNext('');
    }
  }

  function revokeOthers() {
    sessions.clear();
    void sessions.run(() =>
      outcomeOf(
        revokeOtherSessions,
        'Your other sessions are signed out.',
        'Could not sign out your other sessions',
      ),
    );
  }

  return (
    <AccountSection id="account-security" title="Password and sessions">
      <SectionForm
        save={save}
        onSubmit={() => void change()}
        submitLabel="Change Password"
        busyLabel="Changing..."
      >
        <TextField
          required
          id="account-current-password"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={setCurrent}
          error={errors.current}
        />
        <TextField
          required
          id="account-new-password"
          label="New Password"
          type="password"
          autoComplete="new-password"
          minLength={PASSWORD_MIN_LENGTH}
          value={next}
          onChange={setNext}
          error={errors.next}
        />
      </SectionForm>
      <div className="border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-700">
          Signed in on another phone or computer? Sign those sessions out; this one stays signed in.
        </p>
        <Button variant="outline" onClick={revokeOthers} disabled={sessions.isBusy} className="mt-3">
          {sessions.isBusy ? 'Signing out...' : 'Sign Out Other Sessions'}
        </Button>
      </div>
      <Outcome outcome={sessions.outcome} />
    </AccountSection>
  );
}
