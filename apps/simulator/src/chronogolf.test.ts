import { describe, expect, it } from 'vitest';
import { getJson, SATURDAY, simulatorPerTest } from '../test/test-support';
import { chronogolfCourseIdOf, chronogolfCourseUuid } from './catalogue';
import type { Simulator } from './simulator';

type ClassicTeeTime = {
  id: number;
  course_id: number;
  date: string;
  start_time: string;
  restrictions: unknown[];
  out_of_capacity: boolean;
  green_fees: Array<{ affiliation_type_id: number; green_fee: number; teetime_id: number }>;
};

type V2TeeTime = {
  id: number;
  date: string;
  start_time: string;
  starts_at: string;
  min_player_size: number;
  max_player_size: number;
  course: { uuid: string; name: string; holes: number; bookable_holes: number[] };
  default_price: { green_fee: number; half_cart: number; subtotal: number; player_type_id: number };
};

const startSimulator = simulatorPerTest();

function classicUrl(
  sim: Simulator,
  clubId: number,
  courseId: number,
  date: string,
  party: number,
  holes = 18,
) {
  const affiliations = Array.from({ length: party }, () => 'affiliation_type_ids%5B%5D=2897').join('&');
  return `${sim.chronogolfBaseUrl}/marketplace/clubs/${clubId}/teetimes?date=${date}&course_id=${courseId}&nb_holes=${holes}&${affiliations}`;
}

async function v2Page(sim: Simulator, uuids: string[], date: string, page: number) {
  return getJson<{ status: string; teetimes: V2TeeTime[] }>(
    `${sim.chronogolfBaseUrl}/marketplace/v2/teetimes?start_date=${date}&course_ids=${uuids.join(',')}&holes=9,18&page=${page}`,
  );
}

async function allV2Pages(sim: Simulator, uuids: string[], date: string) {
  const pages: V2TeeTime[][] = [];
  for (let page = 1; page < 50; page++) {
    const { body } = await v2Page(sim, uuids, date, page);
    pages.push(body.teetimes);
    if (body.teetimes.length === 0) break;
  }
  return pages;
}

describe('ChronoGolf classic club endpoint', () => {
  it('answers a bare array with one green fee per requested player and marks too-small slots out of capacity', async () => {
    const simulator = await startSimulator();
    simulator.setSlot({
      system: 'chronogolf',
      clubId: 545,
      courseId: 525,
      date: SATURDAY,
      time: '08:10',
      spots: 2,
    });
    simulator.setSlot({
      system: 'chronogolf',
      clubId: 545,
      courseId: 525,
      date: SATURDAY,
      time: '08:20',
      spots: 4,
    });
    const forTwo = await getJson<ClassicTeeTime[]>(classicUrl(simulator, 545, 525, SATURDAY, 2));
    const forThree = await getJson<ClassicTeeTime[]>(classicUrl(simulator, 545, 525, SATURDAY, 3));
    expect(forTwo.status).toBe(200);
    expect(Array.isArray(forTwo.body)).toBe(true);
    for (const teetime of forTwo.body) {
      expect(teetime.green_fees).toHaveLength(2);
      expect(teetime.course_id).toBe(525);
      expect(teetime.date).toBe(SATURDAY);
      expect(teetime.green_fees[0]).toMatchObject({ affiliation_type_id: 2897, teetime_id: teetime.id });
    }
    for (const teetime of forThree.body) expect(teetime.green_fees).toHaveLength(3);

    const at = (list: ClassicTeeTime[], time: string) => list.find((teetime) => teetime.start_time === time);
    expect(at(forTwo.body, '08:10')).toMatchObject({ out_of_capacity: false, restrictions: [] });
    expect(at(forThree.body, '08:10')).toMatchObject({ out_of_capacity: true });
    expect(at(forThree.body, '08:20')).toMatchObject({ out_of_capacity: false });
  });

  it('keeps most times booked, leaves some open, and restricts a few', async () => {
    const simulator = await startSimulator();
    const days = ['2026-06-11', '2026-06-12', SATURDAY, '2026-06-14', '2026-06-15'];
    const lists = await Promise.all(
      days.map(
        async (date) => (await getJson<ClassicTeeTime[]>(classicUrl(simulator!, 545, 525, date, 1))).body,
      ),
    );
    const all = lists.flat();
    const bookable = all.filter((teetime) => !teetime.out_of_capacity && teetime.restrictions.length === 0);
    expect(bookable.length).toBeGreaterThan(0);
    expect(all.some((teetime) => teetime.restrictions.length > 0)).toBe(true);
    expect(all.some((teetime) => teetime.out_of_capacity)).toBe(true);
    const perDay = bookable.length / days.length;
    expect(perDay).toBeLessThan(40); // a sheet has ~70–90 times a day; 70–85% are taken
  });

  it('sends some early times unpadded ("7:05") and keeps others padded', async () => {
    const simulator = await startSimulator();
    simulator.setSlot({ system: 'chronogolf', courseId: 525, date: SATURDAY, time: '07:05', spots: 4 });
    simulator.setSlot({ system: 'chronogolf', courseId: 525, date: SATURDAY, time: '07:10', spots: 4 });
    simulator.setSlot({ system: 'chronogolf', courseId: 525, date: SATURDAY, time: '13:05', spots: 4 });
    const { body } = await getJson<ClassicTeeTime[]>(classicUrl(simulator, 545, 525, SATURDAY, 1));
    const times = body.map((teetime) => teetime.start_time);
    expect(times).toContain('7:05');
    expect(times).toContain('07:10');
    expect(times).toContain('13:05');
    expect(times).not.toContain('07:05');
  });

  it('prices 9 holes below 18 on an 18-hole course', async () => {
    const simulator = await startSimulator();
    simulator.setSlot({
      system: 'chronogolf',
      courseId: 525,
      date: SATURDAY,
      time: '10:00',
      spots: 4,
      price: 80,
    });
    const nine = await getJson<ClassicTeeTime[]>(classicUrl(simulator, 545, 525, SATURDAY, 1, 9));
    const slot = nine.body.find((teetime) => teetime.start_time === '10:00');
    expect(slot!.green_fees[0]!.green_fee).toBe(48);
  });

  it('rejects a missing date with 422', async () => {
    const simulator = await startSimulator();
    const response = await fetch(
      `${simulator.chronogolfBaseUrl}/marketplace/clubs/545/teetimes?course_id=525`,
    );
    expect(response.status).toBe(422);
  });
});

describe('ChronoGolf v2 marketplace', () => {
  it('pages 24 tee times at a time until an empty page', async () => {
    const simulator = await startSimulator();
    const uuids = [chronogolfCourseUuid(664), chronogolfCourseUuid(665)];
    const pages = await allV2Pages(simulator, uuids, SATURDAY);
    const full = pages.slice(0, -1);
    expect(pages.at(-1)).toEqual([]);
    expect(full.length).toBeGreaterThanOrEqual(2);
    for (const page of full.slice(0, -1)) expect(page).toHaveLength(24);
    expect(full.at(-1)!.length).toBeGreaterThan(0);
    expect(full.at(-1)!.length).toBeLessThanOrEqual(24);
    const all = full.flat();
    expect(new Set(all.map((teetime) => teetime.id)).size).toBe(all.length);
    expect(new Set(all.map((teetime) => teetime.course.uuid))).toEqual(new Set(uuids));
    const startsAt = all.map((teetime) => teetime.starts_at);
    expect([...startsAt].sort()).toEqual(startsAt);
  });

  it('uses the documented fields, with max_player_size as the open spots', async () => {
    const simulator = await startSimulator();
    const uuid = chronogolfCourseUuid(525);
    simulator.setSlot({
      system: 'chronogolf',
      courseId: uuid,
      date: SATURDAY,
      time: '07:12',
      spots: 3,
      price: 92,
    });
    simulator.setSlot({ system: 'chronogolf', courseId: 525, date: SATURDAY, time: '07:20', spots: 0 });
    const all = (await allV2Pages(simulator, [uuid], SATURDAY)).flat();
    const open = all.find((teetime) => teetime.starts_at === '2026-06-13T14:12:00Z');
    expect(open).toMatchObject({
      date: SATURDAY,
      start_time: '07:12',
      min_player_size: 1,
      max_player_size: 3,
      course: { uuid, name: 'University Golf Club', holes: 18, bookable_holes: [18] },
      default_price: { green_fee: 92, subtotal: 92, player_type_id: 2897 },
    });
    expect(all.find((teetime) => teetime.start_time === '07:20')).toBeUndefined();
    // Mostly bookable times; a few full rows still appear somewhere in the marketplace.
    expect(all.filter((teetime) => teetime.max_player_size === 0).length).toBeLessThan(all.length / 4);
    const wider = (
      await allV2Pages(simulator, [525, 562, 688, 722, 91, 664, 665, 522].map(chronogolfCourseUuid), SATURDAY)
    ).flat();
    expect(wider.some((teetime) => teetime.max_player_size === 0)).toBe(true);
  });

  it.each([
    {
      name: 'computes starts_at in UTC across the DST switch',
      now: '2026-03-01T20:00:00Z',
      startsAt: {
        '2026-03-07': '2026-03-07T15:05:00Z', // PST, UTC−8
        '2026-03-09': '2026-03-09T14:05:00Z', // PDT, UTC−7
      },
    },
    {
      name: 'computes starts_at across the autumn switch (2025; the tz database has BC on permanent PDT from 2026-03-08)',
      now: '2025-10-25T20:00:00Z',
      startsAt: { '2025-11-01': '2025-11-01T14:05:00Z', '2025-11-03': '2025-11-03T15:05:00Z' },
    },
  ])('$name', async ({ now, startsAt }) => {
    const simulator = await startSimulator({ now: () => new Date(now) });
    const expected = Object.entries(startsAt);
    for (const [date] of expected) {
      simulator.setSlot({ system: 'chronogolf', courseId: 91, date, time: '07:05', spots: 2 });
    }
    for (const [date, utc] of expected) {
      const teetimes = (await allV2Pages(simulator, [chronogolfCourseUuid(91)], date)).flat();
      expect(teetimes.find((teetime) => teetime.start_time === '7:05')!.starts_at).toBe(utc);
    }
  });

  it('maps any UUID to a stable generated course, and shows the same sheet as the classic endpoint', async () => {
    const simulator = await startSimulator();
    const stranger = '9f50b574-c281-4df7-a7cb-13d567406c36';
    const first = (await allV2Pages(simulator, [stranger], SATURDAY)).flat();
    const second = (await allV2Pages(simulator, [stranger], SATURDAY)).flat();
    expect(first.length).toBeGreaterThan(0);
    expect(second).toEqual(first);
    expect(first[0]!.course.uuid).toBe(stranger);
    expect(chronogolfCourseIdOf(stranger)).toBe(chronogolfCourseIdOf(stranger.toUpperCase()));

    const classic = (await getJson<ClassicTeeTime[]>(classicUrl(simulator, 545, 525, SATURDAY, 1))).body;
    const v2 = (await allV2Pages(simulator, [chronogolfCourseUuid(525)], SATURDAY)).flat();
    const open = (list: Array<{ id: number }>) => list.map((teetime) => teetime.id);
    const classicOpen = classic.filter(
      (teetime) => !teetime.out_of_capacity && teetime.restrictions.length === 0,
    );
    const v2Open = v2.filter((teetime) => teetime.max_player_size > 0 && teetime.min_player_size <= 1);
    expect(open(v2Open)).toEqual(open(classicOpen));
  });

  it('reports closed and off-season status with no tee times', async () => {
    const simulator = await startSimulator();
    simulator.setVariant({ system: 'chronogolf', status: 'closed' });
    const { body } = await v2Page(simulator, [chronogolfCourseUuid(525)], SATURDAY, 1);
    expect(body).toEqual({ status: 'closed', teetimes: [] });
  });

  it('has no tee times for past dates', async () => {
    const simulator = await startSimulator();
    const { body } = await v2Page(simulator, [chronogolfCourseUuid(525)], '2026-06-09', 1);
    expect(body).toEqual({ status: 'open', teetimes: [] });
  });
});

describe('ChronoGolf club page', () => {
  function nextData(html: string) {
    const match = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
    return JSON.parse(match![1]!) as {
      props: {
        pageProps: {
          club: {
            id: number;
            slug: string;
            uuid: string;
            courses: Array<{ id: number; name: string; holes: number; uuid: string }>;
          };
        };
      };
    };
  }

  it('serves the club and its course UUIDs in __NEXT_DATA__, and those UUIDs read the same sheet in v2', async () => {
    const simulator = await startSimulator();
    const response = await fetch(`${simulator.chronogolfBaseUrl}/club/golden-eagle-golf-club`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const club = nextData(await response.text()).props.pageProps.club;
    expect(club).toMatchObject({ id: 679, slug: 'golden-eagle-golf-club' });
    expect(club.courses).toEqual([
      { id: 664, name: 'North Course', holes: 18, uuid: chronogolfCourseUuid(664) },
      { id: 665, name: 'South Course', holes: 18, uuid: chronogolfCourseUuid(665) },
    ]);
    expect(club.uuid).not.toBe(club.courses[0]!.uuid);
    expect(chronogolfCourseIdOf(club.courses[1]!.uuid)).toBe(665);
  });

  it('answers 404 for an unknown slug, and logs the request', async () => {
    const simulator = await startSimulator();
    const response = await fetch(`${simulator.chronogolfBaseUrl}/club/no-such-club`);
    expect(response.status).toBe(404);
    expect(simulator.requests().byPath['/chronogolf/club/no-such-club']).toBe(1);
  });

  it('is subject to the club faults', async () => {
    const simulator = await startSimulator();
    simulator.addFault({ target: { system: 'chronogolf', clubId: '545' }, fault: { type: 'cloudflare403' } });
    const blocked = await fetch(`${simulator.chronogolfBaseUrl}/club/university-golf-club`);
    expect(blocked.status).toBe(403);
    expect(await blocked.text()).toContain('Just a moment...');
    const other = await fetch(`${simulator.chronogolfBaseUrl}/club/savage-creek`);
    expect(other.status).toBe(200);
  });
});

describe('ChronoGolf v2 on sparse sheets', () => {
  it('lists only the few open times, so the ten courses of a date fit in fewer pages', async () => {
    const uuids = [525, 562, 688, 664, 665, 722, 27356, 91, 522, 19690].map(chronogolfCourseUuid);
    const full = await startSimulator({ sheetDensity: 'full' });
    const fullPages = await allV2Pages(full, uuids, '2026-06-11');
    await full.close();
    const sparse = await startSimulator({ sheetDensity: 'sparse' });
    const sparsePages = await allV2Pages(sparse, uuids, '2026-06-11');
    const fullRows = fullPages.flat().length;
    const sparseRows = sparsePages.flat().length;
    expect(sparseRows).toBeGreaterThan(0);
    expect(sparseRows).toBeLessThan(fullRows * 0.6);
    expect(sparsePages.length).toBeLessThan(fullPages.length);
    for (const page of sparsePages.slice(0, -2)) expect(page).toHaveLength(24);
  });
});
