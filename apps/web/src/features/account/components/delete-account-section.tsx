import { useQueryClient } from '@tanstack/react-query';
import { DELETE_ACCOUNT_EMAIL_MISMATCH, MAX_EMAIL_CHARS, pathTo } from '@teewatch/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { TextField } from '../../../components/form/text-field';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { refreshSession, type SessionUser } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';
import { AccountSection, type SectionOutcome } from './account-section';
import { SectionForm, useSectionSave } from './section-form';

/** Delete the account for good, once its email is typed exactly (docs/security.md says what stays). */
export function DeleteAccountSection({ user }: { user: SessionUser }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const save = useSectionSave();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();

  // Gone for good: the session ends and the page leaves, so only a failure has words to show here.
  async function deleteForGood(): Promise<SectionOutcome> {
    try {
      await deleteAccount(typed.trim());
    } catch (caught) {
      return { ok: false, text: errorMessage(caught, 'Could not delete your account') };
    }
    // The session store first: the page leaves before its reads are dropped (a read left would answer 401).
    await refreshSession();
    queryClient.clear();
    toast.show({
      type: 'success',
      title: 'Account deleted',
      message: 'Your account and your requests are gone.',
    });
    navigate(pathTo('home'), { replace: true });
    return undefined;
  }

  function submit() {
    if (typed.trim().toLowerCase() !== user.email.toLowerCase())
      return setError(DELETE_ACCOUNT_EMAIL_MISMATCH);
    setError(undefined);
    void save.run(deleteForGood);
  }

  return (
    <AccountSection id="account-delete" title="Delete account" tone="danger">
      <p className="text-sm text-slate-700">
        This signs you out everywhere and deletes your account, your waitlist requests and your personal data.
        It cannot be undone.
      </p>
      <SectionForm
        save={save}
        onSubmit={submit}
        submitLabel="Delete My Account"
        busyLabel="Deleting..."
        variant="danger"
      >
        <TextField
          required
          id="account-delete-email"
          label={`Type ${user.email} to confirm`}
          type="email"
          autoComplete="off"
          maxLength={MAX_EMAIL_CHARS}
          value={typed}
          onChange={setTyped}
          error={error}
        />
      </SectionForm>
    </AccountSection>
  );
}
