import { chronogolfCourseUuid, type Simulator, startSimulator } from '@teewatch/simulator';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mergeClassicAnswers } from './chronogolf';
import { createSources } from './fetch-course-slots';
import { daysAhead, seededCourse, simulatorConfig, simulatorRequests } from './source-test-support';
import { SourceError } from './tee-time-source';

let simulator: Simulator;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
});
afterAll(async () => {
  await simulator.close();
});
beforeEach(() => {
  simulator.reset();
});

const university = seededCourse('chronogolf:545:525');
const universityV2 = seededCourse('chronogolf:545:525', {
  apiConfig: { ...university.apiConfig, courseUuid: chronogolfCourseUuid(525) },
});

function sources(env: Record<string, string> = {}) {
  return createSources({ config: simulatorConfig(simulator, env) });
}

describe('ChronoGolf adapter, classic club endpoint (no course UUID)', () => {
  it('asks once per party size 4..1 and keeps the largest party each slot takes', async () => {
    const date = daysAhead(2);
    simulator.setSlot({
      system: 'chronogolf',
      clubId: 545,
      courseId: 525,
      date,
      time: '05:07',
      spots: 3,
      price: 61,
    });
    simulator.setSlot({
      system: 'chronogolf',
      clubId: 545,
      courseId: 525,
      date,
      time: '05:15',
      spots: 2,
      minPlayers: 2,
    });
    simulator.setSlot({ system: 'chronogolf', clubId: 545, courseId: 525, date, time: '05:23', spots: 0 });

    const slots = await sources().fetchSlots({ course: university, date });

    // "5:07" comes back unpadded from the simulator; it must read as 05:07.
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

    const calls = await simulatorRequests(simulator, '/marketplace/clubs/545/teetimes');
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
    const slots = await sources().fetchSlots({ course: willows, date: daysAhead(3) });
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((slot) => slot.holes === 9)).toBe(true);
    const calls = await simulatorRequests(simulator, '/marketplace/clubs/734/teetimes');
    expect(calls.every((call) => call.query.nb_holes === '9')).toBe(true);
  });

  it('spaces its requests by the per-host budget', async () => {
    const started = performance.now();
    await sources({ CHRONOGOLF_REQUESTS_PER_SECOND: '2' }).fetchSlots({
      course: university,
      date: daysAhead(2),
    });
    // Four requests at 2/s with a burst of 2: two at once, then one every 500 ms.
    expect(performance.now() - started).toBeGreaterThanOrEqual(900);
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

  it('reports a 403 page as unavailable and a hanging answer as a timeout', async () => {
    simulator.addFault({ target: { system: 'chronogolf', clubId: '545' }, fault: { type: 'cloudflare403' } });
    const blocked = await sources()
      .fetchSlots({ course: university, date: daysAhead(2) })
      .catch((error: unknown) => error);
    expect(blocked).toBeInstanceOf(SourceError);
    expect((blocked as SourceError).kind).toBe('unavailable');

    simulator.clearFaults();
    simulator.addFault({ target: { system: 'chronogolf', clubId: '545' }, fault: { type: 'hang' } });
    const hung = await sources({ SOURCE_TIMEOUT_MS: '400' })
      .fetchSlots({ course: university, date: daysAhead(2) })
      .catch((error: unknown) => error);
    expect((hung as SourceError).kind).toBe('timeout');
  });

  it('reports malformed JSON as malformed', async () => {
    simulator.addFault({ target: { system: 'chronogolf', clubId: '545' }, fault: { type: 'malformed' } });
    const error = await sources()
      .fetchSlots({ course: university, date: daysAhead(2) })
      .catch((caught: unknown) => caught);
    expect((error as SourceError).kind).toBe('malformed');
  });
});

describe('ChronoGolf adapter, marketplace v2 (course UUID)', () => {
  it('pages until a short page and agrees with the classic endpoint', async () => {
    const date = daysAhead(4);
    const v2 = await sources().fetchSlots({ course: universityV2, date });
    const pages = (await simulatorRequests(simulator, '/marketplace/v2/teetimes')).map(
      (call) => call.query.page,
    );
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages).toEqual(pages.map((_, index) => String(index + 1)));

    const classic = await sources().fetchSlots({ course: university, date });
    expect(v2.map((slot) => [slot.time, slot.availableSpots])).toEqual(
      classic.map((slot) => [slot.time, slot.availableSpots]),
    );
  });

  it('reads starts_at (UTC) as Vancouver local time', async () => {
    const date = daysAhead(5);
    simulator.setSlot({
      system: 'chronogolf',
      courseId: chronogolfCourseUuid(525),
      date,
      time: '07:05',
      spots: 4,
    });
    const slots = await sources().fetchSlots({ course: universityV2, date });
    expect(slots.find((slot) => slot.time === '07:05')).toMatchObject({ availableSpots: 4, maxPlayers: 4 });
  });

  it.each(['closed', 'off_season'] as const)('treats status %s as no tee times', async (status) => {
    simulator.setVariant({ system: 'chronogolf', status });
    expect(await sources().fetchSlots({ course: universityV2, date: daysAhead(2) })).toEqual([]);
  });
});
