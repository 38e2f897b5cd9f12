import { useQueryClient } from '@tanstack/react-query';
import {
  firstErrorByField,
  SignInInputSchema,
  SignUpInputSchema,
  toValidationErrors,
} from '@teewatch/shared';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { ErrorSummaryItem } from '../../../components/form/error-summary';
import { Modal } from '../../../components/modal';
import { SecondFactorStep } from '../../../components/second-factor-step';
import {
  saveRedirectAfterLogin,
  signInWithEmail,
  signInWithGoogle,
  signUpWithEmail,
  takeRedirectAfterLogin,
} from '../../../lib/auth-client';
import { errorMessage, isNetworkError } from '../../../lib/error-message';
import { EmailPasswordForm, SIGN_IN_FIELDS, type SignInField } from './email-password-form';
import { AgreementNote, GoogleSignInOption, SignInError, SignUpSent, SwitchModeLink } from './sign-in-parts';

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
  /** The address a sign-up was just sent for: sign-up does not sign in (decision 0247). */
  const [sentTo, setSentTo] = useState<string>();
  /** The password was right and the account asks for its second factor (decision 0246). */
  const [askForCode, setAskForCode] = useState(false);
  const location = useLocation();
  const finish = useFinishSignIn(onDone, returnTo);
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
    setSentTo(undefined);
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
    const outcome = await submitCredentials(isRegister, { ...values, email: parsed.data.email });
    setIsLoading(false);
    if ('problem' in outcome) return setError(outcome.problem);
    // Sign-up answers alike whether or not the address had an account, so it says what is true for both
    // and leaves the email and password in the login form for "sign in now" (decision 0247).
    if (outcome.next === 'sent') setSentTo(parsed.data.email);
    if (outcome.next === 'sent') setMode('login');
    else if (outcome.next === 'code') setAskForCode(true);
    else finish();
  }

  async function handleGoogle() {
    setError(undefined);
    setIsLoading(true);
    setError(await googleSignInProblem());
    setIsLoading(false);
  }

  if (askForCode) return <SecondFactorStep onVerified={finish} onCancel={() => setAskForCode(false)} />;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{SIGN_IN_WELCOME}</p>

      {error ? <SignInError message={error} /> : null}
      {sentTo ? <SignUpSent email={sentTo} /> : null}

      <GoogleSignInOption onClick={handleGoogle} disabled={isLoading} />

      <EmailPasswordForm
        isRegister={isRegister}
        fieldProps={fieldProps}
        errorItems={summaryItems(fieldProps)}
        attempt={attempt}
        isLoading={isLoading}
        onSubmit={handleSubmit}
        onDone={onDone}
      />
      <SwitchModeLink isRegister={isRegister} disabled={isLoading} onClick={switchMode} />
      <AgreementNote />
    </div>
  );
}

/** After a sign-in: fresh reads, the dialog closed, then `returnTo` or the redirect saved before it. */
function useFinishSignIn(onDone: () => void, returnTo: string | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    // Data fetched while signed out (or as someone else) must not outlive the sign-in.
    void queryClient.invalidateQueries();
    onDone();
    if (returnTo !== undefined) return void navigate(returnTo, { replace: true });
    const target = takeRedirectAfterLogin();
    if (target && target !== `${location.pathname}${location.search}`) navigate(target);
  };
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

/** Signs up or in with email and password: what comes next, or the message to show when it failed. */
async function submitCredentials(
  isRegister: boolean,
  input: { name: string; email: string; password: string },
): Promise<{ problem: string } | { next: 'sent' | 'code' | 'done' }> {
  const { name, email, password } = input;
  try {
    if (isRegister) {
      await signUpWithEmail({ name: name.trim(), email, password });
      return { next: 'sent' };
    }
    return { next: (await signInWithEmail({ email, password })).secondFactor ? 'code' : 'done' };
  } catch (caught) {
    return { problem: signInFailureText(caught, isRegister ? 'Registration failed' : 'Login failed') };
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
