import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { smtpTestAppForThisSuite } from '../../test/smtp-test-app';
import { rowsOf } from '../db/rows-of';
import { composeAlertEmail } from '../delivery/channels/email/email-channel';
import { composeReleaseReminder } from '../delivery/channels/email/release-reminder-channel';
import { composeTestAlertEmail } from '../delivery/channels/email/test-alert-email-channel';
import {
  sendPasswordResetEmail,
  sendSignInBlockedEmail,
  sendSignUpAttemptEmail,
} from '../features/auth/account-emails';
import { composeGroupBookedNote } from '../features/booked/end-group-watch';
import {
  sendAccountVerificationEmail,
  sendContactConfirmationEmail,
} from '../features/email-confirmation/confirmation-emails';
import { STOP_ALL_EMAIL_WORDS } from './email-footer';
import { EMAIL_KIND_NAMES, EMAIL_KINDS, type EmailKind, isTransactional } from './email-kinds';
import { sendComposedEmail } from './send-email';

// Every email the product sends (email-kinds.ts), each made by the code that sends it and received by a
// real SMTP server: it names its sender (name, mailing address, contact), carries the "Stop all email"
// link, and a non-transactional one the RFC 8058 one-click List-Unsubscribe; one POST from a mail
// provider (another origin, no cookie) to that link stops all email to the address, and a second
// POST changes nothing. A kind added to email-kinds.ts without a sender below fails the first test.

const SENDER = {
  MAIL_SENDER_NAME: 'Fairway Watch Ltd.',
  MAIL_POSTAL_ADDRESS: '100-555 Main St, Vancouver BC V6A 2T7',
  MAIL_CONTACT: 'privacy@fairway.example',
};
const NOW = new Date('2027-06-04T19:10:00Z');
const clock = () => NOW;

describe('every email the product sends', () => {
  const suite = smtpTestAppForThisSuite(SENDER);
  const config = () => suite.t.config;

  /** Sends one email of each kind to `to`, through the function the product sends it with. */
  const senders: Record<EmailKind, (to: string) => Promise<void>> = {
    alert: async (to) => {
      const claim = { requestId: 7, recipient: to, messageId: '<alert-7-1@localhost>' };
      const slot = {
        slotId: 11,
        courseName: 'Fraserview Golf Course',
        date: '2027-06-05',
        time: '07:12',
        holes: 18,
        availableSpots: 2,
        price: 61,
        bookingUrl: 'https://fraserview.example/book',
      };
      const content = {
        isFirst: true,
        slots: [slot],
        moreCount: 0,
        moreUrl: `${config().publicUrl}/tee-times`,
        startHour: 7,
        endHour: 8,
        numberOfPlayers: 2,
        expiresAt: '2027-06-05T15:00:00Z',
        date: NOW.toISOString(),
      };
      const { source } = await composeAlertEmail(config(), claim, content);
      await sendComposedEmail({ config: config(), email: { to, messageId: claim.messageId, source } });
    },
    'release-reminder': async (to) => {
      const held = {
        id: 8,
        contact_email: to,
        contact_phone: null,
        held_date: '2027-06-05',
        held_time: '15:10',
        held_set_at: '2027-06-01T16:00:00Z',
        course_id: 2,
        course_name: 'Fraserview Golf Course',
        booking_url: 'https://fraserview.example/manage',
        website: null,
        cutoff: '2027-06-04T22:10:00Z',
      };
      const { messageId, source } = await composeReleaseReminder(config(), held, NOW);
      await sendComposedEmail({ config: config(), email: { to, messageId, source } });
    },
    'test-alert': async (to) => {
      const { messageId, source } = await composeTestAlertEmail(config(), { id: 9, email: to }, NOW);
      await sendComposedEmail({ config: config(), email: { to, messageId, source } });
    },
    'group-ended': async (to) => {
      const { messageId, source } = await composeGroupBookedNote(
        config(),
        { by: 'Max', date: '2027-06-05', time: '10:30', courseName: 'Fraserview Golf Course' },
        { requestId: 9, email: to, name: 'Olive' },
        NOW,
      );
      await sendComposedEmail({ config: config(), email: { to, messageId, source } });
    },
    'account-verification': (to) =>
      sendAccountVerificationEmail({
        config: config(),
        clock,
        to,
        name: 'Pat',
        url: `${config().publicUrl}/api/auth/verify-email?token=t`,
      }),
    'contact-confirmation': (to) =>
      sendContactConfirmationEmail({
        config: config(),
        clock,
        to,
        accountEmail: 'pat@example.com',
        url: `${config().publicUrl}/api/contact-email/confirm?token=t`,
      }),
    'password-reset': (to) =>
      sendPasswordResetEmail({
        config: config(),
        clock,
        to,
        name: 'Pat',
        url: `${config().publicUrl}/reset-password?token=t`,
      }),
    'sign-in-blocked': (to) =>
      sendSignInBlockedEmail({
        config: config(),
        clock,
        to,
        name: 'Pat',
        address: '203.0.113.9',
        failures: 5,
        blockedMinutes: 15,
      }),
    'sign-up-attempt': (to) => sendSignUpAttemptEmail({ config: config(), clock, to, name: 'Pat' }),
  };

  const header = (mail: ParsedMail, name: string) =>
    mail.headerLines.find((line) => line.key === name.toLowerCase())?.line.replace(/^[^:]+:\s*/, '');
  const stopLinkOf = (mail: ParsedMail) =>
    new RegExp(`^${STOP_ALL_EMAIL_WORDS}: (\\S+)$`, 'm').exec(mail.text ?? '')?.[1];
  const isStopped = async (address: string) =>
    rowsOf(
      await suite.t.ctx.db.execute(
        sql`select 1 from email_suppressions where email = ${address.toLowerCase()}`,
      ),
    ).length > 0;

  it('lists every kind, and every kind has a sender here', () => {
    expect(Object.keys(senders).sort()).toEqual([...EMAIL_KIND_NAMES].sort());
    for (const kind of EMAIL_KIND_NAMES) {
      const rule = EMAIL_KINDS[kind];
      if (rule.transactional) expect(rule.reason.length, kind).toBeGreaterThan(10);
    }
  });

  it.each(EMAIL_KIND_NAMES)(
    '%s: names the sender, links "Stop all email", and the link stops all email',
    async (kind) => {
      const to = `${kind}@Example.com`;
      await senders[kind](to);
      expect(suite.smtp.messages).toHaveLength(1);
      const mail = suite.smtp.messages[0]!;
      const sender =
        'Sent by Fairway Watch Ltd., 100-555 Main St, Vancouver BC V6A 2T7. Contact: privacy@fairway.example';
      expect(mail.text).toContain(sender);
      expect(String(mail.html)).toContain(sender);
      const stop = stopLinkOf(mail);
      expect(stop, 'the text part names the stop link').toBeDefined();
      expect(String(mail.html)).toContain(`href="${stop!.replaceAll('&', '&amp;')}"`);
      if (isTransactional(kind)) {
        // Sent even to a stopped address, so it says why, and a mail client offers no unsubscribe.
        expect(header(mail, 'List-Unsubscribe')).toBeUndefined();
        expect(mail.text).toContain('You get this email even if you stopped email from us');
      } else {
        expect(header(mail, 'List-Unsubscribe')).toBe(`<${stop}>`);
        expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
        expect(mail.text).not.toContain('You get this email even if');
      }

      // The mail provider's one-click POST: its own origin, no cookie; the same again changes nothing.
      const url = new URL(stop!);
      expect(await isStopped(to)).toBe(false);
      for (let click = 0; click < 2; click++) {
        const response = await suite.t.app.inject({
          method: 'POST',
          url: `${url.pathname}${url.search}`,
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
          payload: 'List-Unsubscribe=One-Click',
        });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, data: { isStopped: true } });
      }
      expect(await isStopped(to)).toBe(true);
    },
  );

  it('the stop link’s page changes nothing until its button posts; a forged link is refused', async () => {
    await senders['group-ended']('page@example.com');
    const url = new URL(stopLinkOf(suite.smtp.messages[0]!)!);
    const page = await suite.t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop every alert, reminder and note Teewatch emails to page@example.com?');
    expect(page.body).toContain('method="post"');
    expect(await isStopped('page@example.com')).toBe(false);

    const token = url.searchParams.get('token')!;
    const [version, purpose, , mac] = token.split('.');
    const other = Buffer.from('someone@example.com').toString('base64url');
    for (const bad of [`${version}.${purpose}.${other}.${mac}`, `${token.slice(0, -2)}AA`, 'garbage']) {
      const response = await suite.t.app.inject({
        method: 'POST',
        url: `/api/stop-email?token=${encodeURIComponent(bad)}`,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Link not valid');
    }
    expect(await isStopped('someone@example.com')).toBe(false);
    const done = await suite.t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.body).toContain('Teewatch sends no more alerts, reminders or notes to page@example.com.');
    expect(await isStopped('page@example.com')).toBe(true);
  });
});
