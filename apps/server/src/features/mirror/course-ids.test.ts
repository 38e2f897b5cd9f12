import { addDaysToIsoDate, envelopeSchema, MirrorHealthSchema, vancouverToday } from '@teewatch/shared';
import { chronogolfCourseUuid, type Simulator, startSimulator } from '@teewatch/simulator';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { simulatorEnv } from '../../../test/source-test-support';
import { createTestApp, signUpAdmin, type TestApp } from '../../../test/test-context';
import { golfCourses } from '../../db/schema';
import { matchOpeningsToRequests } from '../alerts';
import { checkCourseIds } from './course-ids';
import { listMirrorCourses } from './mirror-state';
import { readCourseDay } from './read-course-day';

// Ids found at the source (decision 0160), against the simulator's sites: the ids come from each site's
// own list, never from a guess, and a course its site stops listing is "not found at its booking site".

const NIL_GUID = '00000000-0000-0000-0000-000000000000';
let simulator: Simulator;
let testApp: TestApp;
let admin: string;

beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
  testApp = await createTestApp({ ...simulatorEnv(simulator), SEARCH_ANSWER_TTL_MS: '0' });
  admin = await signUpAdmin(testApp);
});
afterAll(async () => {
  await testApp?.close();
  await simulator?.close();
});
beforeEach(async () => {
  simulator.reset();
  // Only this file's courses: the catalogue's own are checked by the scheduler in other tests.
  await testApp.ctx.db.update(golfCourses).set({ isActive: false });
  await testApp.ctx.teeTimeSearch.clearCache();
});

function cpsCourse(site: string, fields: { name: string; sourceCourseName?: string; apiCourseId?: string }) {
  const baseUrl = `https://${site}.cps.golf`;
  return {
    name: fields.name,
    apiType: 'cps' as const,
    apiCourseId: fields.apiCourseId ?? '',
    sourceCourseName: fields.sourceCourseName ?? null,
    bookingUrl: `${baseUrl}/onlineresweb/search-teetime`,
    apiConfig: {
      baseUrl,
      siteId: '1',
      websiteId: NIL_GUID,
      referer: `${baseUrl}/onlineresweb/search-teetime`,
    },
  };
}

function chronogolfCourse(
  slug: string,
  fields: { name: string; sourceCourseName?: string; apiCourseId?: string },
) {
  const clubUrl = `https://www.chronogolf.com/club/${slug}`;
  return {
    name: fields.name,
    apiType: 'chronogolf' as const,
    apiCourseId: fields.apiCourseId ?? '',
    sourceCourseName: fields.sourceCourseName ?? null,
    bookingUrl: clubUrl,
    apiConfig: { baseUrl: 'https://www.chronogolf.com/marketplace/v2/teetimes', clubUrl },
  };
}

async function insert(values: (typeof golfCourses.$inferInsert)[]) {
  const rows = await testApp.ctx.db.insert(golfCourses).values(values).returning({ id: golfCourses.id });
  return rows.map((row) => row.id);
}

async function rowsOf(ids: number[]) {
  const rows = await testApp.ctx.db.select().from(golfCourses).where(inArray(golfCourses.id, ids));
  return ids.map((id) => rows.find((row) => row.id === id)!);
}

const check = (ids: number[]) =>
  checkCourseIds({ db: testApp.ctx.db, sources: testApp.ctx.sources, clock: testApp.ctx.clock, ids });

/** As if the last check were a day and a minute ago: the next one reads the site's list again. */
async function aDayLater(ids: number[]) {
  const dayAgo = new Date(testApp.ctx.clock().getTime() - 24 * 60 * 60_000 - 60_000);
  await testApp.ctx.db
    .update(golfCourses)
    .set({ sourceCheckedAt: dayAgo })
    .where(inArray(golfCourses.id, ids));
}

describe('course ids found at the source', () => {
  it("takes a CPS site's course ids from its OnlineCourses and the window from BookingRuleModels", async () => {
    const ids = await insert([
      // By its listed name only (case and spacing aside): Northview's "RIDGE".
      cpsCourse('northview', { name: 'Northview Ridge', sourceCourseName: 'Ridge' }),
      // A hand-copied id and no listed name: the list confirms the id and gives the name.
      cpsCourse('westcoastgolfgroup', { name: 'Swaneset Resort', apiCourseId: '3' }),
      // Neither: the site lists one course, so that is it. Northlands does not answer BookingRuleModels.
      cpsCourse('northlands', { name: 'Northlands Golf Course' }),
    ]);
    expect((await listMirrorCourses(testApp.ctx.db, ids)).map((course) => course.id)).toEqual([ids[1]]);

    expect(await check(ids)).toMatchObject({ checked: 3, found: 3, missing: 0, failed: 0 });

    const [ridge, swaneset, northlands] = await rowsOf(ids);
    expect(ridge).toMatchObject({ apiCourseId: '2', sourceCourseName: 'RIDGE', bookingAdvanceDays: 21 });
    expect(swaneset).toMatchObject({
      apiCourseId: '3',
      sourceCourseName: 'Swaneset Resort Course',
      bookingAdvanceDays: 10,
    });
    expect(northlands).toMatchObject({
      apiCourseId: '1',
      sourceCourseName: 'Northlands',
      bookingAdvanceDays: 30,
    });
    for (const row of [ridge, swaneset, northlands]) {
      expect(row!.sourceIdsFoundAt).toBeInstanceOf(Date);
      expect(row!.sourceMissingSince).toBeNull();
    }
    expect((await listMirrorCourses(testApp.ctx.db, ids)).map((course) => course.id).sort()).toEqual(
      [...ids].sort(),
    );
    const lists = simulator.requests().log.filter((entry) => /onlinecourses/i.test(entry.path));
    expect(lists.map((entry) => entry.path.split('/')[2]).sort()).toEqual([
      'northlands',
      'northview',
      'westcoastgolfgroup',
    ]);

    // The courses are read by the ids found: a search answers them live.
    const result = await testApp.ctx.teeTimeSearch.search({
      date: addDaysToIsoDate(vancouverToday(testApp.ctx.clock()), 1),
      courseIds: ids,
      startHour: 0,
      endHour: 23,
      numberOfPlayers: 0,
    } as Parameters<typeof testApp.ctx.teeTimeSearch.search>[0]);
    expect(result.coverage).toMatchObject({
      liveCourses: 3,
      unavailableCourses: 0,
      directoryOnlyCourses: [],
    });
    expect(result.courses.every((course) => course.status === 'fresh')).toBe(true);
  });

  it('shows a course renamed at its site as not found at its booking site, with no guessed id', async () => {
    const [id] = await insert([
      cpsCourse('northview', { name: 'Northview Ridge', sourceCourseName: 'RIDGE' }),
    ]);
    await check([id!]);
    simulator.renameCourse({ site: 'northview', courseId: 2, name: 'THE RIDGE' });
    await aDayLater([id!]);

    expect(await check([id!])).toMatchObject({ checked: 1, found: 0, missing: 1 });
    const [row] = await rowsOf([id!]);
    // The id stays the last one found, for the record; nothing else on the list is taken for it.
    expect(row).toMatchObject({ apiCourseId: '2', sourceCourseName: 'RIDGE' });
    expect(row!.sourceMissingSince).toBeInstanceOf(Date);
    expect(await listMirrorCourses(testApp.ctx.db, [id!])).toEqual([]);

    // Golfers: live times unavailable, with the booking link; never "no tee times".
    const search = await testApp.app.inject({
      url: '/api/tee-times',
      query: { date: addDaysToIsoDate(vancouverToday(new Date()), 1), courseIds: String(id) },
    });
    expect(search.json()).toMatchObject({
      data: [
        {
          courseId: id,
          status: 'unavailable',
          teeTimeSlots: [],
          error: 'Live times unavailable: the course is not found at its booking site',
          bookingUrl: 'https://northview.cps.golf/onlineresweb/search-teetime',
        },
      ],
      coverage: { liveCourses: 0, unavailableCourses: 1 },
    });

    // Admins: the source health names it.
    const health = await testApp.app.inject({ url: '/api/admin/mirror-health', headers: { cookie: admin } });
    const { coursesNotFound } = envelopeSchema(MirrorHealthSchema).parse(health.json()).data!;
    expect(coursesNotFound).toEqual([
      expect.objectContaining({
        courseId: id,
        listedName: 'RIDGE',
        message: 'Not found at its booking site',
      }),
    ]);
    const list = await testApp.app.inject({
      url: '/api/admin/golf-courses?search=Northview Ridge',
      headers: { cookie: admin },
    });
    const listed = list.json().data.courses.find((course: { id: number }) => course.id === id);
    expect(listed.source_health).toMatchObject({
      isFailing: true,
      lastError: 'Not found at its booking site',
    });

    // Named again as before: found again at the next check.
    simulator.renameCourse({ site: 'northview', courseId: 2, name: 'RIDGE' });
    await aDayLater([id!]);
    expect(await check([id!])).toMatchObject({ found: 1 });
    expect((await rowsOf([id!]))[0]!.sourceMissingSince).toBeNull();
  });

  it('takes ChronoGolf ids from the club page, and never picks among several courses', async () => {
    const ids = await insert([
      chronogolfCourse('tsawwassen-springs-golf', { name: 'Tsawwassen Springs' }),
      chronogolfCourse('golden-eagle-golf-club', {
        name: 'Golden Eagle South',
        sourceCourseName: 'South Course',
      }),
      chronogolfCourse('golden-eagle-golf-club', { name: 'Golden Eagle (which?)' }),
    ]);
    expect(await check(ids)).toMatchObject({ checked: 3, found: 2, missing: 1 });
    const [tsawwassen, south, unnamed] = await rowsOf(ids);
    expect(tsawwassen).toMatchObject({
      apiCourseId: '90320',
      sourceCourseName: 'Tsawwassen Springs',
      apiConfig: expect.objectContaining({
        clubId: '90032',
        affiliationTypeId: '90321',
        courseUuid: chronogolfCourseUuid(90320),
      }),
    });
    expect(south).toMatchObject({ apiCourseId: '665', sourceCourseName: 'South Course' });
    expect(unnamed).toMatchObject({ apiCourseId: '' });
    expect(unnamed!.sourceMissingSince).toBeInstanceOf(Date);
    // One club page per club, whatever the number of its courses.
    const pages = simulator.requests().log.filter((entry) => entry.path.includes('/club/'));
    expect(pages).toHaveLength(2);
  });

  it("takes a CPS v3 course's CourseId from its tenant's own page when only the tenant is known", async () => {
    // As the catalogue seeds Kings Links (decision 0182): the tenant root and Hole, no CourseId.
    const baseUrl = 'https://w.cps.golf/KingsLinksV3';
    const [id] = await insert([
      {
        name: 'Kings Links by the Sea',
        apiType: 'cps-v3',
        apiCourseId: '',
        bookingUrl: `${baseUrl}/`,
        apiConfig: { baseUrl, hole: '18' },
      },
    ]);
    expect(await listMirrorCourses(testApp.ctx.db, [id!])).toEqual([]);

    expect(await check([id!])).toMatchObject({ checked: 1, found: 1, missing: 0, failed: 0 });
    const [row] = await rowsOf([id!]);
    expect(row).toMatchObject({
      apiCourseId: '1',
      sourceCourseName: 'Kings Links',
      apiConfig: { baseUrl, hole: '18' },
    });
    // Asked at the tenant's root, never with a CourseId it did not have.
    const asked = simulator.requests().log.filter((entry) => /kingslinksv3/i.test(entry.path));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked[0]!.path).toMatch(/kingslinksv3\/?$/i);

    const result = await testApp.ctx.teeTimeSearch.search({
      date: addDaysToIsoDate(vancouverToday(testApp.ctx.clock()), 1),
      courseIds: [id!],
      startHour: 0,
      endHour: 23,
      numberOfPlayers: 0,
    } as Parameters<typeof testApp.ctx.teeTimeSearch.search>[0]);
    expect(result.coverage).toMatchObject({ liveCourses: 1, unavailableCourses: 0 });
    expect(result.courses[0]).toMatchObject({ status: 'fresh' });
  });

  it('checks the list again after a read fails as if the id were wrong', async () => {
    const [id] = await insert([
      chronogolfCourse('furry-creek-golf-country-club', { name: 'Furry Creek', apiCourseId: '99999' }),
    ]);
    const hourAgo = new Date(testApp.ctx.clock().getTime() - 60 * 60_000);
    await testApp.ctx.db.update(golfCourses).set({ sourceCheckedAt: hourAgo }).where(eq(golfCourses.id, id!));
    const [course] = await listMirrorCourses(testApp.ctx.db, [id!]);
    const outcome = await readCourseDay({
      db: testApp.ctx.db,
      config: testApp.config,
      sources: testApp.ctx.sources,
      course: course!,
      date: addDaysToIsoDate(vancouverToday(new Date()), 1),
      clock: testApp.ctx.clock,
      matchOpeningsToRequests,
    });
    expect(outcome.status).toBe('failed');
    expect((await rowsOf([id!]))[0]!.sourceCheckedAt).toBeNull();
    // The check then finds the club's list does not name id 99999: not found, not replaced by a guess.
    expect(await check([id!])).toMatchObject({ missing: 1 });
    expect((await rowsOf([id!]))[0]).toMatchObject({ apiCourseId: '99999' });
  });
});
