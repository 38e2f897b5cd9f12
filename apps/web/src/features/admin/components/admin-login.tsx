import { pathTo } from '@teewatch/shared';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackToMainSite } from '../../../components/back-to-main-site';
import { buttonClass } from '../../../components/button';
import { TextField } from '../../../components/form/text-field';
import { SecondFactorStep } from '../../../components/second-factor-step';
import { SubmitButton } from '../../../components/submit-button';
import { signInWithEmail, takeRedirectAfterLogin } from '../../../lib/auth-client';
import { errorCode, errorMessage, isNetworkError } from '../../../lib/error-message';
import type { SessionUser } from '../../../lib/session';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useAdminAccess } from '../api/get-access';
import { AdminLogo } from './admin-logo';

// Each field's name is also its input type and, prefixed, its id.
const FIELDS = [
  { name: 'email', label: 'Email', autoComplete: 'username' },
  { name: 'password', label: 'Password', autoComplete: 'current-password' },
] as const;

/** The admin sign-in screen (admin-console §2), shown to anyone who is not an administrator. */
export function AdminLogin({ signedInUser }: { signedInUser?: SessionUser }) {
  usePageMeta('Admin Login · Teewatch', 'Sign in to the Teewatch administrator console.');
  const navigate = useNavigate();
  const [credentials, setCredentials] = useState({ email: '', password: '' });
  const [isSubmitting, setIsSubmitting] = useState(false);
  const [error, setError] = useState<string>();
  const [askForCode, setAskForCode] = useState(false);

  function signedIn() {
    const target = takeRedirectAfterLogin();
    if (target) navigate(target);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    setIsSubmitting(true);
    try {
      // An account with two-step verification gives its code next (decision 0246).
      if ((await signInWithEmail(credentials)).secondFactor) setAskForCode(true);
      else signedIn();
    } catch (failure) {
      // An answered refusal without words is "Login failed"; no answer at all, the spec's other fallback.
      setError(
        errorMessage(failure, isNetworkError(failure) ? 'An error occurred during login' : 'Login failed'),
      );
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
        <div className="flex flex-col items-center text-center">
          <AdminLogo className="h-14 w-14" />
          <h1 className="mt-4 text-2xl font-semibold text-slate-900">Admin Login</h1>
          <p className="mt-1 text-sm text-slate-600">Teewatch administrator console</p>
        </div>
        {signedInUser ? <NotAnAdmin user={signedInUser} /> : null}
        {askForCode ? (
          <div className="mt-6">
            <SecondFactorStep onVerified={signedIn} onCancel={() => setAskForCode(false)} />
          </div>
        ) : (
          <CredentialsForm
            credentials={credentials}
            onChange={setCredentials}
            error={error}
            isSubmitting={isSubmitting}
            onSubmit={onSubmit}
          />
        )}
        <p className="mt-3 text-right text-sm">
          <Link to={pathTo('forgotPassword')} className={buttonClass({ variant: 'link' })}>
            Forgot password?
          </Link>
        </p>
        <p className="mt-6 text-center text-xs text-slate-600">
          Authorized personnel only. All access is logged and monitored.
        </p>
        <BackToMainSite className="mt-4" />
      </div>
    </main>
  );
}

type Credentials = { email: string; password: string };

function CredentialsForm(props: {
  credentials: Credentials;
  onChange: (credentials: Credentials) => void;
  error: string | undefined;
  isSubmitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { credentials, error, isSubmitting } = props;
  return (
    <form className="mt-6 space-y-4" onSubmit={props.onSubmit} noValidate={false}>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`admin-${field.name}`}
          label={field.label}
          type={field.name}
          autoComplete={field.autoComplete}
          required
          value={credentials[field.name]}
          onChange={(value) => props.onChange({ ...credentials, [field.name]: value })}
        />
      ))}
      {error ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <SubmitButton isBusy={isSubmitting} busyLabel="Signing in..." size="lg" className="w-full">
        Sign In
      </SubmitButton>
    </form>
  );
}

/**
 * Not in the spec: without it a golfer who signs in here would see nothing happen (decision 0010). The
 * owner of the configured admin address whose account the start did not promote reads why instead, in
 * the server's words (decision 0245).
 */
function NotAnAdmin({ user }: { user: SessionUser }) {
  const access = useAdminAccess(user.id);
  const refused = access.isError && errorCode(access.error) === 'ADMIN_PROMOTION_REFUSED';
  return (
    <p
      role={refused ? 'alert' : undefined}
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      {refused
        ? errorMessage(access.error, '')
        : `You are signed in as ${user.email}, which is not an administrator account.`}
    </p>
  );
}
