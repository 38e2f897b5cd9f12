import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/test-config';
import { SEED_COURSES } from '../db/seed-courses';
import { systemClock } from '../lib/clock';
import { findListedCourse, type SiteListing, sameListedName } from './course-listing';
import { createSources } from './create-sources';

const listing: SiteListing = {
  platform: 'cps',
  site: 'https://westcoastgolfgroup.cps.golf',
  courses: [
    { name: 'Hazelmere', apiCourseId: '1', holes: 18, config: {} },
    { name: 'Swaneset Resort Course', apiCourseId: '3', holes: 18, config: {} },
    { name: 'Swaneset Links Course', apiCourseId: '4', holes: 18, config: {} },
  ],
};

describe('finding a course in its site’s list (decision 0160)', () => {
  it('compares names without case, spacing or punctuation, and nothing looser', () => {
    expect(sameListedName('RIDGE', ' Ridge ')).toBe(true);
    expect(sameListedName('Swaneset Resort-Course', 'swaneset resort course')).toBe(true);
    expect(sameListedName('Swaneset', 'Swaneset Resort Course')).toBe(false);
  });

  it('goes by the listed name first, then the stored id, then the only course; never a guess', () => {
    expect(findListedCourse(listing, { sourceCourseName: 'hazelmere', apiCourseId: '3' })?.apiCourseId).toBe(
      '1',
    );
    // A listed name the site no longer shows is not found, even though its old id is on the list.
    expect(findListedCourse(listing, { sourceCourseName: 'Belmont', apiCourseId: '1' })).toBeUndefined();
    expect(findListedCourse(listing, { sourceCourseName: null, apiCourseId: '4' })?.name).toBe(
      'Swaneset Links Course',
    );
    expect(findListedCourse(listing, { sourceCourseName: null, apiCourseId: '2' })).toBeUndefined();
    // Neither name nor id: only a site with one course names it.
    expect(findListedCourse(listing, { sourceCourseName: null, apiCourseId: '' })).toBeUndefined();
    const single = { ...listing, courses: [listing.courses[0]!] };
    expect(findListedCourse(single, { sourceCourseName: null, apiCourseId: '' })?.apiCourseId).toBe('1');
  });

  it('gives every CPS site of the catalogue its own host budget, and ChronoGolf one', () => {
    const sources = createSources({
      config: testConfig({ DATA_DIR: '/tmp/teewatch-source-tests', PUBLIC_URL: 'http://localhost:3000' }),
      clock: systemClock,
    });
    const hosts = new Map<string, Set<string>>();
    for (const seed of SEED_COURSES.filter((course) => course.apiType !== 'none')) {
      const course = { id: 0, ...seed, apiType: seed.apiType };
      const host = sources.hostOf(course)!;
      hosts.set(seed.apiType, (hosts.get(seed.apiType) ?? new Set()).add(host));
    }
    expect([...hosts.get('chronogolf')!]).toEqual(['www.chronogolf.com']);
    expect([...hosts.get('cps')!].sort()).toEqual([
      'fortlangley.cps.golf',
      'golfburnaby.cps.golf',
      'golfvancouver.cps.golf',
      'morgancreekbc.cps.golf',
      'northlands.cps.golf',
      'northview.cps.golf',
      'redwoodsbc.cps.golf',
      'westcoastgolfgroup.cps.golf',
    ]);
  });
});
