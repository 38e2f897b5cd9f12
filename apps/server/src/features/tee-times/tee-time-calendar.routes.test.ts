import { teeTimeCalendarLink } from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-context';
import { golfCourses, teeTimeSlots } from '../../db/schema';

// GET /api/tee-times/calendar.ics through the real app on PGlite: a public, validated route that answers
// an attachment a calendar parser reads, with the mirror's own booking link when it has the slot.

let testApp: TestApp;
let fraserview: { id: number; name: string; bookingUrl: string | null };
let ubc: number;

beforeAll(async () => {
  testApp = await createTestApp();
  const rows = await testApp.ctx.db
    .select({
      id: golfCourses.id,
      seedKey: golfCourses.seedKey,
      name: golfCourses.name,
      bookingUrl: golfCourses.bookingUrl,
    })
    .from(golfCourses);
  fraserview = rows.find((row) => row.seedKey === 'cps:golfvancouver:2')!;
  ubc = rows.find((row) => row.seedKey?.startsWith('chronogolf:'))!.id;
});
afterAll(async () => {
  await testApp?.close();
});

function parseEvent(body: string) {
  const calendar = new ICAL.Component(ICAL.parse(body));
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(calendar.getFirstSubcomponent('vtimezone')!);
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
}

describe('GET /api/tee-times/calendar.ics', () => {
  it('answers an .ics attachment that holds the time and names where to book it', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: teeTimeCalendarLink({ courseId: fraserview.id, date: '2026-12-05', time: '07:10', holes: 18 }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="teewatch-2026-12-05-0710-course-${fraserview.id}.ics"`,
    );
    const event = parseEvent(response.body);
    expect(event.summary).toBe(`Hold this time: ${fraserview.name} (18 holes)`);
    expect(event.location).toBe(`${fraserview.name}, 7800 Vivian Drive, Vancouver`);
    expect([event.startDate.hour, event.startDate.minute]).toEqual([7, 10]);
    expect(event.startDate.zone?.tzid).toBe('America/Vancouver');
    expect(String(event.component.getFirstPropertyValue('url'))).toBe(fraserview.bookingUrl);
    // The course page cannot land on the time: the file names it.
    expect(event.description).toContain('Choose 7:10 AM on Sat, Dec 5 on the course\u2019s site');
  });

  it("uses the mirror's deep link for a slot it holds, without the words when the link lands on the time", async () => {
    const deepLink =
      'https://www.chronogolf.com/club/example/booking/?source=club&medium=widget#/teetime/review?teetime_id=9';
    await testApp.ctx.db.insert(teeTimeSlots).values({
      courseId: ubc,
      date: '2026-12-06',
      time: '08:20',
      holes: 18,
      availableSpots: 2,
      bookingUrl: deepLink,
      bookingLandsOn: 'tee-time',
    });
    const response = await testApp.app.inject({
      method: 'GET',
      url: teeTimeCalendarLink({ courseId: ubc, date: '2026-12-06', time: '08:20', holes: 18 }),
    });
    const event = parseEvent(response.body);
    expect(String(event.component.getFirstPropertyValue('url'))).toBe(deepLink);
    expect(event.description).not.toContain('Choose');
  });

  it('refuses a malformed query with 400 and an unknown or deleted course with 404', async () => {
    for (const query of [
      '',
      `courseId=${fraserview.id}&date=2026-02-30&time=07:10&holes=18`,
      `courseId=${fraserview.id}&date=2026-12-05&time=7:10&holes=18`,
      `courseId=${fraserview.id}&date=2026-12-05&time=24:00&holes=18`,
      `courseId=${fraserview.id}&date=2026-12-05&time=07:10&holes=0`,
      `courseId=abc&date=2026-12-05&time=07:10&holes=18`,
      `courseId=${fraserview.id}&date=${'9'.repeat(400)}&time=07:10&holes=18`,
    ]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: `/api/tee-times/calendar.ics?${query}`,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    }
    const unknown = await testApp.app.inject({
      method: 'GET',
      url: teeTimeCalendarLink({ courseId: 999_999, date: '2026-12-05', time: '07:10', holes: 18 }),
    });
    expect(unknown.statusCode).toBe(404);
    await testApp.ctx.db
      .update(golfCourses)
      .set({ deletedAt: new Date() })
      .where(eq(golfCourses.id, fraserview.id));
    const deleted = await testApp.app.inject({
      method: 'GET',
      url: teeTimeCalendarLink({ courseId: fraserview.id, date: '2026-12-05', time: '07:10', holes: 18 }),
    });
    expect(deleted.statusCode).toBe(404);
  });
});
