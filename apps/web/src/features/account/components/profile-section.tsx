import { MAX_NAME_CHARS } from '@teewatch/shared';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { authClient } from '../../../lib/auth-client';
import { errorMessage } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session';
import { AccountField, AccountSection, Outcome, type SectionOutcome } from './account-field';

/** Change the display name (better-auth's update-user). */
export function ProfileSection({ user }: { user: SessionUser }) {
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const [isBusy, setIsBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    if (name.trim() === '') return setError('Full name is required');
    setError(undefined);
    setIsBusy(true);
    try {
      const { error: authError } = await authClient.updateUser({ name: name.trim() });
      setOutcome(
        authError
          ? { ok: false, text: authError.message || 'Could not save your name' }
          : { ok: true, text: 'Name saved.' },
      );
    } catch (caught) {
      setOutcome({ ok: false, text: errorMessage(caught, 'Could not save your name') });
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <AccountSection id="account-profile" title="Profile">
      <p className="text-sm text-slate-700">
        Signed in as <span className="font-medium break-all text-slate-900">{user.email}</span>
      </p>
      <form noValidate onSubmit={save} className="space-y-4">
        <AccountField
          id="account-name"
          label="Full Name"
          type="text"
          autoComplete="name"
          value={name}
          onChange={setName}
          maxLength={MAX_NAME_CHARS}
          error={error}
        />
        <SubmitButton isBusy={isBusy} busyLabel="Saving...">
          Save Name
        </SubmitButton>
      </form>
      <Outcome outcome={outcome} />
    </AccountSection>
  );
}
