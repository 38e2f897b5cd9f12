import { type HeldTime, START_EMAIL_NOT_YOURS } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertRig,
  headerOf,
  holdingRequest,
  startAlertRig,
  stateFreeCancellation,
  vancouverAt,
} from '../../../test/alerts-test-kit';
import { claimAt } from '../../../test/delivery-test-kit';
import { callApp, signUp } from '../../../test/test-context';
import { deliverPending } from '../../delivery';
import { releaseReminderChannel } from '../../delivery/channels/email/release-reminder-channel';
import { timeLeftWords } from '../../delivery/release-reminder-due';
import { stopEmailUrl } from '../../email/email-footer';

// The release reminder (issue 38 item 2, decision 0196) on one fixed clock the test moves, through the
// real routes, the delivery engine, PGlite and a real SMTP server. Fraserview states that free
// cancellation ends 24 hours before a tee time; a held Saturday 3:10 PM time is reminded of once, from
// 3 hours before that cutoff, never after it, and not once a new "I booked it" replaced it.

describe('release reminder', () => {
  let rig: AlertRig;
  let now = vancouverAt('2027-06-03', '08:00');
  const clock = () => now;
  const remind = () =>
    deliverPending(releaseReminderChannel, { db: rig.testApp.ctx.db, config: rig.testApp.config, clock });
  const api = (cookie: string, method: 'POST' | 'PUT', url: string, payload: unknown) =>
    callApp(rig.testApp.app, { method, url, cookie, payload });
  const date = '2027-06-05'; // a Saturday

  /** A golfer whose request (Fraserview, that Saturday) holds `time`; returns the cookie and request id. */
  async function holding(email: string, time: string) {
    const cookie = await signUp(rig.testApp.app, { email });
    const held: HeldTime = { courseId: rig.courses.fraserview, date, time, better: 'earlier' };
    const created = await api(
      cookie,
      'POST',
      '/api/monitoring-requests',
      holdingRequest(email, date, held, [rig.courses.fraserview]),
    );
    expect(created.statusCode).toBe(201);
    return { cookie, id: created.json().data.id as number, held };
  }

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0', ALERT_CLAIM_TIMEOUT_SECONDS: '60' }, { clock });
    await stateFreeCancellation(rig.testApp, rig.courses.fraserview);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('fires once in the 3 hours before the cutoff, with the booking link, and never again', async () => {
    now = vancouverAt('2027-06-03', '08:00');
    await holding('once@example.com', '15:10');
    // Cutoff: Friday 3:10 PM. Nothing before noon ten.
    for (const time of ['08:00', '12:09']) {
      now = vancouverAt('2027-06-04', time);
      expect((await remind()).sent).toBe(0);
    }
    now = vancouverAt('2027-06-04', '12:10');
    expect((await remind()).sent).toBe(1);
    const [mail] = rig.mailsTo('once@example.com');
    expect(mail!.subject).toBe('Still playing Saturday 3:10 PM? Free cancellation ends in 3 hours');
    expect(mail!.text).toContain(
      'Free cancellation of your Saturday 3:10 PM time at Fraserview Golf Course ends in 3 hours.',
    );
    expect(mail!.text).toMatch(/Manage your booking: https?:\/\//);
    for (const time of ['12:30', '15:00']) {
      now = vancouverAt('2027-06-04', time);
      expect((await remind()).sent).toBe(0);
    }
    expect(rig.mailsTo('once@example.com')).toHaveLength(1);
  });

  it('not for a held time a new "I booked it" replaced: the new one gets its own reminder', async () => {
    now = vancouverAt('2027-06-03', '09:00');
    const { cookie, id, held } = await holding('replaced@example.com', '15:10');
    now = vancouverAt('2027-06-04', '11:00');
    const saved = await api(cookie, 'PUT', `/api/users/me/monitoring-requests/${id}/held`, {
      held: { ...held, time: '16:30' },
    });
    expect(saved.statusCode).toBe(200);
    now = vancouverAt('2027-06-04', '12:10');
    expect((await remind()).sent).toBe(0);
    now = vancouverAt('2027-06-04', '14:00');
    expect((await remind()).sent).toBe(1);
    const mails = rig.mailsTo('replaced@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([
      'Still playing Saturday 4:30 PM? Free cancellation ends in 2 hours 30 minutes',
    ]);
  });

  it('resends an interrupted claim as the same message, and no second one', async () => {
    now = vancouverAt('2027-06-03', '10:00');
    const { id } = await holding('crash@example.com', '15:40');
    now = vancouverAt('2027-06-04', '12:40');
    // A worker claims the reminder and stops before sending it.
    const claim = await claimAt(rig.testApp, releaseReminderChannel, id, now);
    expect(claim).toBeDefined();
    expect((await remind()).sent).toBe(0); // its lease still runs
    now = vancouverAt('2027-06-04', '12:42'); // past ALERT_CLAIM_TIMEOUT_SECONDS
    expect((await remind()).sent).toBe(1);
    expect((await remind()).sent).toBe(0);
    const mails = rig.mailsTo('crash@example.com');
    expect(mails).toHaveLength(1);
    expect(headerOf(mails[0]!, 'message-id')).toBe(claim!.messageId);
  });

  it('sends nothing to an address that stopped all email, until the account page starts it again', async () => {
    now = vancouverAt('2027-06-03', '11:00');
    const { cookie } = await holding('stopped@example.com', '15:50');
    // One click on any email's stop link (here its one-click POST, as a mail provider sends it).
    const stop = new URL(stopEmailUrl(rig.testApp.config, 'Stopped@Example.com'));
    const clicked = await rig.testApp.app.inject({
      method: 'POST',
      url: `${stop.pathname}${stop.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    now = vancouverAt('2027-06-04', '12:50');
    expect((await remind()).sent).toBe(0);
    expect(rig.mailsTo('stopped@example.com')).toHaveLength(0);

    // The account page shows the stop and starts email again; only then does the reminder go.
    const stops = await callApp(rig.testApp.app, { method: 'GET', url: '/api/account/email-stops', cookie });
    expect(stops.json().data.stops).toEqual([
      { email: 'stopped@example.com', stoppedAt: expect.any(String) },
    ]);
    const someoneElse = await api(cookie, 'POST', '/api/account/email-stops/start-again', {
      email: 'once@example.com',
    });
    expect(someoneElse.statusCode).toBe(400);
    expect(someoneElse.json().error).toBe(START_EMAIL_NOT_YOURS);
    const again = await api(cookie, 'POST', '/api/account/email-stops/start-again', {
      email: 'Stopped@example.com',
    });
    expect(again.statusCode).toBe(200);
    expect((await remind()).sent).toBe(1);
    expect(rig.mailsTo('stopped@example.com')).toHaveLength(1);
  });

  // Last: the test's clock only moves forward from here.
  it('sends nothing for a time held after its cutoff has passed', async () => {
    now = vancouverAt('2027-06-04', '15:11');
    await holding('late@example.com', '15:10');
    expect((await remind()).sent).toBe(0);
    expect(rig.mailsTo('late@example.com')).toHaveLength(0);
  });

  it('words the time left', () => {
    expect(timeLeftWords(3 * 3_600_000)).toBe('3 hours');
    expect(timeLeftWords(60 * 60_000 + 59_000)).toBe('1 hour');
    expect(timeLeftWords(150 * 60_000)).toBe('2 hours 30 minutes');
    expect(timeLeftWords(40 * 60_000)).toBe('40 minutes');
  });
});
