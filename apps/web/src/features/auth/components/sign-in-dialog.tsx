import { useQueryClient } from '@tanstack/react-query';
import {
  firstErrorByField,
  SignInInputSchema,
  SignUpInputSchema,
  toValidationErrors,
} from '@teewatch/shared';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import type { ErrorSummaryItem } from '../../../components/form/error-summary';
import { Modal } from '../../../components/modal';
import {
  saveRedirectAfterLogin,
  signInWithEmail,
  signInWithGoogle,
  signUpWithEmail,
  takeRedirectAfterLogin,
} from '../../../lib/auth-client';
import { errorMessage, isNetworkError } from '../../../lib/error-message';
import { EmailPasswordForm, SIGN_IN_FIELDS, type SignInField } from './email-password-form';

export const SIGN_IN_DEFAULT_TITLE = 'Login Required';
export const SIGN_IN_DEFAULT_MESSAGE = 'Please log in to use the waitlist feature.';
export const SIGN_IN_WELCOME =
  'Sign in to manage your golf tee time waitlists and get personalized notifications.';

type SignInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title?: string;
  /** The caller's reason for asking; `null` shows none. */
  message?: string | null;
  /** Save the current path before email sign-in and return to it afterwards (default on). */
  redirectAfterLogin?: boolean;
};

/**
 * The one sign-in dialog (golfer-side §2, §4): Google or email/password, login or register.
 * It renders only while open, and the form lives in a child that unmounts on close, so closing
 * always resets every field and returns to login mode.
 */
export function SignInDialog({
  open,
  onOpenChange,
  title = SIGN_IN_DEFAULT_TITLE,
  message = SIGN_IN_DEFAULT_MESSAGE,
  redirectAfterLogin = true,
}: SignInDialogProps) {
  if (!open) return null;
  return (
    <Modal open onOpenChange={onOpenChange} title={title} description={message ?? undefined}>
      <SignInForm onDone={() => onOpenChange(false)} redirectAfterLogin={redirectAfterLogin} />
    </Modal>
  );
}

/**
 * golfer-side §8: the server's message in the red box; else "Login failed" (or the register / Google
 * fallback) for an answer without one, and the error's own words or "An error occurred" when none came.
 */
function signInFailureText(error: unknown, answeredFallback: string): string {
  return errorMessage(error, isNetworkError(error) ? 'An error occurred' : answeredFallback);
}

type Mode = 'login' | 'register';
type FieldErrors = Partial<Record<SignInField, string>>;

/**
 * The dialog's form, also the sign-in page's (app/routes/sign-in-page.tsx). After signing in it calls
 * `onDone`, then goes to `returnTo` when given, else to the redirect saved before an email sign-in.
 */
export function SignInForm({
  onDone,
  redirectAfterLogin,
  returnTo,
}: {
  onDone: () => void;
  redirectAfterLogin: boolean;
  returnTo?: string;
}) {
  const [mode, setMode] = useState<Mode>('login');
  const [values, setValues] = useState<Record<SignInField, string>>({ name: '', email: '', password: '' });
  const [error, setError] = useState<string | undefined>();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [isLoading, setIsLoading] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ids = useId();
  const isRegister = mode === 'register';

  // A field's id, value and error all follow from its name.
  const fieldProps = (field: SignInField) => ({
    id: `${ids}-${field}`,
    value: values[field],
    onChange: (value: string) => setValues((current) => ({ ...current, [field]: value })),
    error: fieldErrors[field],
  });

  function switchMode() {
    setMode(isRegister ? 'login' : 'register');
    setError(undefined);
    setFieldErrors({});
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseSignIn(isRegister, values);
    if (!parsed.success) {
      setFieldErrors(parsed.fieldErrors);
      setAttempt((count) => count + 1);
      return;
    }
    setFieldErrors({});
    setError(undefined);
    setIsLoading(true);
    if (redirectAfterLogin) saveRedirectAfterLogin(`${location.pathname}${location.search}`);
    const problem = await signInProblem(isRegister, { ...values, email: parsed.data.email });
    if (problem) {
      setError(problem);
      setIsLoading(false);
      return;
    }
    // Data fetched while signed out (or as someone else) must not outlive the sign-in.
    void queryClient.invalidateQueries();
    onDone();
    if (returnTo !== undefined) return void navigate(returnTo, { replace: true });
    const target = takeRedirectAfterLogin();
    if (target && target !== `${location.pathname}${location.search}`) navigate(target);
  }

  async function handleGoogle() {
    setError(undefined);
    setIsLoading(true);
    setError(await googleSignInProblem());
    setIsLoading(false);
  }

  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{SIGN_IN_WELCOME}</p>

      {error ? <SignInError message={error} /> : null}

      <Button variant="secondary" size="lg" onClick={handleGoogle} disabled={isLoading} className="w-full">
        <GoogleLogo />
        Continue with Google
      </Button>

      <OrDivider />

      <EmailPasswordForm
        isRegister={isRegister}
        fieldProps={fieldProps}
        errorItems={summaryItems(fieldProps)}
        attempt={attempt}
        isLoading={isLoading}
        onSubmit={handleSubmit}
        onDone={onDone}
      />

      <p className="text-center text-sm">
        <Button variant="link" onClick={switchMode} disabled={isLoading}>
          {isRegister ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
        </Button>
      </p>
      <AgreementNote />
    </div>
  );
}

/** The error summary's links: each field in error, by the id its props give it. */
function summaryItems(
  fieldOf: (field: SignInField) => { id: string; error: string | undefined },
): ErrorSummaryItem[] {
  return SIGN_IN_FIELDS.flatMap((field) => {
    const { id, error } = fieldOf(field);
    return error ? [{ targetId: id, message: error }] : [];
  });
}

/** The form's values checked by the shared schema: the email to use, or each field's first error. */
function parseSignIn(
  isRegister: boolean,
  { name, email, password }: Record<SignInField, string>,
): { success: true; data: { email: string } } | { success: false; fieldErrors: FieldErrors } {
  const parsed = isRegister
    ? SignUpInputSchema.safeParse({ name, email, password })
    : SignInInputSchema.safeParse({ email, password });
  if (parsed.success) return { success: true, data: parsed.data };
  const issues = toValidationErrors(parsed.error.issues, { topLevel: true });
  return { success: false, fieldErrors: firstErrorByField(issues) as FieldErrors };
}

/** Signs up or in with email and password; the message to show when it failed, else undefined. */
async function signInProblem(
  isRegister: boolean,
  input: { name: string; email: string; password: string },
): Promise<string | undefined> {
  const { name, email, password } = input;
  const fallback = isRegister ? 'Registration failed' : 'Login failed';
  try {
    if (isRegister) await signUpWithEmail({ name: name.trim(), email, password });
    else await signInWithEmail({ email, password });
    return undefined;
  } catch (caught) {
    return signInFailureText(caught, fallback);
  }
}

/** Starts Google sign-in; the message to show when it failed, else undefined. */
async function googleSignInProblem(): Promise<string | undefined> {
  try {
    // On success better-auth sends the browser to Google, so only failures come back here.
    await signInWithGoogle(window.location.href);
    return undefined;
  } catch (caught) {
    return signInFailureText(caught, 'Google sign-in failed');
  }
}

/**
 * Making an account (by email or Google) agrees to the terms and privacy wording; the server records
 * its version (decision 0253). The pages open in a new tab, so the form keeps what was typed.
 */
function AgreementNote() {
  const link = 'font-medium text-emerald-800 underline';
  return (
    <p className="text-center text-xs text-slate-600">
      By creating an account you agree to the{' '}
      <a href="/terms" target="_blank" rel="noopener" className={link}>
        Terms of use
      </a>{' '}
      and the{' '}
      <a href="/privacy" target="_blank" rel="noopener" className={link}>
        Privacy policy
      </a>
      .
    </p>
  );
}

function SignInError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </div>
  );
}

function OrDivider() {
  return (
    <div className="flex items-center gap-3 text-sm text-slate-600">
      <span className="h-px flex-1 bg-slate-200" />
      <span>or</span>
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <path
        fill="#EA4335"
        d="M12 10.2v3.9h5.5c-.24 1.26-.97 2.33-2.06 3.05l3.33 2.58c1.94-1.79 3.06-4.42 3.06-7.55 0-.73-.07-1.43-.19-2.1H12z"
      />
      <path
        fill="#34A853"
        d="M5.27 14.29l-.75.57-2.66 2.07C3.55 20.28 7.5 22.5 12 22.5c2.97 0 5.46-.98 7.28-2.66l-3.33-2.58c-.92.62-2.09.99-3.95.99-2.86 0-5.29-1.93-6.16-4.53z"
      />
      <path
        fill="#4A90E2"
        d="M1.86 7.07A10.4 10.4 0 0 0 1.5 12c0 1.7.4 3.3 1.12 4.93l3.41-2.64A6.3 6.3 0 0 1 5.7 12c0-.8.14-1.57.38-2.29z"
      />
      <path
        fill="#FBBC05"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.5 1 3.55 3.72 1.86 7.07l3.41 2.64C6.14 7.31 8.57 5.38 12 5.38z"
      />
    </svg>
  );
}
