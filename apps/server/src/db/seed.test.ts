import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testAppForThisSuite } from '../../test/test-context';
import type { Db } from './client';
import { golfCourses } from './schema';
import { FIRST_CATALOGUE_COURSES, SEED_COURSES } from './seed-courses';

// The sourced course facts (decision 0090): a new database gets them from the seed, an older one from
// migration 0006_course_facts, which fills only the columns that are still empty.

const BACKFILL = fileURLToPath(new URL('../../drizzle/0006_course_facts.sql', import.meta.url));

/** The migration's statements, run as drizzle's migrator runs them (split at its breakpoints). */
async function runBackfill(db: Db) {
  for (const statement of readFileSync(BACKFILL, 'utf8').split('--> statement-breakpoint')) {
    await db.execute(sql.raw(statement));
  }
}

async function seededRows(db: Db) {
  const rows = await db.select().from(golfCourses).where(isNotNull(golfCourses.seedKey));
  return new Map(rows.map((row) => [row.seedKey, row]));
}

describe('sourced course facts', () => {
  const t = testAppForThisSuite();

  it('are on a fresh database: the seeded courses carry their address, phone, website and lengths', async () => {
    const list = (await t.current.app.inject({ url: '/api/golf-courses' })).json();
    const burnaby = list.data.find(
      (course: { name: string }) => course.name === 'Burnaby Mountain Golf Course',
    );
    expect(burnaby).toMatchObject({
      address: '7600 Halifax Street, Burnaby, BC',
      phone: '604-280-7355',
      website: 'https://golfburnaby.ca',
      length_yards: 6431,
    });

    const rows = await seededRows(t.current.ctx.db);
    for (const course of SEED_COURSES) {
      expect(rows.get(course.seedKey)).toMatchObject({
        address: course.address ?? null,
        phone: course.phone ?? null,
        website: course.website ?? null,
        par: course.par,
        lengthYards: course.lengthYards,
      });
    }
  });

  it("backfill gives an older database the seed's facts and keeps what an admin entered", async () => {
    const { db } = t.current.ctx;
    // A database seeded before the facts: none of them set. Then an admin enters Burnaby Mountain's phone.
    await db
      .update(golfCourses)
      .set({ address: null, phone: null, website: null, par: null, lengthYards: null })
      .where(isNotNull(golfCourses.seedKey));
    await db
      .update(golfCourses)
      .set({ phone: '604-555-0100' })
      .where(eq(golfCourses.seedKey, 'cps:golfburnaby:1'));

    await runBackfill(db);

    const rows = await seededRows(db);
    expect(rows.get('cps:golfburnaby:1')).toMatchObject({
      address: '7600 Halifax Street, Burnaby, BC',
      phone: '604-555-0100',
      website: 'https://golfburnaby.ca',
      lengthYards: 6431,
    });
    // The migration knows the first catalogue's facts; later courses were seeded with theirs from the start.
    for (const course of FIRST_CATALOGUE_COURSES) {
      const row = rows.get(course.seedKey)!;
      if (course.seedKey !== 'cps:golfburnaby:1') expect(row.phone).toBe(course.phone ?? null);
      expect(row.address).toBe(course.address ?? null);
      expect(row.website).toBe(course.website ?? null);
      // Par and length: the backfill brings the ones sourced with the contact facts; older figures
      // (McCleery's 6,401 yd, say) were seeded from the start.
      expect([null, course.par]).toContain(row.par);
      expect([null, course.lengthYards]).toContain(row.lengthYards);
    }
    const lengthOf = (key: string) => rows.get(key)?.lengthYards;
    expect(lengthOf('cps:golfvancouver:1')).toBe(6261);
    expect(lengthOf('chronogolf:17078:19550')).toBe(6770);
    expect(rows.get('chronogolf:542:522')).toMatchObject({ par: 72, lengthYards: 6025 });

    // Run again (as a second migration would): nothing an admin changed since moves.
    await db
      .update(golfCourses)
      .set({ website: 'https://www.burnabymountaingolf.example/' })
      .where(eq(golfCourses.seedKey, 'cps:golfburnaby:1'));
    await runBackfill(db);
    expect((await seededRows(db)).get('cps:golfburnaby:1')).toMatchObject({
      phone: '604-555-0100',
      website: 'https://www.burnabymountaingolf.example/',
    });
  });
});

describe('the grown catalogue (decisions 0160, 0161)', () => {
  const t = testAppForThisSuite();

  it('seeds the region by site and listed name, ids left to the sites, and the rest as directory only', async () => {
    const rows = await seededRows(t.current.ctx.db);
    expect(rows.size).toBe(SEED_COURSES.length);
    expect(rows.get('cps:northview:ridge')).toMatchObject({
      apiType: 'cps',
      apiCourseId: '',
      sourceCourseName: 'RIDGE',
      apiConfig: expect.objectContaining({ baseUrl: 'https://northview.cps.golf' }),
      directoryOnly: false,
      lengthYards: 7072,
    });
    expect(rows.get('chronogolf:tsawwassen-springs-golf')).toMatchObject({
      apiCourseId: '',
      apiConfig: {
        baseUrl: 'https://www.chronogolf.com/marketplace/v2/teetimes',
        clubUrl: 'https://www.chronogolf.com/club/tsawwassen-springs-golf',
      },
    });
    // Kings Links by its v3 tenant alone (decision 0182): the tenant's own page names its CourseId.
    expect(rows.get('cps-v3:kingslinksv3')).toMatchObject({
      apiType: 'cps-v3',
      apiCourseId: '',
      apiConfig: { baseUrl: 'https://w.cps.golf/KingsLinksV3', hole: '18' },
      bookingUrl: 'https://w.cps.golf/KingsLinksV3/',
      directoryOnly: false,
      holes: 18,
      par: 72,
    });
    expect(rows.get('directory:peace-portal')).toMatchObject({
      apiType: 'none',
      directoryOnly: true,
      phone: '604-538-4818',
    });
    // Nothing is read for a directory-only course, and no new course carries an id nobody measured.
    for (const course of SEED_COURSES.filter((seed) => !FIRST_CATALOGUE_COURSES.includes(seed as never))) {
      const row = rows.get(course.seedKey)!;
      if (course.apiType === 'none') expect(row.directoryOnly).toBe(true);
      // West Coast Golf Group's ids were measured on its list; Gleneagles' v3 CourseId is in public client code.
      const measured =
        course.seedKey.startsWith('cps:westcoastgolfgroup:') || course.seedKey === 'cps-v3:westvancouverv3:1';
      if (!measured) expect(row.apiCourseId).toBe('');
    }
  });

  it('lists directory-only courses with their facts and a marker', async () => {
    const list = (await t.current.app.inject({ url: '/api/golf-courses' })).json();
    expect(list.data).toHaveLength(SEED_COURSES.length);
    const squamish = list.data.find(
      (course: { name: string }) => course.name === 'Squamish Valley Golf Club',
    );
    expect(squamish).toMatchObject({
      directory_only: true,
      website: 'https://squamishvalleygolf.com/',
      holes: 18,
      par: 72,
      length_yards: 6521,
      location: 'Squamish, BC',
    });
    const langara = list.data.find((course: { name: string }) => course.name === 'Langara Golf Course');
    expect(langara.directory_only).toBe(false);
  });
});
