import type { Config } from '../../config';
import { renderAccountNoticeEmail } from '../../email/account-notice-email';
import { emailFooter } from '../../email/email-footer';
import type { EmailKind } from '../../email/email-kinds';
import { sendEmail } from '../../email/send-email';
import type { Clock } from '../../lib/clock';

// Two short transactional emails: confirm the account's address (better-auth's verification link) and
// confirm a different contact address for alerts. Their words are here; the template is
// email/account-notice-email.tsx (React Email escapes names, which are user input).

/** Where a confirmation email goes, and the link it asks its reader to follow; the clock dates it. */
type ConfirmationTarget = { config: Config; clock: Clock; to: string; url: string };

export const ACCOUNT_VERIFICATION_SUBJECT = 'Confirm your email address for Teewatch';

export async function sendAccountVerificationEmail(
  options: ConfirmationTarget & { name: string },
): Promise<void> {
  const lines = [
    `Hi ${options.name},`,
    'Please confirm your email address for Teewatch. Waitlist alerts are sent only to confirmed addresses.',
    'If you did not create an account, ignore this email.',
  ];
  await sendConfirmation(options, 'account-verification', {
    subject: ACCOUNT_VERIFICATION_SUBJECT,
    heading: 'Confirm your email address',
    lines,
    button: 'Confirm email address',
  });
}

export async function sendContactConfirmationEmail(
  options: ConfirmationTarget & { accountEmail: string },
): Promise<void> {
  const lines = [
    `${options.accountEmail} asked Teewatch to send tee-time alerts to this address.`,
    'No alert is sent here until you confirm. If you do not know this person, ignore this email and nothing will be sent.',
  ];
  await sendConfirmation(options, 'contact-confirmation', {
    subject: 'Confirm tee-time alerts to this address',
    heading: 'Confirm alerts to this address',
    lines,
    button: 'Send alerts here',
  });
}

/** One confirmation email through the shared template, to the target's address. */
async function sendConfirmation(
  to: ConfirmationTarget,
  kind: EmailKind,
  email: { subject: string; heading: string; lines: string[]; button: string },
): Promise<void> {
  const footer = emailFooter(to.config, kind, to.to);
  await sendEmail({
    config: to.config,
    message: {
      to: to.to,
      ...(await renderAccountNoticeEmail({ ...email, footer, url: to.url, linkLabel: 'Confirm' })),
      footer,
      date: to.clock(),
    },
  });
}
