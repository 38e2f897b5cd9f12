import { pathTo } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../../config';
import type { Tx } from '../../../db/client';
import { renderAccountNoticeEmail } from '../../../email/account-notice-email';
import { emailFooter } from '../../../email/email-footer';
import { emailSuppressedSql } from '../../../email/email-suppressed-sql';
import { composeEmail } from '../../../email/send-email';
import type { ClaimScope, DeliveryChannel } from '../../delivery-channel';
import {
  claimTestRow,
  readTestRecipient,
  type TestRecipient,
  testChannelParts,
  testReadySql,
} from '../../test-alert-parts';
import { resumedEmail, type StoredEmail, sendStoredEmail } from './stored-email';

// A test alert by email (decision 0262): to the account's address, from the alerts' sender, through the
// same SMTP transport. The claim fixes its bytes and Message-ID, as an alert's does, so a resumed claim
// sends the same message. Not counted against ALERT_EMAILS_PER_RECIPIENT_PER_DAY (recipient-gate.ts).

type TestEmailClaim = StoredEmail & { source: string };

/** The test email's words and bytes, under a Message-ID of this test. */
export async function composeTestAlertEmail(config: Config, test: { id: number; email: string }, now: Date) {
  const footer = emailFooter(config, 'test-alert', test.email);
  const dashboard = `${config.publicUrl}${pathTo('dashboard')}`;
  const email = await renderAccountNoticeEmail({
    footer,
    subject: 'Teewatch test: your alerts reach this address',
    heading: 'Your alerts reach this address',
    lines: [
      'This is the test alert you asked for on your account page.',
      'When a tee time you are watching opens, its alert comes here, from this same sender. Adding it to your contacts keeps alerts out of spam.',
    ],
    url: dashboard,
    button: 'Open your waitlist',
    linkLabel: 'Your waitlist',
    note: 'Did not ask for a test? Someone signed in to your account: change your password on the account page.',
  });
  const host = new URL(config.publicUrl).hostname || 'teewatch';
  const messageId = `<test-alert-${test.id}@${host}>`;
  const composed = await composeEmail({
    config,
    message: { to: test.email, ...email, footer, messageId, date: now },
  });
  return { subject: email.subject, messageId, source: composed.source };
}

/** The address has not stopped all email (a test goes where alerts go, and they would not). */
function emailTestReadySql({ instant }: ClaimScope) {
  return sql`(${testReadySql('email', instant.now)}
    and not ${emailSuppressedSql(sql`(select u.email from "user" u where u.id = t.user_id)`)})`;
}

async function claimTestEmail(tx: Tx, test: TestRecipient, { config, instant }: ClaimScope) {
  const { subject, messageId, source } = await composeTestAlertEmail(config, test, instant.now);
  const claim = await claimTestRow(tx, test, instant.now, {
    notificationMethod: 'email',
    recipient: test.email,
    subject,
    messageId,
    messageSource: source,
  });
  return { ...claim, recipient: test.email, messageId, source };
}

export const testAlertEmailChannel: DeliveryChannel<TestRecipient, TestEmailClaim> = {
  ...testChannelParts('email'),
  name: 'test-alert-email',
  readySql: emailTestReadySql,
  readRecipient: (tx, testId, scope) => readTestRecipient(tx, testId, emailTestReadySql(scope)),
  resume: (test, row) => {
    const stored = resumedEmail({ id: 0, contact_email: test.email }, row);
    return stored?.source ? { ...stored, source: stored.source } : undefined;
  },
  claimNew: claimTestEmail,
  send: (claim, { config }) => sendStoredEmail(config, claim),
};
