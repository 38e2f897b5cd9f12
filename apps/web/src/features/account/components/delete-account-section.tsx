import { useQueryClient } from '@tanstack/react-query';
import { DELETE_ACCOUNT_EMAIL_MISMATCH, MAX_EMAIL_CHARS } from '@teewatch/shared';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { refreshSession, type SessionUser } from '../../../lib/session';
import { deleteAccount } from '../api/delete-account';
import { AccountSection, Outcome, type SectionOutcome } from './account-section';

/** Delete the account for good, once its email is typed exactly (docs/security.md says what stays). */
export function DeleteAccountSection({ user }: { user: SessionUser }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const [isBusy, setIsBusy] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    if (typed.trim().toLowerCase() !== user.email.toLowerCase())
      return setError(DELETE_ACCOUNT_EMAIL_MISMATCH);
    setError(undefined);
    setIsBusy(true);
    try {
      await deleteAccount(typed.trim());
    } catch (caught) {
      setOutcome({ ok: false, text: errorMessage(caught, 'Could not delete your account') });
      setIsBusy(false);
      return;
    }
    queryClient.clear();
    await refreshSession();
    toast.show({
      type: 'success',
      title: 'Account deleted',
      message: 'Your account and your requests are gone.',
    });
    navigate('/', { replace: true });
  }

  return (
    <AccountSection id="account-delete" title="Delete account" tone="danger">
      <p className="text-sm text-slate-700">
        This signs you out everywhere and deletes your account, your waitlist requests and your personal data.
        It cannot be undone.
      </p>
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField
          id="account-delete-email"
          label={`Type ${user.email} to confirm`}
          type="email"
          autoComplete="off"
          maxLength={MAX_EMAIL_CHARS}
          value={typed}
          onChange={setTyped}
          error={error}
        />
        <SubmitButton variant="danger" isBusy={isBusy} busyLabel="Deleting...">
          Delete My Account
        </SubmitButton>
      </form>
      <Outcome outcome={outcome} />
    </AccountSection>
  );
}
