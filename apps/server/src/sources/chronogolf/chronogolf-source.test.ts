import { chronogolfCourseUuid } from '@teewatch/simulator';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  daysAhead,
  SOURCE_TEST_NOW,
  seededCourse,
  simulatorForThisFile,
} from '../../../test/source-test-support';
import { FIRST_CATALOGUE_COURSES } from '../../db/seed-courses';
import type { SourceCourse } from '../tee-time-source';
import { parseClubPage } from './club-discovery';
import { mergeClassicAnswers } from './normalise';

const sim = simulatorForThisFile();

const university = seededCourse('chronogolf:545:525');
const universityV2 = seededCourse('chronogolf:545:525', {
  apiConfig: { ...university.apiConfig, courseUuid: chronogolfCourseUuid(525) },
});

/** The club page answers garbage once, so discovery fails and the adapter keeps to the classic endpoint. */
function breakClubPage() {
  sim.current.addFault({ target: { system: 'chronogolf' }, fault: { type: 'malformed' }, times: 1 });
}

describe('ChronoGolf adapter, classic club endpoint (no course UUID)', () => {
  beforeEach(breakClubPage);

  it('asks once per party size 4..1 and keeps the largest party each slot takes', async () => {
    const date = daysAhead(2);
    sim.current.setSlot({
      system: 'chronogolf',
      clubId: 545,
      courseId: 525,
      date,
      time: '05:07',
      spots: 3,
      price: 61,
    });
    sim.current.setSlot({
      system: 'chronogolf',
      clubId: 545,
      courseId: 525,
      date,
      time: '05:15',
      spots: 2,
      minPlayers: 2,
    });
    sim.current.setSlot({ system: 'chronogolf', clubId: 545, courseId: 525, date, time: '05:23', spots: 0 });

    const slots = await sim.sources().fetchSlots({ course: university, date });

    // "5:07" comes back unpadded from the sim.current; it must read as 05:07.
    expect(slots.find((slot) => slot.time === '05:07')).toMatchObject({
      availableSpots: 3,
      minPlayers: 1,
      maxPlayers: 3,
      price: 61,
      holes: 18,
    });
    expect(slots.find((slot) => slot.time === '05:15')).toMatchObject({ availableSpots: 2, minPlayers: 2 });
    expect(slots.find((slot) => slot.time === '05:23')).toBeUndefined();
    for (const slot of slots) expect(slot.time).toMatch(/^\d{2}:\d{2}$/);

    const calls = await sim.requests('/marketplace/clubs/545/teetimes');
    const partySizes = calls.map((call) => {
      const affiliations = call.query['affiliation_type_ids[]'];
      return Array.isArray(affiliations) ? affiliations.length : 1;
    });
    expect(partySizes.sort()).toEqual([1, 2, 3, 4]);
    expect(calls[0]!.query).toMatchObject({ date, course_id: '525', nb_holes: '18' });

    const booking = new URL(slots.find((slot) => slot.time === '05:07')!.bookingUrl.replace('#', '?hash&'));
    expect(booking.pathname).toBe('/club/university-golf-club/booking/');
    expect(booking.searchParams.get('affiliation_type_ids')).toBe('2897');
  });

  it('asks 9-hole courses for 9-hole rounds', async () => {
    const willows = seededCourse('chronogolf:734:27356');
    const slots = await sim.sources().fetchSlots({ course: willows, date: daysAhead(3) });
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.holes === 9)).toBe(true);
    const calls = await sim.requests('/marketplace/clubs/734/teetimes');
    expect(calls.every((call) => call.query.nb_holes === '9')).toBe(true);
  });

  it('spaces its requests by the per-host budget', async () => {
    const started = performance.now();
    await sim.sources({ CHRONOGOLF_REQUESTS_PER_SECOND: '2' }).fetchSlots({
      course: university,
      date: daysAhead(2),
    });
    // The club page and four requests at 2/s with a burst of 2: two at once, then one every 500 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(1400);
  });

  it('skips slots that are out of capacity or restricted', () => {
    const context = {
      course: university,
      club: { origin: 'https://www.chronogolf.com', v2Url: '', holes: 18, clubUrl: undefined },
      date: '2026-06-18',
    };
    const item = (start_time: string, extra: Record<string, unknown> = {}) => ({
      id: start_time,
      date: '2026-06-18',
      start_time,
      restrictions: [],
      out_of_capacity: false,
      green_fees: [{ green_fee: 50 }],
      ...extra,
    });
    const slots = mergeClassicAnswers(
      [
        {
          partySize: 2,
          items: [
            item('6:00'),
            item('6:08', { out_of_capacity: true }),
            item('6:16', { restrictions: [{ id: 1 }] }),
          ],
        },
        { partySize: 1, items: [item('6:00'), item('6:08'), item('6:16', { restrictions: [{ id: 1 }] })] },
      ],
      context,
    );
    expect(slots.map((slot) => [slot.time, slot.availableSpots, slot.price])).toEqual([
      ['06:00', 2, 50],
      ['06:08', 1, 50],
    ]);
  });

  it("links each slot to its own review page when the club page is known, else to the course's page", () => {
    const club = {
      origin: 'https://www.chronogolf.com',
      v2Url: '',
      holes: 18,
      clubUrl: 'https://www.chronogolf.com/club/university-golf-club',
      affiliationTypeId: '2897',
    };
    const items = [
      {
        id: '987',
        date: '2026-06-18',
        start_time: '7:10',
        restrictions: [],
        green_fees: [{ green_fee: 50 }],
      },
      { date: '2026-06-18', start_time: '7:20', restrictions: [], green_fees: [{ green_fee: 50 }] },
    ];
    const [withId, withoutId] = mergeClassicAnswers([{ partySize: 2, items }], {
      course: university,
      club,
      date: '2026-06-18',
    });
    expect(withId).toMatchObject({ bookingLandsOn: 'tee-time' });
    expect(withId!.bookingUrl).toContain('#/teetime/review?');
    expect(withId!.bookingUrl).toContain('teetime_id=987');
    expect(withId!.bookingUrl).toContain('affiliation_type_ids=2897,2897');
    // No upstream id: a made-up one would land nowhere, so the link lands on the day.
    expect(withoutId).toMatchObject({ bookingLandsOn: 'date' });
    expect(withoutId!.bookingUrl).not.toContain('teetime_id');
    expect(withoutId!.bookingUrl).toContain('date=2026-06-18');
    const [noClub] = mergeClassicAnswers([{ partySize: 2, items }], {
      course: university,
      club: { ...club, clubUrl: undefined },
      date: '2026-06-18',
    });
    expect(noClub).toMatchObject({ bookingLandsOn: 'search-page' });
  });

  it('reports a 403 page as unavailable and a hanging answer as a timeout', async () => {
    const blocked = await sim.readErrorUnder(
      { target: { system: 'chronogolf', clubId: '545' }, fault: { type: 'cloudflare403' } },
      university,
    );
    expect(blocked.kind).toBe('unavailable');

    sim.current.clearFaults();
    const hung = await sim.readErrorUnder(
      { target: { system: 'chronogolf', clubId: '545' }, fault: { type: 'hang' } },
      university,
      { SOURCE_TIMEOUT_MS: '400' },
    );
    expect(hung.kind).toBe('timeout');
  });

  it('reports malformed JSON as malformed', async () => {
    const error = await sim.readErrorUnder(
      { target: { system: 'chronogolf', clubId: '545' }, fault: { type: 'malformed' } },
      university,
    );
    expect(error.kind).toBe('malformed');
  });
});

describe('ChronoGolf adapter, marketplace v2 (course UUID)', () => {
  it('pages until a short page and agrees with the classic endpoint', async () => {
    const date = daysAhead(4);
    // More open times than one page holds, whatever the generated sheet of that date has.
    for (let minute = 0; minute < 30; minute += 1) {
      const time = `04:${String(minute).padStart(2, '0')}`;
      sim.current.setSlot({
        system: 'chronogolf',
        courseId: chronogolfCourseUuid(525),
        date,
        time,
        spots: 4,
      });
    }
    const v2 = await sim.sources().fetchSlots({ course: universityV2, date });
    const pages = (await sim.requests('/marketplace/v2/teetimes')).map((call) => call.query.page);
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages).toEqual(pages.map((_, index) => String(index + 1)));

    breakClubPage();
    const classic = await sim.sources().fetchSlots({ course: university, date });
    const classicCalls = await sim.requests('/marketplace/clubs/545/teetimes');
    expect(classicCalls.filter((call) => call.query.date === date)).toHaveLength(4);
    expect(v2.map((slot) => [slot.time, slot.availableSpots])).toEqual(
      classic.map((slot) => [slot.time, slot.availableSpots]),
    );
  });

  it('reads starts_at (UTC) as Vancouver local time', async () => {
    const date = daysAhead(5);
    sim.current.setSlot({
      system: 'chronogolf',
      courseId: chronogolfCourseUuid(525),
      date,
      time: '07:05',
      spots: 4,
    });
    const slots = await sim.sources().fetchSlots({ course: universityV2, date });
    expect(slots.find((slot) => slot.time === '07:05')).toMatchObject({ availableSpots: 4, maxPlayers: 4 });
  });

  it.each(['closed', 'off_season'] as const)('treats status %s as no tee times', async (status) => {
    sim.current.setVariant({ system: 'chronogolf', status });
    expect(await sim.sources().fetchSlots({ course: universityV2, date: daysAhead(2) })).toEqual([]);
  });
});

const uuid = (courseId: number) => chronogolfCourseUuid(courseId);
const courseIdsOf = (call: { query: Record<string, string | string[]> }) =>
  String(call.query.course_ids).split(',');

describe('ChronoGolf adapter, course UUID discovery from the club page', () => {
  it('reads the UUID from __NEXT_DATA__ once per club and then uses v2 only', async () => {
    const adapter = sim.sources();
    const northSouth = [seededCourse('chronogolf:679:664'), seededCourse('chronogolf:679:665')];
    const first = await Promise.all(
      [university, ...northSouth].map((course) => adapter.fetchSlots({ course, date: daysAhead(2) })),
    );
    expect(first.every((slots) => slots.length > 0)).toBe(true);
    await adapter.fetchSlots({ course: university, date: daysAhead(3) });

    expect(await sim.requests('/chronogolf/club/university-golf-club')).toHaveLength(1);
    expect(await sim.requests('/chronogolf/club/golden-eagle-golf-club')).toHaveLength(1);
    expect(await sim.requests('/marketplace/clubs/')).toEqual([]);
    const v2 = await sim.requests('/marketplace/v2/teetimes');
    expect(new Set(v2.flatMap(courseIdsOf))).toEqual(new Set([uuid(525), uuid(664), uuid(665)]));
  });

  it('falls back to the classic endpoint when the page is blocked, and does not ask again for a while', async () => {
    let clock = SOURCE_TEST_NOW.getTime();
    const adapter = sim.sources({}, () => new Date(clock));
    // Three attempts: the first try and the client's two retries of a 403.
    sim.current.addFault({
      target: { system: 'chronogolf', clubId: '545' },
      fault: { type: 'cloudflare403' },
      times: 3,
    });
    const slots = await adapter.fetchSlots({ course: university, date: daysAhead(2) });
    expect(slots.length).toBeGreaterThan(0);
    expect(await sim.requests('/marketplace/clubs/545/teetimes')).toHaveLength(4);
    expect(await sim.requests('/marketplace/v2/teetimes')).toEqual([]);

    await adapter.fetchSlots({ course: university, date: daysAhead(3) });
    expect(await sim.requests('/chronogolf/club/')).toHaveLength(3);
    expect(await sim.requests('/marketplace/clubs/545/teetimes')).toHaveLength(8);

    clock += 16 * 60_000;
    await adapter.fetchSlots({ course: university, date: daysAhead(3) });
    expect(await sim.requests('/chronogolf/club/')).toHaveLength(4);
    expect(await sim.requests('/marketplace/v2/teetimes')).not.toEqual([]);
  });

  it('falls back to the classic endpoint for an unknown club page or a course the page does not list', async () => {
    const adapter = sim.sources();
    const unknownClub = seededCourse('chronogolf:545:525', {
      apiConfig: { ...university.apiConfig, clubUrl: 'https://www.chronogolf.com/club/no-such-club' },
    });
    const unlisted = seededCourse('chronogolf:582:562', { apiCourseId: '999562' });
    await adapter.fetchSlots({ course: unknownClub, date: daysAhead(2) });
    await adapter.fetchSlots({ course: unlisted, date: daysAhead(2) });
    expect(await sim.requests('/marketplace/clubs/545/teetimes')).toHaveLength(4);
    expect(await sim.requests('/marketplace/clubs/582/teetimes')).toHaveLength(4);
    expect(await sim.requests('/marketplace/v2/teetimes')).toEqual([]);
  });

  it('parses the script whatever its attribute order, and nothing else', () => {
    const page = (attributes: string, json: string) =>
      `<html><body><script src="/app.js"></script><script ${attributes}>${json}</script></body></html>`;
    const json = JSON.stringify({
      props: { pageProps: { club: { courses: [{ id: 525, uuid: uuid(525).toUpperCase() }, { id: 1 }] } } },
    });
    expect(parseClubPage(page('type="application/json" id="__NEXT_DATA__"', json))).toEqual(
      new Map([['525', uuid(525)]]),
    );
    expect(parseClubPage('<!DOCTYPE html><title>Just a moment...</title>')).toBeUndefined();
    expect(parseClubPage(page('id="__NEXT_DATA__"', '{"props":'))).toBeUndefined();
    expect(parseClubPage(page('id="__NEXT_DATA__"', '{"props":{}}'))).toBeUndefined();
  });
});

describe('ChronoGolf adapter, v2 requests shared across courses', () => {
  const clubCourses = [
    'chronogolf:545:525',
    'chronogolf:582:562',
    'chronogolf:701:688',
    'chronogolf:734:722',
    'chronogolf:734:27356',
  ].map((seedKey) => seededCourse(seedKey));

  it('asks one v2 request per page for courses asked together, and gives each course its own slots', async () => {
    const date = daysAhead(6);
    const adapter = sim.sources();
    // Discovery first, so that the tee-time asks below start at the same moment.
    await Promise.all(clubCourses.map((course) => adapter.fetchSlots({ course, date: daysAhead(1) })));
    sim.current.clearRequests();

    const together = await Promise.all(clubCourses.map((course) => adapter.fetchSlots({ course, date })));

    const calls = await sim.requests('/marketplace/v2/teetimes');
    // The pages these courses filled before are asked for at once, so they may arrive in any order.
    expect(calls.map((call) => Number(call.query.page)).sort((a, b) => a - b)).toEqual(
      calls.map((_, index) => index + 1),
    );
    // A couple of dozen bookable times per course and day, 24 a page: several pages, but no request per course.
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(calls.length).toBeLessThan(clubCourses.length * 2);
    for (const call of calls) {
      expect(courseIdsOf(call).sort()).toEqual(
        clubCourses.map((course) => uuid(Number(course.apiCourseId))).sort(),
      );
      expect(call.query).toMatchObject({ start_date: date, holes: '9,18' });
    }

    // Each course alone (a fresh adapter, one at a time) sees exactly what it got from the shared request.
    for (const [index, course] of clubCourses.entries()) {
      const alone = await sim.sources().fetchSlots({ course, date });
      expect(together[index]).toEqual(alone);
      expect(alone.length).toBeGreaterThan(0);
    }
    expect(together[4]!.every((slot) => slot.holes === 9)).toBe(true);
  });

  it('asks each course on its own, page 2 queued at once, when a golfer is waiting', async () => {
    const date = daysAhead(5);
    const adapter = sim.sources();
    await Promise.all(clubCourses.map((course) => adapter.fetchSlots({ course, date: daysAhead(1) })));
    sim.current.clearRequests();
    const answers = await Promise.all(
      clubCourses.map((course) => adapter.fetchSlots({ course, date, isInteractive: true })),
    );
    expect(answers.every((slots) => slots.length > 0)).toBe(true);
    const calls = await sim.requests('/marketplace/v2/teetimes');
    expect(calls.every((call) => courseIdsOf(call).length === 1)).toBe(true);
    for (const course of clubCourses) {
      const pages = calls
        .filter((call) => courseIdsOf(call)[0] === uuid(Number(course.apiCourseId)))
        .map((call) => Number(call.query.page));
      // One round: the expected page(s) and the next one, queued together; the next one is called off when
      // the short page 1 has already told the sheet is complete before its turn came (decision 0111).
      expect(pages).toContain(1);
      expect(pages.every((page) => page === 1 || page === 2)).toBe(true);
    }
  });

  it('puts at most 10 courses in one request', async () => {
    const date = daysAhead(7);
    const all = FIRST_CATALOGUE_COURSES.filter((course) => course.apiType === 'chronogolf').map((course) =>
      seededCourse(course.seedKey),
    );
    expect(all.length).toBeGreaterThan(10);
    const adapter = sim.sources();
    await Promise.all(all.map((course) => adapter.fetchSlots({ course, date: daysAhead(1) })));
    sim.current.clearRequests();
    const answers = await Promise.all(all.map((course) => adapter.fetchSlots({ course, date })));
    expect(answers.every((slots) => slots.length > 0)).toBe(true);
    const firstPages = (await sim.requests('/marketplace/v2/teetimes')).filter(
      (call) => call.query.page === '1',
    );
    expect(firstPages.map((call) => courseIdsOf(call).length).sort((a, b) => a - b)).toEqual([
      all.length - 10,
      10,
    ]);
  });

  it('asks ⌈N/10⌉ v2 requests for N courses of a date on a cold start, whose club pages arrive one by one', async () => {
    const date = daysAhead(4);
    const all = FIRST_CATALOGUE_COURSES.filter((course) => course.apiType === 'chronogolf').map((course) =>
      seededCourse(course.seedKey),
    );
    const clubs = new Set(all.map((course) => course.apiConfig.clubUrl));
    expect(clubs.size).toBeGreaterThan(2);
    // A fresh adapter: every club page is still to be read, at 10 requests a second, so the courses learn
    // their UUIDs about 100 ms apart, club by club (a cold search).
    const adapter = sim.sources({ CHRONOGOLF_REQUESTS_PER_SECOND: '10' });
    const answers = await Promise.all(all.map((course) => adapter.fetchSlots({ course, date })));
    expect(answers.every((slots) => slots.length > 0)).toBe(true);
    expect(await sim.requests('/chronogolf/club/')).toHaveLength(clubs.size);
    const firstPages = (await sim.requests('/marketplace/v2/teetimes')).filter(
      (call) => call.query.page === '1',
    );
    expect(firstPages).toHaveLength(Math.ceil(all.length / 10));
    expect(new Set(firstPages.flatMap(courseIdsOf)).size).toBe(all.length);
  });

  it('takes courses of the date asked while its request waits behind the host budget into that request', async () => {
    const date = daysAhead(9);
    const adapter = sim.sources({ CHRONOGOLF_REQUESTS_PER_SECOND: '4' });
    await Promise.all(clubCourses.map((course) => adapter.fetchSlots({ course, date: daysAhead(1) })));
    sim.current.clearRequests();
    // Other dates keep the host busy for seconds at 4 requests a second...
    const backlog = [daysAhead(20), daysAhead(21)].flatMap((day) =>
      clubCourses.map((course) => adapter.fetchSlots({ course, date: day })),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // ...while this date's courses are asked for one by one, 100 ms apart (a date's pairs over several ticks).
    const staggered = clubCourses.map(async (course, index) => {
      await new Promise((resolve) => setTimeout(resolve, index * 100));
      return adapter.fetchSlots({ course, date });
    });
    const answers = await Promise.all(staggered);
    await Promise.all(backlog);
    expect(answers.every((slots) => slots.length > 0)).toBe(true);
    const firstPages = (await sim.requests('/marketplace/v2/teetimes')).filter(
      (call) => call.query.start_date === date && call.query.page === '1',
    );
    expect(firstPages).toHaveLength(1);
    expect(courseIdsOf(firstPages[0]!).sort()).toEqual(
      clubCourses.map((course) => uuid(Number(course.apiCourseId))).sort(),
    );
  });

  it('calls off the pages it queued when a short first page shows the sheet is complete', async () => {
    const date = daysAhead(10);
    const adapter = sim.sources({ CHRONOGOLF_REQUESTS_PER_SECOND: '2' });
    // Read once: these courses fill several pages, so the next read queues them all with page 1.
    await Promise.all(clubCourses.map((course) => adapter.fetchSlots({ course, date })));
    expect((await sim.requests('/marketplace/v2/teetimes')).length).toBeGreaterThan(2);
    // Then the day sells out but for one time.
    for (const course of clubCourses) {
      const courseId = Number(course.apiCourseId);
      for (const slot of sim.current.slots({ system: 'chronogolf', courseId }, date)) {
        sim.current.setSlot({ system: 'chronogolf', courseId, date, time: slot.time, spots: 0 });
      }
    }
    sim.current.setSlot({ system: 'chronogolf', courseId: 525, date, time: '07:10', spots: 2 });
    sim.current.clearRequests();
    const answers = await Promise.all(clubCourses.map((course) => adapter.fetchSlots({ course, date })));
    expect(answers.flat().map((slot) => slot.time)).toEqual(['07:10']);
    // Page 1 came back short: the queued pages 2.. were still waiting for the budget and were never sent.
    const calls = await sim.requests('/marketplace/v2/teetimes');
    expect(calls.map((call) => call.query.page)).toEqual(['1']);
  });

  it('does not let one hanging course hold up the others, and asks for it alone afterwards', async () => {
    const adapter = sim.sources({ SOURCE_TIMEOUT_MS: '2500' });
    const [ubc, musqueam] = clubCourses as [SourceCourse, SourceCourse];
    await Promise.all([ubc, musqueam].map((course) => adapter.fetchSlots({ course, date: daysAhead(1) })));
    sim.current.addFault({ target: { system: 'chronogolf', clubId: '545' }, fault: { type: 'hang' } });

    const date = daysAhead(2);
    // The order the two answers settle in, not how long they took (decision 0175): the healthy course is
    // answered while the hung one still waits for its timeout.
    const settled: string[] = [];
    const [hung, healthy] = await Promise.allSettled(
      [ubc, musqueam].map((course) =>
        adapter.fetchSlots({ course, date }).finally(() => settled.push(course.apiCourseId)),
      ),
    );
    expect(healthy).toMatchObject({ status: 'fulfilled' });
    expect((healthy as PromiseFulfilledResult<unknown[]>).value.length).toBeGreaterThan(0);
    expect(hung).toMatchObject({ status: 'rejected', reason: { kind: 'timeout' } });
    expect(settled).toEqual([musqueam.apiCourseId, ubc.apiCourseId]);

    sim.current.clearFaults();
    sim.current.clearRequests();
    await Promise.all([ubc, musqueam].map((course) => adapter.fetchSlots({ course, date: daysAhead(3) })));
    const calls = await sim.requests('/marketplace/v2/teetimes');
    for (const call of calls.filter((entry) => courseIdsOf(entry).includes(uuid(525)))) {
      expect(courseIdsOf(call)).toEqual([uuid(525)]);
    }
  });

  it('asks each course alone when the shared request fails, so a broken course only fails itself', async () => {
    const adapter = sim.sources();
    const [ubc, musqueam] = clubCourses as [SourceCourse, SourceCourse];
    await Promise.all([ubc, musqueam].map((course) => adapter.fetchSlots({ course, date: daysAhead(1) })));
    sim.current.addFault({ target: { system: 'chronogolf', clubId: '545' }, fault: { type: 'malformed' } });
    const [broken, healthy] = await Promise.allSettled(
      [ubc, musqueam].map((course) => adapter.fetchSlots({ course, date: daysAhead(2) })),
    );
    expect(broken).toMatchObject({ status: 'rejected', reason: { kind: 'malformed' } });
    expect(healthy).toMatchObject({ status: 'fulfilled' });
  });
});
