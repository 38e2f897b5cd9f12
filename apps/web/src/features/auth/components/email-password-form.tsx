import { PASSWORD_MIN_LENGTH, pathTo } from '@teewatch/shared';
import type { FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/button';
import { ErrorSummary, type ErrorSummaryItem } from '../../../components/form/error-summary';
import { TextField } from '../../../components/form/text-field';
import { SubmitButton } from '../../../components/submit-button';

/** The email form's fields: the name only when registering. */
export const SIGN_IN_FIELDS = ['name', 'email', 'password'] as const;
export type SignInField = (typeof SIGN_IN_FIELDS)[number];

/** The email and password form: name too when registering, "Forgot password?" when logging in. */
export function EmailPasswordForm({
  isRegister,
  fieldProps,
  errorItems,
  attempt,
  isLoading,
  onSubmit,
  onDone,
}: {
  isRegister: boolean;
  fieldProps: (field: SignInField) => {
    id: string;
    value: string;
    onChange: (value: string) => void;
    error: string | undefined;
  };
  /** The error summary's links: each field in error, by its id. */
  errorItems: ErrorSummaryItem[];
  attempt: number;
  isLoading: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onDone: () => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <ErrorSummary attempt={attempt} items={errorItems} />
      {isRegister ? (
        <TextField required {...fieldProps('name')} label="Full Name" type="text" autoComplete="name" />
      ) : null}
      <TextField required {...fieldProps('email')} label="Email" type="email" autoComplete="email" />
      <TextField
        required
        {...fieldProps('password')}
        label="Password"
        type="password"
        autoComplete={isRegister ? 'new-password' : 'current-password'}
        minLength={PASSWORD_MIN_LENGTH}
      />
      {isRegister ? null : (
        <p className="-mt-2 text-right text-sm">
          <Link to={pathTo('forgotPassword')} onClick={onDone} className={buttonClass({ variant: 'link' })}>
            Forgot password?
          </Link>
        </p>
      )}
      <SubmitButton
        isBusy={isLoading}
        busyLabel={isRegister ? 'Creating account...' : 'Signing in...'}
        size="lg"
        className="w-full"
      >
        {isRegister ? 'Create Account' : 'Sign In'}
      </SubmitButton>
    </form>
  );
}
