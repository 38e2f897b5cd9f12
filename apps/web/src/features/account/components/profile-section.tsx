import { MAX_NAME_CHARS } from '@teewatch/shared';
import { type FormEvent, useState } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { authClient } from '../../../lib/auth-client';
import type { SessionUser } from '../../../lib/session';
import { AccountSection, Outcome, outcomeOf, type SectionOutcome } from './account-section';

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
    const call = () => authClient.updateUser({ name: name.trim() });
    setOutcome(await outcomeOf(call, 'Name saved.', 'Could not save your name'));
    setIsBusy(false);
  }

  return (
    <AccountSection id="account-profile" title="Profile">
      <p className="text-sm text-slate-700">
        Signed in as <span className="font-medium break-all text-slate-900">{user.email}</span>
      </p>
      <form noValidate onSubmit={save} className="space-y-4">
        <TextField
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
