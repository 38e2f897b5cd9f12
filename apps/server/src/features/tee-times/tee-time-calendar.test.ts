import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { teeTimeCalendar, vancouverInstant } from './tee-time-calendar';
import { zoneOffsetMinutes } from './vtimezone';

// The .ics parsed by a maintained iCalendar parser (ical.js), converting through the file's own
// VTIMEZONE: the local time and the instant must be right on both sides of a zone change. Expected
// instants come from the runtime's tz database (Intl), never from a written-down offset.

const NOW = new Date('2026-02-01T12:00:00Z');

function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent('vtimezone')!;
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(zone);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { calendar, event, zone };
}

function calendarFor(date: string, time: string, holes = 18) {
  return teeTimeCalendar({
    teeTime: {
      courseId: 2,
      courseName: 'Fraserview Golf Course',
      location: 'Fraserview Golf Course, Vancouver',
      date,
      time,
      holes,
      bookingUrl: 'https://golfvancouver.cps.golf/onlineresweb/search-teetime',
      chooseOnSite: 'Choose 7:10 AM on Sat, Mar 7 on the course\u2019s site',
    },
    now: NOW,
    host: 'teewatch.test',
  });
}

describe('tee time .ics', () => {
  it('has the RFC 5545 parts: UID, DTSTAMP, DTSTART/DTEND in America/Vancouver, a VTIMEZONE, location, link, "hold" wording', () => {
    const ics = calendarFor('2026-03-07', '07:10');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('DTSTART;TZID=America/Vancouver:20260307T071000');
    expect(ics).toContain('DTEND;TZID=America/Vancouver:20260307T114000');
    const { event, zone } = parse(ics);
    expect(zone.getFirstPropertyValue('tzid')).toBe('America/Vancouver');
    expect(event.uid).toBe('teetime-2-2026-03-07-0710-18@teewatch.test');
    expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe('2026-02-01T12:00:00Z');
    expect(event.summary).toBe('Hold this time: Fraserview Golf Course (18 holes)');
    expect(event.location).toBe('Fraserview Golf Course, Vancouver');
    expect(event.description).toContain('Hold this time');
    expect(event.description).toContain('Teewatch does not book');
    expect(event.description).toContain('Choose 7:10 AM on Sat, Mar 7 on the course\u2019s site');
    expect(event.description).toContain('Book: https://golfvancouver.cps.golf/onlineresweb/search-teetime');
    expect(String(event.component.getFirstPropertyValue('url'))).toBe(
      'https://golfvancouver.cps.golf/onlineresweb/search-teetime',
    );
  });

  it('keeps 7:10 AM local on both sides of the March 2026 change, at the instants the tz database gives', () => {
    const before = vancouverInstant('2026-03-07', '07:10').getTime();
    const after = vancouverInstant('2026-03-09', '07:10').getTime();
    // The zone did change between the two days (whatever the offsets are).
    expect(zoneOffsetMinutes('America/Vancouver', before)).not.toBe(
      zoneOffsetMinutes('America/Vancouver', after),
    );
    for (const [date, instant] of [
      ['2026-03-07', before],
      ['2026-03-09', after],
    ] as const) {
      const { event } = parse(calendarFor(date, '07:10'));
      expect(event.startDate.zone?.tzid).toBe('America/Vancouver');
      expect([event.startDate.hour, event.startDate.minute]).toEqual([7, 10]);
      expect(event.startDate.toJSDate().getTime()).toBe(instant);
      expect(event.endDate.toJSDate().getTime()).toBe(instant + 270 * 60_000);
    }
    // Same wall clock, one hour less apart in real time than two days: the spring-forward hour.
    expect(after - before).toBe(2 * 86_400_000 - 3_600_000);
  });

  it.runIf((process.versions.tz ?? '') >= '2026c')(
    'under tzdata 2026c, November 2026 brings no change: the file says so and the time stays right',
    () => {
      const octoberEnd = vancouverInstant('2026-10-31', '07:10').getTime();
      const november = vancouverInstant('2026-11-02', '07:10').getTime();
      expect(november - octoberEnd).toBe(2 * 86_400_000);
      const ics = calendarFor('2026-11-02', '07:10');
      expect(ics).not.toContain('DTSTART:20261101');
      const { event } = parse(ics);
      expect(event.startDate.toJSDate().getTime()).toBe(november);
      const december = parse(calendarFor('2026-12-05', '07:10', 9));
      expect(december.event.startDate.toJSDate().getTime()).toBe(
        vancouverInstant('2026-12-05', '07:10').getTime(),
      );
      expect(
        december.event.endDate.toJSDate().getTime() - december.event.startDate.toJSDate().getTime(),
      ).toBe(135 * 60_000);
    },
  );
});
