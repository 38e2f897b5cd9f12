import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AlertRig,
  headerOf,
  hrefsOf,
  minutesAfter,
  startAlertRig,
  vancouverAt,
} from '../../../test/alerts-test-kit';
import type { Database } from '../../db/client';
import { monitoringRequests, notifications, teeTimeSlots } from '../../db/schema';
import { deliverNext, deliverPendingAlerts, emailChannel } from '../../delivery';
import {
  createShortStillOpenToken,
  createStillOpenToken,
  STILL_OPEN_PATH,
} from '../../email/still-open-link';

// "Still open?" (issue 28, item 2): the Book links of a real alert email (real simulator, real SMTP,
// real app on a clock the test moves) open /api/open, which answers from the mirror alone: open → 302
// to the course's page in one database read; taken → what happened, how old the read is, and the
// request's other times; a bad or expired link → the "Link not valid" page.

/**
 * Records every statement the database driver is sent until `stop()`: the driver's own query method is
 * wrapped (PGlite's, or the pg pool's), so nothing of ours is replaced.
 */
function recordStatements(database: Database) {
  const statements: string[] = [];
  const target = (database.kind === 'pglite' ? database.pglite : database.pool) as unknown as {
    query: (query: unknown, ...rest: unknown[]) => Promise<unknown>;
  };
  const original = target.query;
  target.query = function (this: unknown, query: unknown, ...rest: unknown[]) {
    statements.push(typeof query === 'string' ? query : String((query as { text?: string }).text));
    return original.call(this, query, ...rest);
  };
  return {
    statements,
    stop: () => {
      target.query = original;
    },
  };
}

describe('GET /api/open ("Still open?")', () => {
  let rig: AlertRig;
  let fraserview: number;
  let requestId: number;
  // The app's clock: fixed, moved by the test.
  let now = vancouverAt('2027-05-12', '09:00');
  const start = now;
  const date = addDaysToIsoDate(vancouverToday(start), 6);
  const email = 'still-open@example.com';
  const open = (url: string) => rig.testApp.app.inject({ method: 'GET', url });
  const slotIdAt = async (time: string) => {
    const [row] = await rig.testApp.ctx.db
      .select({ id: teeTimeSlots.id, bookingUrl: teeTimeSlots.bookingUrl })
      .from(teeTimeSlots)
      .where(
        and(eq(teeTimeSlots.courseId, fraserview), eq(teeTimeSlots.date, date), eq(teeTimeSlots.time, time)),
      );
    return row!;
  };
  const linkOf = (slotId: number, id = requestId) =>
    `${STILL_OPEN_PATH}?token=${createStillOpenToken({ secret: rig.testApp.config.authSecret, requestId: id, slotId })}`;

  beforeAll(async () => {
    rig = await startAlertRig({ ALERT_MIN_GAP_MINUTES: '0' }, { clock: () => now });
    fraserview = rig.courses.fraserview;
    requestId = await rig.requestOnEmptyDays(email, {
      course: 'fraserview',
      dates: [date],
      startHour: 7,
      endHour: 10,
      players: 2,
    });
    rig.setVancouverSlot({ courseId: 2, date, time: '07:10', spots: 4 });
    rig.setVancouverSlot({ courseId: 2, date, time: '07:30', spots: 3 });
    now = minutesAfter(start, 1);
    await rig.readPair(fraserview, date, now);
    const { db } = rig.testApp.ctx;
    expect((await deliverPendingAlerts({ db, config: rig.testApp.config, clock: () => now })).sent).toBe(1);
  });
  afterAll(async () => {
    await rig?.close();
  });

  it("sends the alert email's Book links through it, keeping the email's words", async () => {
    const [mail] = rig.mailsTo(email);
    const first = await slotIdAt('07:10');
    const second = await slotIdAt('07:30');
    const book = hrefsOf(String(mail!.html)).filter((href) => href.includes(STILL_OPEN_PATH));
    const expected = [first.id, second.id].map((id) => `http://localhost:3000${linkOf(id)}`);
    // One Book per time, and the date group's "Book at …" button opens its first time.
    expect(book).toEqual([expected[0], expected[1], expected[0]]);
    expect(String(mail!.html)).toContain('>Book<');
    expect(String(mail!.html)).toContain('Book at Fraserview Golf Course');
    expect(mail!.text).toContain(`Book: ${expected[0]}`);
    // The course's own page is behind the link now, never in the email.
    expect(String(mail!.html)).not.toContain('cps.golf');
  });

  it('still sends a claim fixed before the link existed, its Book going through the link', async () => {
    // A worker stopped mid-send on an email claimed by the previous version: its stored content names the
    // course's page as bookingUrl (no calendar link, no hint) and nothing was composed yet.
    const slot = await slotIdAt('07:10');
    const { db } = rig.testApp.ctx;
    const [claim] = await db
      .insert(notifications)
      .values({
        requestId,
        notificationMethod: 'email',
        recipient: email,
        isSuccessful: false,
        openingIds: [],
        messageId: '<alert-before-0132@localhost>',
        emailContent: {
          isFirst: false,
          slots: [
            {
              slotId: slot.id,
              courseName: 'Fraserview Golf Course',
              date,
              time: '07:10',
              holes: 18,
              availableSpots: 4,
              price: 50,
              bookingUrl: 'https://golfvancouver.cps.golf/onlineresweb/search-teetime',
            },
          ],
          moreCount: 0,
          moreUrl: 'http://localhost:3000/tee-times',
          startHour: 7,
          endHour: 10,
          numberOfPlayers: 2,
          expiresAt: minutesAfter(start, 60 * 24 * 7).toISOString(),
          date: start.toISOString(),
        },
        notificationSentAt: minutesAfter(start, -60),
      })
      .returning({ id: notifications.id });
    const before = rig.mailsTo(email).length;
    expect(
      await deliverNext(emailChannel, {
        db,
        config: rig.testApp.config,
        recipientId: requestId,
        clock: () => now,
      }),
    ).toBe('sent');
    const resumed = rig.mailsTo(email)[before]!;
    expect(headerOf(resumed, 'message-id')).toBe('<alert-before-0132@localhost>');
    expect(hrefsOf(String(resumed.html)).filter((href) => href.includes(STILL_OPEN_PATH))).toContain(
      `http://localhost:3000${linkOf(slot.id)}`,
    );
    const [row] = await db.select().from(notifications).where(eq(notifications.id, claim!.id));
    expect(row!.isSuccessful).toBe(true);
  });

  it('sends an open time straight on to its booking page, in one database read', async () => {
    const slot = await slotIdAt('07:10');
    expect(slot.bookingUrl).toBe(
      `https://golfvancouver.cps.golf/onlineresweb/search-teetime?Date=${date}&CourseId=2&TeeOffTimeMin=0&TeeOffTimeMax=23.999722222222225`,
    );
    const recorder = recordStatements(rig.testApp.ctx.database);
    const response = await open(linkOf(slot.id)).finally(recorder.stop);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(slot.bookingUrl);
    expect(response.headers['cache-control']).toBe('no-store');
    // Besides the email links' shared rate-limit counter, the answer is one statement on the mirror.
    const reads = recorder.statements.filter((text) => !/\brate_limit\b/.test(text));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toContain('tee_time_slots');
  });

  it('shows a taken time with how long it lasted, how old the read is, and the other times that fit', async () => {
    const taken = await slotIdAt('07:10');
    const other = await slotIdAt('07:30');
    rig.setVancouverSlot({ courseId: 2, date, time: '07:10', spots: 0 });
    now = minutesAfter(start, 5);
    await rig.readPair(fraserview, date, now);
    now = minutesAfter(start, 7);

    const response = await open(linkOf(taken.id));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<h1>This 7:10 AM was taken 4 minutes after it opened</h1>');
    expect(html).toContain('Teewatch checked this tee sheet 2 minutes ago.');
    expect(html).toContain('<h2>Other times that fit your request now</h2>');
    const alternatives = hrefsOf(html).filter((href) => href.includes(STILL_OPEN_PATH));
    expect(alternatives).toEqual([`http://localhost:3000${linkOf(other.id)}`]);
    expect(html).toContain('7:30 AM, Fraserview Golf Course');
    // The alternative's own link checks again and sends the golfer on.
    const onward = await open(new URL(alternatives[0]!).pathname + new URL(alternatives[0]!).search);
    expect(onward.statusCode).toBe(302);
    expect(onward.headers.location).toBe(other.bookingUrl);
  });

  it('says when a time no longer fits the party, and when nothing else fits', async () => {
    // 07:30 drops to one spot: still on the sheet, no longer for two players.
    rig.setVancouverSlot({ courseId: 2, date, time: '07:30', spots: 1 });
    now = minutesAfter(start, 8);
    await rig.readPair(fraserview, date, now);
    const response = await open(linkOf((await slotIdAt('07:30')).id));
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>This 7:30 AM no longer fits your party: it has 1 spot left</h1>');
    expect(response.body).toContain('Teewatch checked this tee sheet less than a minute ago.');
    expect(response.body).toContain('<h2>No other times fit your request right now</h2>');
  });

  it("takes a text's short link as the email's (issue 36), and refuses it altered", async () => {
    const slot = await slotIdAt('07:10');
    const short = createShortStillOpenToken({
      secret: rig.testApp.config.authSecret,
      requestId,
      slotId: slot.id,
    });
    expect(short).toMatch(/^s\.\d+\.\d+\.[A-Za-z0-9_-]{16}$/);
    const long = createStillOpenToken({ secret: rig.testApp.config.authSecret, requestId, slotId: slot.id });
    // Whatever the time's state by now, the short link answers as the email's does.
    const byShort = await open(`${STILL_OPEN_PATH}?token=${short}`);
    const byLong = await open(linkOf(slot.id));
    expect(byShort.statusCode).not.toBe(400);
    expect([byShort.statusCode, byShort.headers.location, byShort.body]).toEqual([
      byLong.statusCode,
      byLong.headers.location,
      byLong.body,
    ]);
    for (const token of [
      short.replace(/^s\./, 'v1.'),
      `${short.slice(0, -1)}${short.endsWith('A') ? 'B' : 'A'}`,
      long.replace(/^v1\./, 's.'),
    ]) {
      expect((await open(`${STILL_OPEN_PATH}?token=${token}`)).statusCode, token).toBe(400);
    }
  });

  it('refuses a tampered, foreign or malformed link with the "Link not valid" page', async () => {
    const slotId = (await slotIdAt('07:10')).id;
    const good = createStillOpenToken({ secret: rig.testApp.config.authSecret, requestId, slotId });
    const forged = createStillOpenToken({ secret: 'another-secret-another-secret-0123', requestId, slotId });
    const repointed = good.replace(`.${slotId}.`, `.${slotId + 1}.`);
    for (const token of [forged, repointed, 'v1.1.1.x', '', 'x'.repeat(150)]) {
      const response = await open(`${STILL_OPEN_PATH}?token=${encodeURIComponent(token)}`);
      expect(response.statusCode, token).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('<h1>Link not valid</h1>');
      expect(response.body).toContain('This link is invalid or has been altered');
    }
    const missing = await open(STILL_OPEN_PATH);
    expect(missing.statusCode).toBe(400);
  });

  it('expires with the request and once the tee time has passed', async () => {
    const slotId = (await slotIdAt('07:30')).id;
    // A minute before the request ends (the end of its window that day): the 7:30 AM has passed.
    const saved = now;
    const { db } = rig.testApp.ctx;
    const [request] = await db.select().from(monitoringRequests).where(eq(monitoringRequests.id, requestId));
    now = new Date(request!.expiresAt.getTime() - 60_000);
    const passed = await open(linkOf(slotId));
    expect(passed.statusCode).toBe(400);
    expect(passed.body).toContain('This link has expired: the tee time has passed.');
    now = saved;

    await db
      .update(monitoringRequests)
      .set({ expiresAt: minutesAfter(start, -1) })
      .where(eq(monitoringRequests.id, requestId));
    const ended = await open(linkOf(slotId));
    expect(ended.statusCode).toBe(400);
    expect(ended.body).toContain('This link has expired: the waitlist request it belongs to has ended.');
  });
});
