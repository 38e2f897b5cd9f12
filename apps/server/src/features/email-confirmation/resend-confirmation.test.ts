import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { smtpTestAppForThisSuite } from '../../../test/smtp-test-app';
import { signUp, TEST_ORIGIN, type TestApp } from '../../../test/test-context';
import type { TestSmtpServer } from '../../../test/test-smtp-server';
import { ACCOUNT_VERIFICATION_SUBJECT } from './confirmation-emails';
import { RESENDS_PER_ACCOUNT, RESENDS_PER_CLIENT_ADDRESS } from './resend-allowance';

// "Resend" as a golfer and as a script would send it: rate-limited per account and per client address
// (distinct 127.0.0.x sockets), the same answer whether or not an email went out, a request's contact
// address only by its owner.

const SENT = { success: true, data: { status: 'sent' } };

describe('resending a confirmation email', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let courseId: number;
  let fences = 0;

  const suite = smtpTestAppForThisSuite();
  beforeAll(() => {
    ({ t, smtp, courseId } = suite);
  });

  const to = (address: string) =>
    smtp.messages.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.text === address);

  function resend(
    cookie: string | undefined,
    remoteAddress: string,
    url = '/api/users/me/email-confirmation',
  ) {
    return t.app.inject({
      method: 'POST',
      url,
      headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      remoteAddress,
    });
  }

  /**
   * The emails the asks started have arrived: first the ones the test expects (each address's count:
   * sends are not awaited by the routes, like sign-up's, and render in their own time), then a last email
   * through the same SMTP pool, to a fresh account, so one more than expected has had its chance too.
   */
  async function settle(...expected: [address: string, count: number][]): Promise<void> {
    for (const [address, count] of expected) {
      while (to(address).length < count) await smtp.waitForMessages(smtp.messages.length + 1);
    }
    fences += 1;
    const fence = `fence-${fences}@example.com`;
    await signUp(t.app, { email: fence, verified: false });
    while (to(fence).length === 0) await smtp.waitForMessages(smtp.messages.length + 1);
  }

  it('needs a session', async () => {
    expect((await resend(undefined, '127.0.0.2')).statusCode).toBe(401);
    expect(
      (await resend(undefined, '127.0.0.2', '/api/users/me/monitoring-requests/1/contact-email-confirmation'))
        .statusCode,
    ).toBe(401);
  });

  it(`sends the link again at most ${RESENDS_PER_ACCOUNT} times per account, answering "sent" every time`, async () => {
    const cookie = await signUp(t.app, { email: 'new@example.com', verified: false });
    await smtp.waitForMessages(1);
    const answers = [];
    // From a different address each time: the account's own limit is what stops these.
    for (let i = 0; i < RESENDS_PER_ACCOUNT + 2; i++) answers.push(await resend(cookie, `127.0.0.${10 + i}`));
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.map((answer) => answer.json())).toEqual(answers.map(() => SENT));
    await settle(['new@example.com', 1 + RESENDS_PER_ACCOUNT]);
    const links = to('new@example.com');
    expect(links.map((mail) => mail.subject)).toEqual(
      Array(1 + RESENDS_PER_ACCOUNT).fill(ACCOUNT_VERIFICATION_SUBJECT),
    );
    // The link lands on the dashboard, where the web says the address is confirmed.
    const link = /href="([^"]+verify-email[^"]+)"/.exec(String(links[1]!.html))![1]!.replaceAll('&amp;', '&');
    expect(new URL(link).searchParams.get('callbackURL')).toBe('/dashboard?email-confirmed=1');
  });

  it('stops one client address after its limit, across accounts, while another address still gets through', async () => {
    const cookies = [];
    for (let i = 0; i < 4; i++)
      cookies.push(await signUp(t.app, { email: `many-${i}@example.com`, verified: false }));
    await settle(...cookies.map((_, i): [string, number] => [`many-${i}@example.com`, 1]));
    smtp.messages.length = 0;
    const script = '127.0.0.50';
    // Three accounts use their whole allowance from one address, then a fourth hits the address's limit.
    for (const cookie of cookies.slice(0, 3)) {
      for (let i = 0; i < RESENDS_PER_ACCOUNT; i++)
        expect((await resend(cookie, script)).json()).toEqual(SENT);
    }
    const asked = 3 * RESENDS_PER_ACCOUNT;
    for (let i = asked; i < RESENDS_PER_CLIENT_ADDRESS + 1; i++) {
      expect((await resend(cookies[3], script)).json()).toEqual(SENT);
    }
    expect((await resend(cookies[3], '127.0.0.51')).json()).toEqual(SENT);
    await settle(
      ['many-0@example.com', RESENDS_PER_ACCOUNT],
      ['many-1@example.com', RESENDS_PER_ACCOUNT],
      ['many-2@example.com', RESENDS_PER_ACCOUNT],
      ['many-3@example.com', 2],
    );
    const sentTo = [0, 1, 2, 3].map((i) => to(`many-${i}@example.com`).length);
    // The fourth account: one within the address's limit, one refused there, one from the other address.
    expect(sentTo).toEqual([RESENDS_PER_ACCOUNT, RESENDS_PER_ACCOUNT, RESENDS_PER_ACCOUNT, 2]);
  });

  it('sends nothing to an address already confirmed, with the same answer', async () => {
    const cookie = await signUp(t.app, { email: 'done@example.com' });
    expect((await resend(cookie, '127.0.0.60')).json()).toEqual(SENT);
    await settle(['done@example.com', 1]);
    expect(
      to('done@example.com').filter((mail) => mail.subject === ACCOUNT_VERIFICATION_SUBJECT),
    ).toHaveLength(
      1, // the sign-up's own
    );
  });

  it("resends a request's other contact address for its owner only", async () => {
    const owner = await signUp(t.app, { email: 'owner@example.com' });
    const stranger = await signUp(t.app, { email: 'stranger@example.com' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/monitoring-requests',
      headers: { cookie: owner, origin: TEST_ORIGIN },
      payload: {
        courseIds: [courseId],
        preferredDates: [addDaysToIsoDate(vancouverToday(new Date()), 5)],
        startTime: '06:00',
        endTime: '21:00',
        numberOfPlayers: 0,
        contactEmail: 'partner@example.com',
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const url = `/api/users/me/monitoring-requests/${id}/contact-email-confirmation`;
    await settle(['partner@example.com', 1]);
    expect(to('partner@example.com')).toHaveLength(1);

    const theirs = await resend(stranger, '127.0.0.70', url);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ success: false, error: 'Monitoring request not found' });
    const badId = await resend(
      owner,
      '127.0.0.70',
      '/api/users/me/monitoring-requests/abc/contact-email-confirmation',
    );
    expect(badId.statusCode).toBe(400);
    expect(badId.json().validationErrors).toEqual([{ field: 'id', message: expect.any(String) }]);
    expect((await resend(owner, '127.0.0.70', url)).json()).toEqual(SENT);
    await settle(['partner@example.com', 2]);
    expect(to('partner@example.com').map((mail) => mail.subject)).toEqual([
      'Confirm tee-time alerts to this address',
      'Confirm tee-time alerts to this address',
    ]);
  });
});
