import { SignInInputSchema } from '@teewatch/shared';
import { type FormEvent, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button';
import { authClient } from '../../lib/auth-client';
import { errorMessage } from '../../lib/error-message';
import { usePageMeta } from '../../lib/use-page-meta';
import { AuthPageCard } from './components/auth-page-card';
import { OneFieldForm } from './components/one-field-form';

/**
 * /forgot-password (issue 26): asks for the address and has better-auth email a reset link. The answer
 * is the same whether or not the address has an account, so the page says "if".
 */
export function ForgotPasswordPage() {
  usePageMeta('Forgot password · Teewatch', 'Get a link to choose a new Teewatch password.');
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [fieldError, setFieldError] = useState<string>();
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = SignInInputSchema.shape.email.safeParse(email);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setError(undefined);
    setIsBusy(true);
    try {
      const result = await authClient.requestPasswordReset({ email: parsed.data });
      if (result.error) setError(result.error.message || 'Could not send the link. Please try again.');
      else setSentTo(parsed.data);
    } catch (caught) {
      setError(errorMessage(caught, 'An error occurred'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <AuthPageCard
      title="Forgot your password?"
      intro="Enter the email address you sign in with and we will send you a link to choose a new password."
    >
      {sentTo ? (
        <div
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900"
        >
          <p>
            If an account uses <strong>{sentTo}</strong>, we have sent it a link to choose a new password. The
            link works once, for one hour.
          </p>
          <p className="mt-2">Nothing in your inbox? Check the spam folder, or ask again in a few minutes.</p>
        </div>
      ) : (
        <OneFieldForm
          alert={error}
          field={{
            id: `${id}-email`,
            label: 'Email',
            type: 'email',
            autoComplete: 'email',
            value: email,
            onChange: setEmail,
            error: fieldError,
          }}
          submitLabel="Send reset link"
          busyLabel="Sending..."
          isBusy={isBusy}
          onSubmit={onSubmit}
        />
      )}
      <p className="mt-6 text-center text-sm">
        <Link to="/" className={buttonClass({ variant: 'link' })}>
          ← Back to main site
        </Link>
      </p>
    </AuthPageCard>
  );
}
