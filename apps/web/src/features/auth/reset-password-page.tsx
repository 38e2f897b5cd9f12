import { PASSWORD_MIN_LENGTH, SignInInputSchema } from '@teewatch/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button';
import { authClient } from '../../lib/auth-client';
import { errorMessage } from '../../lib/error-message';
import { refreshSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { AuthPageCard } from './components/auth-page-card';
import { OneFieldForm } from './components/one-field-form';

const EXPIRED_LINK = 'This reset link has expired or was already used. Please ask for a new one.';

/**
 * /reset-password?token=… (issue 26): the emailed link lands here; the golfer chooses a new password
 * (the spec's client rule, at least 6 characters; the server also refuses common ones). The server
 * signs them in with it and ends every other session (decision 0101).
 */
export function ResetPasswordPage() {
  usePageMeta('Choose a new password · Teewatch', 'Choose a new password for your Teewatch account.');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string | undefined>(token ? undefined : EXPIRED_LINK);
  const [isDone, setIsDone] = useState(false);
  const [isBusy, setIsBusy] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SignInInputSchema.shape.password.safeParse(password);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setError(undefined);
    setIsBusy(true);
    try {
      const result = await authClient.resetPassword({ newPassword: password, token });
      if (result.error) {
        setError(
          result.error.code === 'INVALID_TOKEN' ? EXPIRED_LINK : result.error.message || 'Reset failed',
        );
      } else {
        await refreshSession();
        setIsDone(true);
      }
    } catch (caught) {
      setError(errorMessage(caught, 'An error occurred'));
    } finally {
      setIsBusy(false);
    }
  }

  if (isDone) {
    return (
      <AuthPageCard title="Password changed" intro="Your new password is set and you are signed in.">
        <p role="status" className="text-sm text-slate-700">
          Every other device that was signed in to your account has been signed out.
        </p>
        <Link to="/dashboard" className={`${buttonClass({ size: 'lg' })} mt-6 w-full`}>
          Go to My Dashboard
        </Link>
      </AuthPageCard>
    );
  }

  return (
    <AuthPageCard title="Choose a new password" intro={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}>
      <OneFieldForm
        alert={
          error ? (
            <>
              <p>{error}</p>
              {error === EXPIRED_LINK ? (
                <Link to="/forgot-password" className={`${buttonClass({ variant: 'link' })} mt-1`}>
                  Get a new link
                </Link>
              ) : null}
            </>
          ) : null
        }
        field={{
          id: `${id}-password`,
          label: 'New password',
          type: 'password',
          autoComplete: 'new-password',
          value: password,
          onChange: setPassword,
          error: fieldError,
          minLength: PASSWORD_MIN_LENGTH,
        }}
        submitLabel="Set new password"
        busyLabel="Saving..."
        isBusy={isBusy}
        onSubmit={onSubmit}
      />
    </AuthPageCard>
  );
}
