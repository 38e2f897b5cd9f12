import { PASSWORD_MIN_LENGTH, pathTo, SignInInputSchema } from '@teewatch/shared';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button';
import { AuthPageCard } from '../../features/auth/components/auth-page-card';
import { OneFieldForm } from '../../features/auth/components/one-field-form';
import { useOneFieldForm } from '../../features/auth/components/use-one-field-form';
import { resetPassword } from '../../lib/auth-client';
import { errorCode, errorMessage } from '../../lib/error-message';
import { refreshSession } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';

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
  const [isDone, setIsDone] = useState(false);
  const id = useId();
  const form = useOneFieldForm({
    initial: '',
    schema: SignInInputSchema.shape.password,
    initialError: token ? undefined : EXPIRED_LINK,
    send: async (newPassword) => {
      try {
        await resetPassword({ newPassword, token });
      } catch (error) {
        return errorCode(error) === 'INVALID_TOKEN' ? EXPIRED_LINK : errorMessage(error, 'Reset failed');
      }
      await refreshSession();
      setIsDone(true);
      return undefined;
    },
  });

  if (isDone) {
    return (
      <AuthPageCard title="Password changed" intro="Your new password is set and you are signed in.">
        <p role="status" className="text-sm text-slate-700">
          Every other device that was signed in to your account has been signed out.
        </p>
        <Link to={pathTo('dashboard')} className={`${buttonClass({ size: 'lg' })} mt-6 w-full`}>
          Go to My Dashboard
        </Link>
      </AuthPageCard>
    );
  }

  return (
    <AuthPageCard title="Choose a new password" intro={`Use at least ${PASSWORD_MIN_LENGTH} characters.`}>
      <OneFieldForm
        alert={
          form.error ? (
            <>
              <p>{form.error}</p>
              {form.error === EXPIRED_LINK ? (
                <Link to={pathTo('forgotPassword')} className={`${buttonClass({ variant: 'link' })} mt-1`}>
                  Get a new link
                </Link>
              ) : null}
            </>
          ) : null
        }
        form={form}
        field={{
          id: `${id}-password`,
          label: 'New password',
          type: 'password',
          autoComplete: 'new-password',
          minLength: PASSWORD_MIN_LENGTH,
        }}
        submitLabel="Set new password"
        busyLabel="Saving..."
      />
    </AuthPageCard>
  );
}
