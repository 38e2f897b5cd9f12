import { pathTo } from '@teewatch/shared';
import { Button } from '../../../components/button';
import { useAppInfo } from '../../../lib/app-info';
import { GoogleLogo } from './google-logo';

// The sign-in form's fixed pieces (sign-in-dialog.tsx): the mode switch, the agreement note, the error and
// sent notices, and the divider before Google.

export function SwitchModeLink(props: { isRegister: boolean; disabled: boolean; onClick: () => void }) {
  return (
    <p className="text-center text-sm">
      <Button variant="link" onClick={props.onClick} disabled={props.disabled}>
        {props.isRegister ? 'Already have an account? Sign in' : "Don't have an account? Sign up"}
      </Button>
    </p>
  );
}

/**
 * Making an account (by email or Google) agrees to the terms and privacy wording; the server records
 * its version (decision 0253). The pages open in a new tab, so the form keeps what was typed.
 */
export function AgreementNote() {
  const link = 'font-medium text-emerald-800 underline';
  return (
    <p className="text-center text-xs text-slate-600">
      By creating an account you agree to the{' '}
      <a href={pathTo('terms')} target="_blank" rel="noopener" className={link}>
        Terms of use
      </a>{' '}
      and the{' '}
      <a href={pathTo('privacy')} target="_blank" rel="noopener" className={link}>
        Privacy policy
      </a>
      .
    </p>
  );
}

export function SignInError({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </div>
  );
}

/** After Create Account: the words are true whether the address was new (a confirmation link) or not. */
export function SignUpSent({ email }: { email: string }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900"
    >
      <p className="font-semibold">Check your email</p>
      <p className="mt-1">
        We sent a message to {email}. Its link confirms your address and signs you in. Or sign in now with
        your password.
      </p>
    </div>
  );
}

/**
 * "Continue with Google" and the divider after it, only when the server has Google's client configured
 * (app-info's googleSignIn): elsewhere the button could only fail.
 */
export function GoogleSignInOption(props: { disabled: boolean; onClick: () => void }) {
  if (useAppInfo().data?.googleSignIn !== true) return null;
  return (
    <>
      <Button
        variant="secondary"
        size="lg"
        onClick={props.onClick}
        disabled={props.disabled}
        className="w-full"
      >
        <GoogleLogo />
        Continue with Google
      </Button>
      <OrDivider />
    </>
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
