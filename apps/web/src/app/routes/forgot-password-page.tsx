import { SignInInputSchema } from '@teewatch/shared';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { BackToMainSite } from '../../components/back-to-main-site';
import { AuthPageCard } from '../../features/auth/components/auth-page-card';
import { OneFieldForm } from '../../features/auth/components/one-field-form';
import { useOneFieldForm } from '../../features/auth/components/use-one-field-form';
import { requestPasswordReset } from '../../lib/auth-client';
import { errorMessage } from '../../lib/error-message';
import { usePageMeta } from '../../lib/use-page-meta';

/**
 * /forgot-password (issue 26): asks for the address and has better-auth email a reset link. The answer
 * is the same whether or not the address has an account, so the page says "if".
 */
export function ForgotPasswordPage() {
  usePageMeta('Forgot password · Teewatch', 'Get a link to choose a new Teewatch password.');
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string>();
  const id = useId();
  const form = useOneFieldForm({
    initial: params.get('email') ?? '',
    schema: SignInInputSchema.shape.email,
    send: async (email) => {
      try {
        await requestPasswordReset(email);
      } catch (error) {
        return errorMessage(error, 'Could not send the link. Please try again.');
      }
      setSentTo(email);
      return undefined;
    },
  });

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
          form={form}
          field={{ id: `${id}-email`, label: 'Email', type: 'email', autoComplete: 'email' }}
          submitLabel="Send reset link"
          busyLabel="Sending..."
        />
      )}
      <BackToMainSite className="mt-6" />
    </AuthPageCard>
  );
}
