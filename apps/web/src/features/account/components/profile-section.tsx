import { MAX_NAME_CHARS } from '@teewatch/shared';
import { useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { updateName } from '../../../lib/auth-client';
import type { SessionUser } from '../../../lib/session';
import { AccountSection, outcomeOf } from './account-section';
import { SectionForm, useSectionSave } from './section-form';

/** Change the display name (better-auth's update-user). */
export function ProfileSection({ user }: { user: SessionUser }) {
  const [name, setName] = useState(user.name);
  const [error, setError] = useState<string>();
  const save = useSectionSave();

  function submit() {
    if (name.trim() === '') return setError('Full name is required');
    setError(undefined);
    const call = () => updateName(name.trim());
    void save.run(() => outcomeOf(call, 'Name saved.', 'Could not save your name'));
  }

  return (
    <AccountSection id="account-profile" title="Profile">
      <p className="text-sm text-slate-700">
        Signed in as <span className="font-medium break-all text-slate-900">{user.email}</span>
      </p>
      <SectionForm save={save} onSubmit={submit} submitLabel="Save Name" busyLabel="Saving...">
        <TextField
          required
          id="account-name"
          label="Full Name"
          type="text"
          autoComplete="name"
          value={name}
          onChange={setName}
          maxLength={MAX_NAME_CHARS}
          error={error}
        />
      </SectionForm>
    </AccountSection>
  );
}
