import { CreateMonitoringRequestResultSchema, MAX_OPEN_NOW_LISTED } from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, dateInDays, startAlertRig } from '../../../test/alerts-test-kit';
import { claimAt } from '../../../test/delivery-test-kit';
import { postMonitoringRequest, signUp, TEST_ORIGIN } from '../../../test/test-context';
import { notifications, requestAlerts } from '../../db/schema';
import { deliverPendingAlerts, emailChannel } from '../../delivery/channels/email/email-channel';
import { formatSlotDate } from '../../email/alert-email-words';

// Issue 12 through real parts: the simulator's CPS tee sheets, the real adapters, PGlite and a real
// SMTP server. Reads are driven by calling the mirror's read, and every clock the engine reads is passed
// in, so the minimum gap and the claim timeout are tested without waiting.

describe('alert fidelity', () => {
  let rig: AlertRig;
  let fraserview: number;
  let langara: number;
  const read = (courseId: number, date: string, now: Date) => rig.readPair(courseId, date, now);
  const deliver = (now: Date) =>
    deliverPendingAlerts({ db: rig.testApp.ctx.db, config: rig.testApp.config, clock: () => now });
  /** `email`'s request for one course on an emptied `date`; returns its id. */
  const requestOnEmptyDay = (
    email: string,
    course: 'langara' | 'fraserview',
    date: string,
    window: { startHour: number; endHour: number; players: 0 | 2 | 3 | 4 },
  ) => rig.requestOnEmptyDays(email, { course, dates: [date], ...window });

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '5', ALERT_CLAIM_TIMEOUT_SECONDS: '300' });
    ({ fraserview, langara } = rig.courses);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('never alerts "Any" to a lone seat at a tee time whose minimum party is 2', async () => {
    const date = dateInDays(4);
    await requestOnEmptyDay('min2@example.com', 'fraserview', date, { startHour: 7, endHour: 9, players: 0 });
    rig.setVancouverSlot({ courseId: 2, date, time: '07:10', spots: 1, minPlayers: 2 });
    await read(fraserview, date, new Date());
    expect((await deliver(new Date())).sent).toBe(0);
    expect(rig.mailsTo('min2@example.com')).toHaveLength(0);

    // A second seat frees up: now a party of two can book it, and "Any" hears about it.
    rig.setVancouverSlot({ courseId: 2, date, time: '07:10', spots: 2, minPlayers: 2 });
    await read(fraserview, date, new Date());
    expect((await deliver(new Date())).sent).toBe(1);
    expect(rig.mailsTo('min2@example.com')[0]!.text).toContain('7:10 AM');
  });

  it('answers a new request with the 150 times already open; the first email lists 20, small, unsubscribe first', async () => {
    const date = dateInDays(9);
    for (const [cpsId, courseId] of [
      [2, fraserview],
      [1, langara],
    ] as const) {
      await rig.closeWindow({ cpsId, courseId, date });
      for (let index = 0; index < 75; index += 1) {
        const minutes = 6 * 60 + index * 8;
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        rig.setVancouverSlot({ courseId: cpsId, date, time, spots: 4 });
      }
      await read(courseId, date, new Date());
    }

    const cookie = await signUp(rig.testApp.app, { email: 'many@example.com' });
    const response = await postMonitoringRequest(rig.testApp.app, cookie, {
      courseIds: [fraserview, langara],
      preferredDates: [date],
      startTime: '06:00',
      endTime: '21:00',
      numberOfPlayers: 0,
      contactEmail: 'many@example.com',
      notificationMethod: 'email',
    });
    expect(response.statusCode).toBe(201);
    const answer = CreateMonitoringRequestResultSchema.parse(response.json());
    expect(answer.openNow?.count).toBe(150);
    expect(answer.openNow?.slots).toHaveLength(MAX_OPEN_NOW_LISTED);
    expect(answer.openNow?.slots[0]).toMatchObject({ date, time: '06:00' });
    expect(answer.openNow?.links).toEqual([
      {
        date,
        count: 150,
        url: `/tee-times?date=${date}&startHour=6&endHour=21&numberOfPlayers=0&courseIds=${[fraserview, langara].sort((a, b) => a - b).join(',')}`,
      },
    ]);

    expect(await deliver(new Date())).toEqual({ sent: 1, failed: 0 });
    const [mail] = rig.mailsTo('many@example.com');
    const html = String(mail!.html);
    expect(mail!.subject).toMatch(/at 6:00 AM \(\+149 more\)$/);
    expect(html).toContain('150 tee times you asked for are open now');
    expect(html).toContain('130 more times are open: see them all on Teewatch');
    expect(html.match(/>Book</g)).toHaveLength(20);
    expect(mail!.raw.length).toBeLessThan(100 * 1024);
    const unsubscribe = /^Unsubscribe: (\S+)$/m.exec(mail!.text!)![1]!;
    const offset = Buffer.from(html).indexOf(unsubscribe.replaceAll('&', '&amp;'));
    expect(offset).toBeGreaterThan(0);
    expect(offset).toBeLessThan(2048);
    expect(html.lastIndexOf('Unsubscribe')).toBeGreaterThan(html.length - 2048);

    // Every claimed match counts as told (the link covers the rest): nothing else goes out.
    expect(await deliver(new Date(Date.now() + 10 * 60_000))).toEqual({ sent: 0, failed: 0 });
  });

  it('re-sends the very same bytes after a crash between send and record, and filters times that closed', async () => {
    const date = dateInDays(6);
    const requestId = await requestOnEmptyDay('crash@example.com', 'fraserview', date, {
      startHour: 7,
      endHour: 10,
      players: 2,
    });
    rig.setVancouverSlot({ courseId: 2, date, time: '07:20', spots: 2 });
    rig.setVancouverSlot({ courseId: 2, date, time: '08:40', spots: 3 });
    const t0 = new Date();
    await read(fraserview, date, t0);

    // The worker claims and sends, then dies before recording the acceptance.
    const { db, config } = { db: rig.testApp.ctx.db, config: rig.testApp.config };
    const claim = await claimAt(rig.testApp, emailChannel, requestId, t0);
    expect((await emailChannel.send(claim!, { db, config, clock: () => t0 })).kind).toBe('accepted');
    expect(rig.mailsTo('crash@example.com')).toHaveLength(1);

    // A new opening meanwhile goes to the next email, not into the re-send.
    rig.setVancouverSlot({ courseId: 2, date, time: '09:00', spots: 2 });
    await read(fraserview, date, new Date(t0.getTime() + 60_000));
    // Within the claim timeout nobody touches the claim.
    expect(await deliver(new Date(t0.getTime() + 120_000))).toEqual({ sent: 0, failed: 0 });

    const afterTimeout = new Date(t0.getTime() + 301_000);
    expect(await deliver(afterTimeout)).toEqual({ sent: 1, failed: 0 });
    const [first, again] = rig.mailsTo('crash@example.com');
    expect(again!.messageId).toBe(first!.messageId);
    expect(again!.raw.equals(first!.raw)).toBe(true);
    expect(again!.text).not.toContain('9:00 AM');

    // Five minutes after the re-send, the newer opening gets its own email with its own Message-ID.
    expect(await deliver(new Date(afterTimeout.getTime() + 301_000))).toEqual({ sent: 1, failed: 0 });
    const next = rig.mailsTo('crash@example.com')[2]!;
    expect(next.messageId).not.toBe(first!.messageId);
    expect(next.text).toContain('9:00 AM');
    expect(next.text).not.toContain('7:20 AM');

    // A second crash, and one of its two times is booked before the retry.
    rig.setVancouverSlot({ courseId: 2, date, time: '07:50', spots: 2 });
    rig.setVancouverSlot({ courseId: 2, date, time: '08:10', spots: 2 });
    const t1 = new Date(afterTimeout.getTime() + 20 * 60_000);
    await read(fraserview, date, t1);
    const second = await claimAt(rig.testApp, emailChannel, requestId, t1);
    expect((await emailChannel.send(second!, { db, config, clock: () => t1 })).kind).toBe('accepted');
    rig.setVancouverSlot({ courseId: 2, date, time: '08:10', spots: 0 });
    await read(fraserview, date, new Date(t1.getTime() + 60_000));
    expect(await deliver(new Date(t1.getTime() + 301_000))).toEqual({ sent: 1, failed: 0 });
    const [crashed, resent] = rig.mailsTo('crash@example.com').slice(3);
    expect(resent!.messageId).toBe(crashed!.messageId);
    expect(crashed!.text).toContain('8:10 AM');
    expect(resent!.text).toContain('7:50 AM');
    expect(resent!.text).not.toContain('8:10 AM');

    const history = await db.select().from(notifications).where(eq(notifications.requestId, requestId));
    expect(history.map((row) => row.isSuccessful)).toEqual([true, true, true]);
    expect(history.every((row) => row.messageSource === null)).toBe(true);
    const alerts = await db.select().from(requestAlerts).where(eq(requestAlerts.requestId, requestId));
    // 08:10 was in the claim (and in the copy that may have arrived): it counts as told.
    expect(alerts.filter((alert) => alert.deliveredAt === null)).toHaveLength(0);
  });

  it('sends a first opening at once, then at most one email per minimum gap with what is still open', async () => {
    const date = dateInDays(7);
    await requestOnEmptyDay('gap@example.com', 'langara', date, { startHour: 12, endHour: 16, players: 3 });
    const t0 = new Date();
    const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

    rig.setVancouverSlot({ courseId: 1, date, time: '12:10', spots: 4 });
    await read(langara, date, at(0));
    expect(await deliver(at(0))).toEqual({ sent: 1, failed: 0 });

    rig.setVancouverSlot({ courseId: 1, date, time: '13:10', spots: 3 });
    await read(langara, date, at(1));
    expect(await deliver(at(1))).toEqual({ sent: 0, failed: 0 });
    rig.setVancouverSlot({ courseId: 1, date, time: '14:10', spots: 4 });
    rig.setVancouverSlot({ courseId: 1, date, time: '13:10', spots: 2 }); // no longer fits 3
    await read(langara, date, at(3));
    expect(await deliver(at(4.9))).toEqual({ sent: 0, failed: 0 });
    expect(await deliver(at(5.1))).toEqual({ sent: 1, failed: 0 });
    const second = rig.mailsTo('gap@example.com')[1]!;
    expect(second.text).toContain('2:10 PM');
    expect(second.text).not.toContain('1:10 PM');
    expect(second.text).toContain('A tee time you asked for just opened');

    // After a quiet spell, the next opening goes out at once.
    rig.setVancouverSlot({ courseId: 1, date, time: '15:10', spots: 4 });
    await read(langara, date, at(30));
    expect(await deliver(at(30))).toEqual({ sent: 1, failed: 0 });
    expect(rig.mailsTo('gap@example.com')).toHaveLength(3);
  });

  it('catches a reactivated request up on what opened while it was paused', async () => {
    const date = dateInDays(8);
    await rig.emptyDay({ cpsId: 2, courseId: fraserview, date });
    const cookie = await signUp(rig.testApp.app, { email: 'paused@example.com' });
    const created = await postMonitoringRequest(rig.testApp.app, cookie, {
      courseIds: [fraserview],
      preferredDates: [date],
      startTime: '10:00',
      endTime: '12:00',
      numberOfPlayers: 2,
      contactEmail: 'paused@example.com',
      notificationMethod: 'email',
    });
    const id = created.json().data.id as number;
    const toggle = (isActive: boolean) =>
      rig.testApp.app.inject({
        method: 'PATCH',
        url: `/api/users/me/monitoring-requests/${id}`,
        headers: { cookie, origin: TEST_ORIGIN },
        payload: { is_active: isActive },
      });
    expect((await toggle(false)).statusCode).toBe(200);
    rig.setVancouverSlot({ courseId: 2, date, time: '10:30', spots: 2 });
    await read(fraserview, date, new Date());
    expect(await deliver(new Date())).toEqual({ sent: 0, failed: 0 });

    expect((await toggle(true)).statusCode).toBe(200);
    expect(await deliver(new Date())).toEqual({ sent: 1, failed: 0 });
    const text = rig.mailsTo('paused@example.com')[0]!.text ?? '';
    expect(text).toContain('10:30 AM');
    // The footer's end date is the request's: its window's end on its last date.
    expect(text).toContain(`Monitoring ends ${formatSlotDate(date)}, ${date.slice(0, 4)} at 12:00 PM`);
  });
});
