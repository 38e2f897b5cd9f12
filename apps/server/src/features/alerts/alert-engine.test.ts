import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertRig,
  courseIdBySeedKey,
  createRequestAs,
  dateInDays,
  headerOf,
  keepOnlyCourses,
  recipientsOf,
  runSchedulerTick,
  startAlertRig,
  WATCHED_EVERY_SECOND,
} from '../../../test/alerts-test-kit';
import { TEST_ORIGIN } from '../../../test/test-context';
import { monitoringRequests, notifications, requestAlerts } from '../../db/schema';
import { deliverPendingAlerts } from '../../delivery/channels/email/email-channel';
import { listWatchedPairKeys } from '../mirror';
import { cleanupExpiredRequests } from './cleanup-expired-requests';

// End to end through real parts: the simulator speaks CPS, the worker's mirror scheduler reads it
// through the real adapters, and a real SMTP server receives the mail. Watched pairs are read every
// 1 s, and each cycle is one scheduler tick on a clock moved on by a little more than that, so every
// watched pair is due without waiting for it; unwatched dates (every hour) are read once at the start.
// Only the two courses the tests watch stay active, so a tick reads only those.

// No minimum gap here: these tests follow one email per change (the gap has its own tests).
const CADENCE = { ...WATCHED_EVERY_SECOND, ALERT_MIN_GAP_MINUTES: '0' };
const WINDOW_HOURS = [7, 8, 9, 10];

describe('alert engine: openings to email', () => {
  let rig: AlertRig;
  let fraserview: number;
  let langara: number;
  const date = dateInDays(5);
  // The test's clock: real time plus what the cycles have moved it on. Everything the test runs itself
  // (cycles, deliveries, plans) reads it; the app's routes read real time, which is never ahead of it.
  let aheadMs = 0;
  const now = () => new Date(Date.now() + aheadMs);
  const cycle = async () => {
    aheadMs += 1100;
    return runSchedulerTick(rig.testApp, now);
  };
  const setFraserview = (time: string, spots: number) =>
    rig.setVancouverSlot({ courseId: 2, date, time, spots, price: 61 });

  beforeAll(async () => {
    rig = await startAlertRig(CADENCE);
    fraserview = await courseIdBySeedKey(rig.testApp, 'cps:golfvancouver:2');
    langara = await courseIdBySeedKey(rig.testApp, 'cps:golfvancouver:1');
    await keepOnlyCourses(rig.testApp, [fraserview, langara]);
    // Close every open time between 07:00 and 11:00 at both courses, so only the slots this test opens match.
    for (const [courseId, cpsId] of [
      [fraserview, 2],
      [langara, 1],
    ] as const) {
      const course = {
        id: courseId,
        name: '',
        apiType: 'cps' as const,
        apiCourseId: String(cpsId),
        bookingUrl: null,
      };
      const slots = await rig.testApp.ctx.sources.fetchSlots({
        course: {
          ...course,
          apiConfig: {
            baseUrl: 'https://golfvancouver.cps.golf',
            siteId: '1',
            websiteId: '00000000-0000-0000-0000-000000000000',
            referer: 'https://golfvancouver.cps.golf/onlineresweb/search-teetime',
          },
        },
        date,
      });
      for (const slot of slots) {
        if (WINDOW_HOURS.includes(Number(slot.time.slice(0, 2)))) {
          rig.setVancouverSlot({ courseId: cpsId, date, time: slot.time, spots: 0 });
        }
      }
    }
  });
  afterAll(async () => {
    await rig?.close();
  });

  let alice: number;
  let bob: number;
  let carol: number;

  it('watches each (course, date) once, however many requests watch it', async () => {
    alice = await createRequestAs(rig.testApp, 'alice@example.com', {
      courseIds: [fraserview],
      dates: [date],
      startHour: 7,
      endHour: 8,
      players: 2,
    });
    bob = await createRequestAs(rig.testApp, 'bob@example.com', {
      courseIds: [fraserview],
      dates: [date],
      startHour: 9,
      endHour: 10,
      players: 2,
    });
    carol = await createRequestAs(rig.testApp, 'carol@example.com', {
      courseIds: [langara, fraserview],
      dates: [date],
      startHour: 7,
      endHour: 8,
      players: 4,
    });
    const watched = await listWatchedPairKeys(rig.testApp.ctx.db, now());
    expect([...watched].sort()).toEqual([`${fraserview}|${date}`, `${langara}|${date}`].sort());
    const first = await cycle();
    expect(first.read).toEqual(
      expect.arrayContaining([
        { courseId: fraserview, date },
        { courseId: langara, date },
      ]),
    );
    expect(rig.smtp.messages).toHaveLength(0);
    // The next tick reads the watched pairs again, each once, and nothing else (its cadence is an hour).
    const second = await cycle();
    expect(second.read.sort((a, b) => a.courseId - b.courseId)).toEqual(
      [
        { courseId: fraserview, date },
        { courseId: langara, date },
      ].sort((a, b) => a.courseId - b.courseId),
    );
  });

  it('emails the matching request when a slot opens, with the slot, the links and the headers', async () => {
    setFraserview('07:12', 2);
    const result = await cycle();
    expect(result.delivery).toEqual({ sent: 1, failed: 0 });
    expect(rig.smtp.messages).toHaveLength(1);
    const [mail] = rig.smtp.messages;
    expect(recipientsOf([mail!])).toEqual(['alice@example.com']);
    expect(mail!.subject).toMatch(/^Tee time open: Fraserview Golf Course, \w{3} \w{3} \d{1,2} at 7:12 AM$/);
    expect(mail!.from?.text).toContain('alerts@teewatch.test');
    expect(mail!.text).toContain('7:12 AM');
    expect(mail!.text).toContain('2 spots');
    expect(mail!.text).toContain('$61.00 per player');
    expect(mail!.text).toContain('7:00 AM to 8:00 AM, 2 players');
    expect(mail!.text).toContain('Monitoring ends');
    expect(mail!.html).toContain('Book at Fraserview Golf Course');
    // One click stops all email to the address (decision 0250); the body's Unsubscribe stops this request.
    expect(headerOf(mail!, 'List-Unsubscribe')).toMatch(
      /^<http:\/\/localhost:3000\/api\/stop-email\?token=v1\.stop-email\./,
    );
    expect(mail!.text).toMatch(
      /Unsubscribe: http:\/\/localhost:3000\/api\/unsubscribe\?token=v1\.unsubscribe\./,
    );
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toMatch(/Pause alerts: http:\/\/localhost:3000\/api\/unsubscribe\?token=v1\.pause\./);

    const history = await rig.testApp.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.requestId, alice));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      isSuccessful: true,
      errorMessage: null,
      recipient: 'alice@example.com',
    });
    expect(history[0]!.openingIds).toHaveLength(1);
  });

  it('sends nothing more when the same slot is seen again', async () => {
    const result = await cycle();
    expect(result.delivery).toEqual({ sent: 0, failed: 0 });
    expect(rig.smtp.messages).toHaveLength(1);
  });

  it('does not re-alert a party that already fitted when spots grow, but alerts the party that now fits', async () => {
    setFraserview('07:12', 4);
    const result = await cycle();
    expect(result.delivery).toEqual({ sent: 1, failed: 0 });
    expect(recipientsOf(rig.smtp.messages.slice(1))).toEqual(['carol@example.com']);
  });

  it('sends one new email when the slot closes and reopens', async () => {
    setFraserview('07:12', 0);
    expect((await cycle()).delivery.sent).toBe(0);
    setFraserview('07:12', 2);
    const result = await cycle();
    expect(result.delivery).toEqual({ sent: 1, failed: 0 });
    expect(recipientsOf(rig.smtp.messages.slice(2))).toEqual(['alice@example.com']);
    expect(rig.smtp.messages.filter((mail) => recipientsOf([mail])[0] === 'bob@example.com')).toHaveLength(0);
  });

  it('lists all of a cycle’s new matches in one email per request', async () => {
    setFraserview('07:30', 2);
    setFraserview('07:45', 3);
    const result = await cycle();
    expect(result.delivery).toEqual({ sent: 1, failed: 0 });
    const mail = rig.smtp.messages.at(-1)!;
    expect(recipientsOf([mail])).toEqual(['alice@example.com']);
    expect(mail.subject).toMatch(/at 7:30 AM \(\+1 more\)$/);
    expect(mail.text).toContain('7:45 AM');
  });

  it('records an SMTP failure, keeps the alert, and delivers it once SMTP is back', async () => {
    const before = rig.smtp.messages.length;
    rig.smtp.setDown(true);
    setFraserview('09:20', 2);
    const result = await cycle();
    expect(result.delivery).toEqual({ sent: 0, failed: 1 });
    const failed = await rig.testApp.ctx.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.requestId, bob), eq(notifications.isSuccessful, false)));
    expect(failed).toHaveLength(1);
    expect(failed[0]!.errorMessage).toBeTruthy();
    expect(rig.smtp.messages).toHaveLength(before);

    // Still backing off: nothing is retried at once.
    rig.smtp.setDown(false);
    expect(
      await deliverPendingAlerts({ db: rig.testApp.ctx.db, config: rig.testApp.config, clock: now }),
    ).toEqual({
      sent: 0,
      failed: 0,
    });
    const later = () => new Date(now().getTime() + 20_000);
    expect(
      await deliverPendingAlerts({ db: rig.testApp.ctx.db, config: rig.testApp.config, clock: later }),
    ).toEqual({
      sent: 1,
      failed: 0,
    });
    expect(recipientsOf(rig.smtp.messages.slice(before))).toEqual(['bob@example.com']);
    const pending = await rig.testApp.ctx.db
      .select()
      .from(requestAlerts)
      .where(and(eq(requestAlerts.requestId, bob)));
    expect(pending.every((alert) => alert.deliveredAt !== null)).toBe(true);
  });

  it('the email’s Unsubscribe link stops the request; a tampered token is rejected', async () => {
    const mail = rig.smtp.messages.find((message) => recipientsOf([message])[0] === 'alice@example.com')!;
    const url = new URL(/^Unsubscribe: (\S+)$/m.exec(mail.text!)![1]!);
    const token = url.searchParams.get('token')!;

    const page = await rig.testApp.app.inject({ method: 'GET', url: `/api/unsubscribe?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('method="post"');

    const [, , id, mac] = token.split('.');
    const tampered = [
      `v1.unsubscribe.${bob}.${mac}`,
      `v1.unsubscribe.${id}.${mac!.slice(0, -2)}${mac!.endsWith('A') ? 'BB' : 'AA'}`,
      `v1.pause.${id}.${mac}`,
      'garbage',
    ];
    for (const bad of tampered) {
      const response = await rig.testApp.app.inject({
        method: 'POST',
        url: `/api/unsubscribe?token=${encodeURIComponent(bad)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    const stillActive = await rig.testApp.ctx.db
      .select({ isActive: monitoringRequests.isActive })
      .from(monitoringRequests)
      .where(eq(monitoringRequests.id, bob));
    expect(stillActive[0]!.isActive).toBe(true);

    const response = await rig.testApp.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: TEST_ORIGIN },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    const [row] = await rig.testApp.ctx.db
      .select({ isActive: monitoringRequests.isActive })
      .from(monitoringRequests)
      .where(eq(monitoringRequests.id, alice));
    expect(row!.isActive).toBe(false);

    // A stopped request hears nothing more.
    const before = rig.smtp.messages.length;
    setFraserview('07:50', 2);
    await cycle();
    expect(recipientsOf(rig.smtp.messages.slice(before))).not.toContain('alice@example.com');
  });

  it('a brand-new request hears at once about a time that is already open', async () => {
    setFraserview('09:40', 2);
    await cycle(); // bob hears about 09:40; the pair is now observed
    const before = rig.smtp.messages.length;
    const dave = await createRequestAs(rig.testApp, 'dave@example.com', {
      courseIds: [fraserview],
      dates: [date],
      startHour: 9,
      endHour: 10,
      players: 0,
    });
    // Whether the hook matched it from fresh data or the next poll catches it up, one cycle is enough.
    await cycle();
    const mails = rig.smtp.messages
      .slice(before)
      .filter((mail) => recipientsOf([mail])[0] === 'dave@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('9:20 AM');
    expect(mails[0]!.text).toContain('9:40 AM');
    await cycle();
    expect(rig.smtp.messages.filter((mail) => recipientsOf([mail])[0] === 'dave@example.com')).toHaveLength(
      1,
    );
    expect(dave).toBeGreaterThan(0);
  });

  it('ignores expired requests, and Cleanup Expired deactivates them', async () => {
    await rig.testApp.ctx.db
      .update(monitoringRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(monitoringRequests.id, carol));
    const before = rig.smtp.messages.length;
    rig.setVancouverSlot({ courseId: 1, date, time: '07:20', spots: 4 });
    await cycle();
    expect(recipientsOf(rig.smtp.messages.slice(before))).not.toContain('carol@example.com');
    const watched = await listWatchedPairKeys(rig.testApp.ctx.db, new Date(now().getTime() + 5000));
    expect(watched.has(`${langara}|${date}`)).toBe(false);

    expect(await cleanupExpiredRequests({ db: rig.testApp.ctx.db, clock: rig.testApp.ctx.clock })).toEqual({
      deactivated: 1,
    });
    const [row] = await rig.testApp.ctx.db
      .select({ isActive: monitoringRequests.isActive })
      .from(monitoringRequests)
      .where(eq(monitoringRequests.id, carol));
    expect(row!.isActive).toBe(false);
  });
});
