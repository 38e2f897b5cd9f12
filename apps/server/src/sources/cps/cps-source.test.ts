import { describe, expect, it } from 'vitest';
import {
  daysAhead,
  SOURCE_TEST_NOW,
  seededCourse,
  simulatorForThisFile,
  simulatorRequests,
  simulatorSources,
  withUpstreamClock,
} from '../../../test/source-test-support';

const sim = simulatorForThisFile();

const fraserview = seededCourse('cps:golfvancouver:2');
const langara = seededCourse('cps:golfvancouver:1');
const mccleery = seededCourse('cps:golfvancouver:3');
const burnabyMountain = seededCourse('cps:golfburnaby:1');
const riverway = seededCourse('cps:golfburnaby:2');

describe('CPS adapter', () => {
  it('reads a site in OAuth mode: Configuration, short-lived token, RegisterTransactionId, TeeTimes', async () => {
    const date = daysAhead(3);
    sim.current.setSlot({
      system: 'cps',
      site: 'golfvancouver',
      courseId: 2,
      date,
      time: '05:03',
      spots: 3,
      price: 44.5,
    });
    sim.current.setSlot({ system: 'cps', site: 'golfvancouver', courseId: 2, date, time: '05:11', spots: 0 });

    const slots = await sim.sources().fetchSlots({ course: fraserview, date });

    const early = slots.find((slot) => slot.time === '05:03');
    expect(early).toMatchObject({
      availableSpots: 3,
      price: 44.5,
      holes: 18,
      // The seeded admin URL is the site's own search page: the deep link (course and day) replaces it.
      bookingUrl: `https://golfvancouver.cps.golf/onlineresweb/search-teetime?Date=${date}&CourseId=2&TeeOffTimeMin=0&TeeOffTimeMax=23.999722222222225`,
      bookingLandsOn: 'date',
    });
    expect(early!.minPlayers).toBeGreaterThanOrEqual(1);
    expect(slots.find((slot) => slot.time === '05:11')).toBeUndefined();
    expect(slots.length).toBeGreaterThan(3);
    for (const slot of slots) {
      expect(slot.time).toMatch(/^\d{2}:\d{2}$/);
      expect(slot.availableSpots).toBeGreaterThan(0);
      expect(slot.price).toBeGreaterThan(0);
    }
    expect(slots.map((slot) => slot.time)).toEqual([...slots.map((slot) => slot.time)].sort());

    const paths = sim.current.requests().log.map((entry) => entry.path.split('/').slice(3).join('/'));
    expect(paths).toEqual([
      'onlineresweb/Home/Configuration',
      'identityapi/myconnect/token/short',
      'onlineres/onlineapi/api/v1/onlinereservation/RegisterTransactionId',
      'onlineres/onlineapi/api/v1/onlinereservation/TeeTimes',
    ]);
    const teeTimes = (await simulatorRequests(sim.current, 'TeeTimes'))[0]!;
    expect(teeTimes.query).toMatchObject({
      holes: '0',
      numberOfPlayer: '0',
      searchTimeType: '0',
      classCode: 'R',
    });
    expect(teeTimes.query.searchDate).toMatch(/^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4}$/);
  });

  it('keeps an admin\u2019s booking page that is not the site\u2019s own search page, landing on that page', async () => {
    const date = daysAhead(3);
    sim.current.setSlot({ system: 'cps', site: 'golfvancouver', courseId: 2, date, time: '05:03', spots: 2 });
    const course = { ...fraserview, bookingUrl: 'https://vancouver.ca/parks-recreation-culture/golf.aspx' };
    const slots = await sim.sources().fetchSlots({ course, date });
    expect(slots.find((slot) => slot.time === '05:03')).toMatchObject({
      bookingUrl: course.bookingUrl,
      bookingLandsOn: 'search-page',
    });
  });

  it('reads a site in apikey mode without any token', async () => {
    const slots = await sim.sources().fetchSlots({ course: riverway, date: daysAhead(2) });
    expect(slots.length).toBeGreaterThan(0);
    expect(await simulatorRequests(sim.current, 'token')).toHaveLength(0);
  });

  it('asks each site once per date for all its courses, however many courses are asked for at once', async () => {
    const date = daysAhead(4);
    const source = sim.sources();
    const [a, b, c, d, e] = await Promise.all([
      source.fetchSlots({ course: langara, date }),
      source.fetchSlots({ course: fraserview, date }),
      source.fetchSlots({ course: mccleery, date }),
      source.fetchSlots({ course: burnabyMountain, date }),
      source.fetchSlots({ course: riverway, date }),
    ]);
    for (const slots of [a, b, c, d, e]) expect(slots.length).toBeGreaterThan(0);
    const calls = await simulatorRequests(sim.current, 'TeeTimes');
    expect(calls).toHaveLength(2);
    const bySite = Object.fromEntries(calls.map((call) => [call.path.split('/')[2], call.query.courseIds]));
    expect(bySite).toEqual({ golfvancouver: '1,2,3', golfburnaby: '1,2' });

    // A later request for one course still asks for every course seen on that site.
    await source.fetchSlots({ course: fraserview, date: daysAhead(5) });
    expect((await simulatorRequests(sim.current, 'TeeTimes')).at(-1)!.query.courseIds).toBe('1,2,3');
  });

  it('registers one transaction for a site however many dates are read at once (a cold start)', async () => {
    const source = sim.sources();
    const dates = [daysAhead(7), daysAhead(8), daysAhead(9)];
    const answers = await Promise.all(dates.map((date) => source.fetchSlots({ course: fraserview, date })));
    for (const slots of answers) expect(slots.length).toBeGreaterThan(0);
    expect(await simulatorRequests(sim.current, 'RegisterTransactionId')).toHaveLength(1);
    expect(await simulatorRequests(sim.current, 'TeeTimes')).toHaveLength(dates.length);
    expect(await simulatorRequests(sim.current, 'Configuration')).toHaveLength(1);
  });

  it('keeps each course to its own slots', async () => {
    const date = daysAhead(6);
    sim.current.setSlot({ system: 'cps', site: 'golfvancouver', courseId: 1, date, time: '05:01', spots: 4 });
    const source = sim.sources();
    const [langaraSlots, fraserviewSlots] = await Promise.all([
      source.fetchSlots({ course: langara, date }),
      source.fetchSlots({ course: fraserview, date }),
    ]);
    expect(langaraSlots.some((slot) => slot.time === '05:01')).toBe(true);
    expect(fraserviewSlots.some((slot) => slot.time === '05:01')).toBe(false);
  });

  it.each([
    ['bare-array', true],
    ['no-teetimes-in-content', false],
    ['no-teetimes-top', false],
  ] as const)('handles the %s answer', async (variant, hasSlots) => {
    sim.current.setVariant({ system: 'cps', site: 'golfburnaby', variant });
    const slots = await sim.sources().fetchSlots({ course: burnabyMountain, date: daysAhead(2) });
    expect(slots.length > 0).toBe(hasSlots);
  });

  it('refreshes the short-lived token about a minute before it expires', async () => {
    await withUpstreamClock(async (timed, clock) => {
      const source = simulatorSources(timed, {}, clock.now);
      const date = daysAhead(2);
      await source.fetchSlots({ course: fraserview, date });
      clock.advance(5 * 60_000);
      await source.fetchSlots({ course: fraserview, date: daysAhead(3) });
      expect(await simulatorRequests(timed, 'token')).toHaveLength(1);
      clock.advance(4 * 60_000 + 30_000); // 9.5 minutes in: inside the refresh margin of a 10-minute token
      await source.fetchSlots({ course: fraserview, date: daysAhead(4) });
      expect(await simulatorRequests(timed, 'token')).toHaveLength(2);
      expect(timed.requests().log.every((entry) => !entry.path.endsWith('/401'))).toBe(true);
    });
  });

  it('recovers from a 401 by reading the Configuration again and getting a new token', async () => {
    await withUpstreamClock(async (timed, upstream) => {
      // Our clock stands still, so we believe the token is valid while the upstream has expired it.
      const source = simulatorSources(timed, {}, () => SOURCE_TEST_NOW);
      await source.fetchSlots({ course: fraserview, date: daysAhead(2) });
      upstream.advance(11 * 60_000);
      const slots = await source.fetchSlots({ course: fraserview, date: daysAhead(3) });
      expect(slots.length).toBeGreaterThan(0);
      expect(await simulatorRequests(timed, 'token')).toHaveLength(2);
      expect(await simulatorRequests(timed, 'Configuration')).toHaveLength(2);
    });
  });

  it('waits out added latency', async () => {
    sim.current.addFault({
      target: { system: 'cps', site: 'golfburnaby' },
      fault: { type: 'latency', ms: 300 },
    });
    const started = performance.now();
    const slots = await sim.sources().fetchSlots({ course: riverway, date: daysAhead(2) });
    expect(slots.length).toBeGreaterThan(0);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('backs off on 429 (honouring Retry-After) and then succeeds', async () => {
    sim.current.addFault({
      target: { system: 'cps', site: 'golfburnaby', courseId: '2' },
      fault: { type: 'status', status: 429 },
      times: 1,
    });
    const started = performance.now();
    const slots = await sim.sources().fetchSlots({ course: riverway, date: daysAhead(2) });
    expect(slots.length).toBeGreaterThan(0);
    expect(await simulatorRequests(sim.current, 'TeeTimes')).toHaveLength(2);
    expect(performance.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('retries a 500 and gives up after the bounded retries with "unavailable"', async () => {
    const error = await sim.readErrorUnder(
      {
        target: { system: 'cps', site: 'golfburnaby', courseId: '2' },
        fault: { type: 'status', status: 500 },
      },
      riverway,
    );
    expect(error.kind).toBe('unavailable');
    expect(await simulatorRequests(sim.current, 'TeeTimes')).toHaveLength(3); // 1 + SOURCE_MAX_RETRIES (2)
  });

  it('reports a Cloudflare 403 page as "source unavailable" and never parses it', async () => {
    const error = await sim.readErrorUnder(
      { target: { system: 'cps', site: 'golfburnaby' }, fault: { type: 'cloudflare403' } },
      riverway,
    );
    expect(error.kind).toBe('unavailable');
    expect(error.message).toMatch(/^Source unavailable/);
  });

  it('reports a malformed body as "malformed"', async () => {
    const error = await sim.readErrorUnder(
      { target: { system: 'cps', site: 'golfburnaby', courseId: '2' }, fault: { type: 'malformed' } },
      riverway,
    );
    expect(error.kind).toBe('malformed');
  });

  it('times out a response that never comes', async () => {
    const error = await sim.readErrorUnder(
      { target: { system: 'cps', site: 'golfburnaby', courseId: '2' }, fault: { type: 'hang' } },
      riverway,
      { SOURCE_TIMEOUT_MS: '500' },
    );
    expect(error.kind).toBe('timeout');
  });
});
