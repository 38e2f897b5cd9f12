import { type ComponentProps, type FormEvent, type ReactNode, useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { SubmitButton } from '../../../components/submit-button';
import { enableSecondFactor, verifySecondFactor } from '../../../lib/auth-client';
import { errorMessage } from '../../../lib/error-message';
import { usePageMeta } from '../../../lib/use-page-meta';
import { OtpauthQrCode } from './otpauth-qr-code';

type Enrolment = { totpURI: string; backupCodes: string[] };

/** Each step's one field (a required text input) and its submit button's words. */
type StepWords = {
  field: Pick<
    ComponentProps<typeof TextField>,
    'id' | 'label' | 'type' | 'inputMode' | 'autoComplete' | 'maxLength'
  >;
  button: { label: string; busyLabel: string };
  /** The space above the form, as the step lays it out. */
  spacing: 'mt-5' | 'mt-2';
};

const PASSWORD_STEP: StepWords = {
  field: {
    id: 'second-factor-password',
    label: 'Password',
    type: 'password',
    autoComplete: 'current-password',
  },
  button: { label: 'Continue', busyLabel: 'Starting...' },
  spacing: 'mt-5',
};
const CODE_STEP: StepWords = {
  field: {
    id: 'second-factor-code',
    label: 'Authentication code',
    type: 'text',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 8,
  },
  button: { label: 'Turn on and open the console', busyLabel: 'Verifying...' },
  spacing: 'mt-2',
};

/**
 * Enrolling the admin's second factor before the console opens (decision 0246): the password again,
 * then the QR code (and the otpauth URI and key as text, for an app on this device), the backup codes,
 * and a first code from the app, which confirms the enrolment and opens this session's console.
 */
export function SecondFactorSetup({ onEnrolled }: { onEnrolled: () => void }) {
  usePageMeta(
    'Set up two-step verification · Teewatch',
    'Protect the administrator console with a second factor.',
  );
  const [enrolment, setEnrolment] = useState<Enrolment>();
  return enrolment ? (
    <ConfirmStep enrolment={enrolment} onEnrolled={onEnrolled} />
  ) : (
    <PasswordStep onStarted={setEnrolment} />
  );
}

function PasswordStep({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const field = useState('');
  const [password] = field;
  const step = useStepSubmit();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!password) return step.setError('Password is required');
    await step.attempt(
      async () => onStarted(await enableSecondFactor(password)),
      'Two-step verification could not be set up. Try again.',
    );
  }

  return (
    <SetupCard title="Set up two-step verification">
      <p className="text-sm text-slate-700">
        The admin console asks for a code from an authenticator app (such as 1Password, Google Authenticator
        or Authy) each time you sign in. Confirm your password to begin.
      </p>
      <StepForm step={step} onSubmit={onSubmit} words={PASSWORD_STEP} field={field} />
    </SetupCard>
  );
}

function ConfirmStep({ enrolment, onEnrolled }: { enrolment: Enrolment; onEnrolled: () => void }) {
  const field = useState('');
  const [code] = field;
  const step = useStepSubmit();
  const key = new URL(enrolment.totpURI).searchParams.get('secret') ?? '';

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.replace(/\s/g, '');
    if (!typed) return step.setError('Authentication code is required');
    await step.attempt(async () => {
      await verifySecondFactor({ code: typed, kind: 'totp' });
      onEnrolled();
    }, 'That code did not work. Check the app and try again.');
  }

  return (
    <SetupCard title="Set up two-step verification">
      <h2 className="text-base font-semibold text-slate-900">
        1. Scan this QR code with your authenticator app
      </h2>
      <OtpauthQrCode uri={enrolment.totpURI} className="mx-auto mt-3 h-48 w-48" />
      <p className="mt-3 text-sm text-slate-700">Can’t scan it? Enter this key in the app:</p>
      <p className="mt-1 break-all rounded bg-slate-100 p-2 font-mono text-sm text-slate-900">
        {key.replace(/(.{4})/g, '$1 ').trim()}
      </p>
      <p className="mt-2 text-sm text-slate-700">Or, on this device, open the setup link:</p>
      <p className="mt-1 break-all rounded bg-slate-100 p-2 font-mono text-xs text-slate-900">
        <a href={enrolment.totpURI} className="underline">
          {enrolment.totpURI}
        </a>
      </p>

      <h2 className="mt-6 text-base font-semibold text-slate-900">2. Save your backup codes</h2>
      <p className="mt-1 text-sm text-slate-700">
        If you lose your phone, each of these codes signs you in once. Keep them somewhere safe: they are not
        shown again.
      </p>
      <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm text-slate-900">
        {enrolment.backupCodes.map((backupCode) => (
          <li key={backupCode} className="rounded bg-slate-100 px-2 py-1">
            {backupCode}
          </li>
        ))}
      </ul>

      <h2 className="mt-6 text-base font-semibold text-slate-900">3. Enter the code the app shows</h2>
      <StepForm step={step} onSubmit={onSubmit} words={CODE_STEP} field={field} />
    </SetupCard>
  );
}

/**
 * A step's submit: its error, whether it waits, and `attempt(action, failureText)`, which runs the action once
 * and shows its failure. The step stays busy after a success: the next screen replaces it.
 */
function useStepSubmit() {
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);
  async function attempt(action: () => Promise<void>, failureText: string) {
    setError(undefined);
    setIsBusy(true);
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, failureText));
      setIsBusy(false);
    }
  }
  return { error, setError, isBusy, attempt };
}

/** A step's form: its one field, the step's error, and the full-width submit button. */
function StepForm(props: {
  step: ReturnType<typeof useStepSubmit>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  words: StepWords;
  /** The field's value and setter, as useState gives them. */
  field: [string, (value: string) => void];
}) {
  const { step, words } = props;
  const [value, onChange] = props.field;
  return (
    <form noValidate onSubmit={props.onSubmit} className={`${words.spacing} space-y-4`}>
      <TextField {...words.field} required value={value} onChange={onChange} />
      <FormError message={step.error} />
      <SubmitButton isBusy={step.isBusy} busyLabel={words.button.busyLabel} size="lg" className="w-full">
        {words.button.label}
      </SubmitButton>
    </form>
  );
}

function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {message}
    </p>
  );
}

/** The admin screens' centred card, as the sign-in screen's. */
export function SetupCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </div>
    </main>
  );
}
