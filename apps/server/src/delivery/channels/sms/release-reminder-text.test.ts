import type { HeldTime } from '@teewatch/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertRig,
  holdingRequest,
  startAlertRig,
  stateFreeCancellation,
  vancouverAt,
} from '../../../../test/alerts-test-kit';
import { claimAt } from '../../../../test/delivery-test-kit';
import { callApp, signUp, TEST_ORIGIN } from '../../../../test/test-context';
import {
  confirmPhone,
  listenForTwilio,
  twilioEnv,
  twilioStandInForThisFile,
} from '../../../../test/twilio-stand-in';
import { notifications, smsOptOuts } from '../../../db/schema';
import { deliverPending } from '../../deliver-pending';
import { releaseReminderChannel } from '../email/release-reminder-channel';
import { composeReminderText } from './release-reminder-text';
import { releaseReminderTextChannel } from './release-reminder-text-channel';
import { textsSentToday } from './sms-daily-limit';
import { smsDeliveryChannel } from './sms-delivery-channel';
import { countSegments } from './sms-segments';

// The release reminder by text (issue 38 item 2, decision 0196) on one fixed clock, through the real
// routes, the delivery engine, PGlite, a real SMTP server and the Twilio stand-in. Fraserview states that
// free cancellation ends 24 hours before a tee time: a held Saturday 3:10 PM time is due from Friday
// 12:10 PM until Friday 3:10 PM. A request alerting both ways gets one email and one text; by email
// only, no text; a stopped number, no text.

const FRASERVIEW_BOOKING = 'https://golfvancouver.cps.golf/onlineresweb/search-teetime';

const standIn = twilioStandInForThisFile();

describe('release reminder by text', { timeout: 60_000 }, () => {
  let rig: AlertRig;
  let now = vancouverAt('2027-06-03', '08:00');
  const clock = () => now;
  const options = () => ({ db: rig.testApp.ctx.db, config: rig.testApp.config, clock });
  const remindByText = () => deliverPending(releaseReminderTextChannel, options());
  const remindByEmail = () => deliverPending(releaseReminderChannel, options());
  const textsTo = (phone: string) =>
    standIn.current.messages.filter((m) => m.to === phone && !/Teewatch code/.test(m.body));
  const api = (cookie: string, method: 'POST' | 'PUT', url: string, payload: unknown) =>
    callApp(rig.testApp.app, { method, url, cookie, payload });
  const date = '2027-06-05'; // a Saturday

  /** A golfer with a confirmed number whose request (Fraserview, that Saturday) holds `time`. */
  async function holding(name: string, phone: string, method: 'email' | 'both', time: string) {
    const email = `${name}@example.com`;
    const cookie = await signUp(rig.testApp.app, { email });
    await confirmPhone(rig.testApp, standIn.current, cookie, phone);
    const held: HeldTime = { courseId: rig.courses.fraserview, date, time, better: 'earlier' };
    const created = await api(cookie, 'POST', '/api/monitoring-requests', {
      ...holdingRequest(email, date, held, [rig.courses.fraserview]),
      notificationMethod: method,
    });
    expect(created.statusCode).toBe(201);
    return { email, cookie, id: created.json().data.id as number, held };
  }
  const reminderTextRows = (requestId: number) =>
    rig.testApp.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, requestId), eq(notifications.notificationMethod, 'sms')));

  beforeAll(async () => {
    rig = await startAlertRig(
      { ...twilioEnv(standIn.current), ALERT_MIN_GAP_MINUTES: '0', ALERT_CLAIM_TIMEOUT_SECONDS: '60' },
      { clock },
    );
    await listenForTwilio(rig.testApp, standIn.current);
    await stateFreeCancellation(rig.testApp, rig.courses.fraserview);
  }, 120_000);
  afterAll(async () => {
    await rig?.close();
  });

  it('texts a request alerting both ways once in the window, beside its one email, in one segment', async () => {
    now = vancouverAt('2027-06-03', '08:00');
    const { email, id } = await holding('both', '+16045550131', 'both', '15:10');
    for (const time of ['08:00', '12:09']) {
      now = vancouverAt('2027-06-04', time);
      expect((await remindByText()).sent).toBe(0);
      expect((await remindByEmail()).sent).toBe(0);
    }
    now = vancouverAt('2027-06-04', '12:10');
    // The text first: its row does not count as the email's, nor the email's as the text's.
    expect((await remindByText()).sent).toBe(1);
    expect((await remindByEmail()).sent).toBe(1);
    const [text] = textsTo('+16045550131');
    expect(text!.body).toBe(
      `Teewatch: still playing Fraserview Sat Jun 5 3:10pm? Free cancellation ends in 3h. ${FRASERVIEW_BOOKING} Reply STOP`,
    );
    expect(countSegments(text!.body)).toEqual({ segments: 1, encoding: 'GSM-7' });
    expect(rig.mailsTo(email).map((mail) => mail.subject)).toEqual([
      'Still playing Saturday 3:10 PM? Free cancellation ends in 3 hours',
    ]);
    // Recorded as the text channel records a text: the admin's SMS filter and history show it.
    expect(await reminderTextRows(id)).toMatchObject([
      {
        kind: 'release-reminder',
        isSuccessful: true,
        segments: 1,
        messageId: text!.sid,
        subject: text!.body,
      },
    ]);
    for (const time of ['12:11', '13:30', '15:09', '15:11']) {
      now = vancouverAt('2027-06-04', time);
      expect((await remindByText()).sent).toBe(0);
      expect((await remindByEmail()).sent).toBe(0);
    }
    expect(textsTo('+16045550131')).toHaveLength(1);
    expect(rig.mailsTo(email)).toHaveLength(1);
  });

  it('texts a new held time again: a new "I booked it" gets its own text', async () => {
    now = vancouverAt('2027-06-03', '09:00');
    const { cookie, id, held } = await holding('moved', '+16045550132', 'both', '15:10');
    now = vancouverAt('2027-06-04', '12:20');
    expect((await remindByEmail()).sent).toBe(1);
    expect((await remindByText()).sent).toBe(1);
    now = vancouverAt('2027-06-04', '12:30');
    const saved = await api(cookie, 'PUT', `/api/users/me/monitoring-requests/${id}/held`, {
      held: { ...held, time: '16:40' },
    });
    expect(saved.statusCode).toBe(200);
    now = vancouverAt('2027-06-04', '13:00'); // before the new time's window (from 1:40 PM)
    expect((await remindByText()).sent).toBe(0);
    now = vancouverAt('2027-06-04', '13:50');
    expect((await remindByText()).sent).toBe(1);
    expect((await remindByText()).sent).toBe(0);
    expect(textsTo('+16045550132').map((text) => text.body)).toEqual([
      `Teewatch: still playing Fraserview Sat Jun 5 3:10pm? Free cancellation ends in 2h 50m. ${FRASERVIEW_BOOKING} Reply STOP`,
      `Teewatch: still playing Fraserview Sat Jun 5 4:40pm? Free cancellation ends in 2h 50m. ${FRASERVIEW_BOOKING} Reply STOP`,
    ]);
  });

  it('texts no request alerting by email only, and no number that replied STOP', async () => {
    now = vancouverAt('2027-06-03', '10:00');
    const byEmail = await holding('emailonly', '+16045550133', 'email', '15:10');
    const stopped = await holding('stopped', '+16045550134', 'both', '15:10');
    const stop = await standIn.current.sendInbound({
      url: `${TEST_ORIGIN}/api/sms/inbound`,
      from: '+16045550134',
      body: 'STOP',
    });
    expect(stop.status).toBe(200);
    now = vancouverAt('2027-06-04', '12:30');
    expect((await remindByText()).sent).toBe(0);
    expect((await remindByEmail()).sent).toBe(2);
    expect(rig.mailsTo(byEmail.email)).toHaveLength(1);
    expect(rig.mailsTo(stopped.email)).toHaveLength(1);
    expect(textsTo('+16045550133')).toEqual([]);
    expect(textsTo('+16045550134').filter((text) => text.body.startsWith('Teewatch: still'))).toEqual([]);
    expect(await reminderTextRows(byEmail.id)).toEqual([]);
    expect(await reminderTextRows(stopped.id)).toEqual([]);
  });

  it('gives up a text to a number stopped at the carrier (Twilio 21610) and texts it no more', async () => {
    now = vancouverAt('2027-06-03', '10:30');
    const { email, id } = await holding('carrier', '+16045550136', 'both', '15:50');
    now = vancouverAt('2027-06-04', '12:50');
    standIn.current.refuseNext(21610);
    expect(await remindByText()).toEqual({ sent: 0, failed: 0, removed: 1 });
    expect(
      await rig.testApp.ctx.db.select().from(smsOptOuts).where(eq(smsOptOuts.phone, '+16045550136')),
    ).toHaveLength(1);
    now = vancouverAt('2027-06-04', '13:30');
    expect((await remindByText()).sent).toBe(0);
    expect((await remindByEmail()).sent).toBe(1);
    expect(rig.mailsTo(email)).toHaveLength(1);
    expect(await reminderTextRows(id)).toMatchObject([
      { isSuccessful: false, errorMessage: expect.any(String) },
    ]);
  });

  it('sends no text once SMS_DAILY_LIMIT is reached, and sends it while it is due once there is room', async () => {
    now = vancouverAt('2027-06-03', '10:40');
    const { id } = await holding('capped', '+16045550137', 'both', '16:00');
    now = vancouverAt('2027-06-04', '13:10');
    const { config, ctx } = rig.testApp;
    const full = { ...config, sms: { ...config.sms, dailyLimit: await textsSentToday(ctx.db, now) } };
    expect((await deliverPending(releaseReminderTextChannel, { ...options(), config: full })).sent).toBe(0);
    expect(await reminderTextRows(id)).toEqual([]);
    expect((await remindByText()).sent).toBe(1);
    expect(textsTo('+16045550137')).toHaveLength(1);
  });

  it('resends an interrupted text as it was, once; the alert texts leave it alone', async () => {
    now = vancouverAt('2027-06-03', '11:00');
    const { id } = await holding('crash', '+16045550135', 'both', '15:40');
    now = vancouverAt('2027-06-04', '12:40');
    // A worker claims the reminder text and stops before sending it.
    const claim = await claimAt(rig.testApp, releaseReminderTextChannel, id, now);
    expect(claim?.body).toMatch(/^Teewatch: still playing Fraserview Sat Jun 5 3:40pm\? /);
    expect((await remindByText()).sent).toBe(0); // its lease still runs
    now = vancouverAt('2027-06-04', '12:45'); // past ALERT_CLAIM_TIMEOUT_SECONDS, and a shorter time left
    // The alert texts' channel does not take the reminder's claim for one of its own.
    expect((await deliverPending(smsDeliveryChannel, options())).sent).toBe(0);
    expect((await remindByText()).sent).toBe(1);
    expect((await remindByText()).sent).toBe(0);
    expect(textsTo('+16045550135').map((text) => text.body)).toEqual([claim!.body]);
    expect(await reminderTextRows(id)).toMatchObject([{ kind: 'release-reminder', isSuccessful: true }]);
  });
});

describe('the reminder text', () => {
  const reminder = {
    courseName: 'Fraserview Golf Course',
    date: '2027-06-05',
    time: '15:10',
    msLeft: 3 * 3_600_000,
    link: 'https://teewatch.ca/courses/2',
  };

  it('says it all in one segment when it fits', () => {
    expect(composeReminderText(reminder)).toEqual({
      body: 'Teewatch: still playing Fraserview Golf Course Sat Jun 5 3:10pm? Free cancellation ends in 3 hours. https://teewatch.ca/courses/2 Reply STOP to stop texts',
      segments: 1,
    });
  });

  it('shortens the course name first, then the time left and the STOP words', () => {
    const long = { ...reminder, courseName: 'Mayfair Lakes Golf & Country Club' };
    expect(composeReminderText(long).body).toBe(
      'Teewatch: still playing Mayfair Lakes Sat Jun 5 3:10pm? Free cancellation ends in 3 hours. https://teewatch.ca/courses/2 Reply STOP to stop texts',
    );
    const named = { ...reminder, courseName: 'Université Heights Municipal Links', msLeft: 40 * 60_000 };
    const cut = composeReminderText(named);
    expect(cut.body).toBe(
      'Teewatch: still playing Université Heights Munic. Sat Jun 5 3:10pm? Free cancellation ends in 40 minutes. https://teewatch.ca/courses/2 Reply STOP to stop texts',
    );
    expect(cut.segments).toBe(1);
    const booking = { ...reminder, link: FRASERVIEW_BOOKING, msLeft: 150 * 60_000 };
    expect(composeReminderText(booking)).toEqual({
      body: `Teewatch: still playing Fraserview Sat Jun 5 3:10pm? Free cancellation ends in 2h 30m. ${FRASERVIEW_BOOKING} Reply STOP`,
      segments: 1,
    });
  });

  it('sends a link too long for one segment in full, and counts its segments', () => {
    const link = `https://example.com/${'book/'.repeat(30)}`;
    const { body, segments } = composeReminderText({ ...reminder, link });
    expect(body).toContain(link);
    expect(body).toContain('Fraserview Golf Course Sat Jun 5 3:10pm? Free cancellation ends in 3 hours.');
    expect(segments).toBe(2);
  });
});
