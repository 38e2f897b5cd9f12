import { TZDate } from '@date-fns/tz';
import { pathTo, TIME_ZONE } from '@teewatch/shared';
import { format } from 'date-fns';
import type { Config } from '../../config';
import { type AccountNoticeEmailInput, renderAccountNoticeEmail } from '../../email/account-notice-email';
import { emailFooter } from '../../email/email-footer';
import { sendEmail } from '../../email/send-email';
import type { Clock } from '../../lib/clock';

// The emails about an account's password: the reset link (issue 26 item 3), "sign-ins from an
// address were blocked" (item 4) and "someone tried to sign up with your address" (issue 48 item 2). Their words are here; the template is email/account-notice-email.tsx.

export const PASSWORD_RESET_SUBJECT = 'Reset your Teewatch password';
export const SIGN_UP_ATTEMPT_SUBJECT = 'Someone tried to create a Teewatch account with your address';
export const SIGN_IN_BLOCKED_SUBJECT = 'Sign-ins to your Teewatch account were blocked from one address';

type AccountEmailTarget = { config: Config; clock: Clock; to: string; name: string };

/** The web page where a golfer asks for a reset link (linked from the "blocked" email). */
export function forgotPasswordUrl(config: Config): string {
  return new URL(pathTo('forgotPassword'), config.publicUrl).href;
}

/** The web page where a golfer sets a new password with the emailed token. */
export function resetPasswordUrl(config: Config, token: string): string {
  const url = new URL(pathTo('resetPassword'), config.publicUrl);
  url.searchParams.set('token', token);
  return url.href;
}

export async function sendPasswordResetEmail(options: AccountEmailTarget & { url: string }): Promise<void> {
  await sendAccountNotice(options, 'password-reset', options.clock(), {
    subject: PASSWORD_RESET_SUBJECT,
    heading: 'Reset your password',
    lines: [
      `Hi ${options.name},`,
      'Someone (we hope you) asked to reset the password of your Teewatch account. The link works once, for one hour.',
      'After the reset, every device signed in to your account is signed out.',
    ],
    url: options.url,
    button: 'Choose a new password',
    linkLabel: 'Reset',
    note: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });
}

export async function sendSignInBlockedEmail(
  options: AccountEmailTarget & { address: string; failures: number; blockedMinutes: number },
): Promise<void> {
  const now = options.clock();
  await sendAccountNotice(options, 'sign-in-blocked', now, {
    subject: SIGN_IN_BLOCKED_SUBJECT,
    heading: 'Sign-ins from one address were blocked',
    lines: [
      `Hi ${options.name},`,
      `There were ${options.failures} sign-ins to your Teewatch account with a wrong password from one network address, so Teewatch blocks sign-ins from that address to your account for ${options.blockedMinutes} minutes.`,
      'You can still sign in from your own devices as usual. If these attempts were not yours, choose a new password: a reset also lifts every block.',
    ],
    facts: [
      {
        label: 'When',
        value: `${format(new TZDate(now, TIME_ZONE), "EEEE, MMMM d, yyyy 'at' h:mm a")} (Pacific time)`,
      },
      { label: 'From address', value: options.address },
    ],
    url: forgotPasswordUrl(options.config),
    button: 'Reset my password',
    linkLabel: 'Reset',
    note: 'If these attempts were yours, wait and try again, or reset your password.',
  });
}

/** To the owner of an address someone tried to sign up with: sign-up itself answers as for a new one. */
export async function sendSignUpAttemptEmail(options: AccountEmailTarget): Promise<void> {
  await sendAccountNotice(options, 'sign-up-attempt', options.clock(), {
    subject: SIGN_UP_ATTEMPT_SUBJECT,
    heading: 'You already have an account',
    lines: [
      `Hi ${options.name},`,
      'Someone (perhaps you) tried to create a Teewatch account with this address. It already has an account, so nothing was created and nothing about your account changed.',
      'To use it, sign in. If you forgot your password, reset it.',
    ],
    url: forgotPasswordUrl(options.config),
    button: 'Reset my password',
    linkLabel: 'Reset',
    note: 'If this was not you, you can ignore this email: nobody can sign in without your password.',
  });
}

/** Renders one account notice in the account holder's words and sends it with its kind's footer. */
async function sendAccountNotice(
  target: AccountEmailTarget,
  kind: 'password-reset' | 'sign-in-blocked' | 'sign-up-attempt',
  date: Date,
  notice: Omit<AccountNoticeEmailInput, 'footer'>,
): Promise<void> {
  const footer = emailFooter(target.config, kind, target.to);
  const email = await renderAccountNoticeEmail({ ...notice, footer });
  await sendEmail({ config: target.config, message: { to: target.to, ...email, footer, date } });
}
