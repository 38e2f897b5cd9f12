import type { Config } from '../../config';
import { sendEmail } from '../../email/send-email';
import { escapeHtml } from '../../http/email-link-pages';
import type { Clock } from '../../lib/clock';

// Two short transactional emails: confirm the account's address (better-auth's verification link) and
// confirm a different contact address for alerts. Plain markup, escaped: names are user input.

function html(heading: string, paragraphs: string[], url: string, button: string): string {
  return `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;color:#1f2a1f">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}" style="background:#2f7d32;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(button)}</a></p>
<p style="color:#667">If the button does not work, open this link: ${escapeHtml(url)}</p>
</body></html>`;
}

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
  await sendConfirmation(options, {
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
  await sendConfirmation(options, {
    subject: 'Confirm tee-time alerts to this address',
    heading: 'Confirm alerts to this address',
    lines,
    button: 'Send alerts here',
  });
}

/** One confirmation email: the lines, then the link as a button (HTML) or after "Confirm:" (text). */
async function sendConfirmation(
  to: ConfirmationTarget,
  email: { subject: string; heading: string; lines: string[]; button: string },
): Promise<void> {
  await sendEmail({
    config: to.config,
    message: {
      to: to.to,
      subject: email.subject,
      html: html(email.heading, email.lines, to.url, email.button),
      text: `${email.lines.join('\n\n')}\n\nConfirm: ${to.url}\n`,
      date: to.clock(),
    },
  });
}
