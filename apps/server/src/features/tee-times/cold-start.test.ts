import { DEMO_BUDGETS } from '@teewatch/simulator';
import { expect, it } from 'vitest';
import { coldStartForThisFile, searchEveryCourseTomorrow } from '../../../test/cold-start-kit';
import { SEED_COURSES } from '../../db/seed-courses';

/** The seeded courses a search reads (not the directory-only ones). */
const READABLE_SEEDS = SEED_COURSES.filter((course) => course.apiType !== 'none').length;

// A cold start (issue 27, item 3): a fresh database, the worker's scheduler starting to read every
// course and date at the demo's budgets, and at the same moment a golfer's first search of every course
// for tomorrow. The search's reads go ahead of the scheduler's queue, so it answers every course within
// the search budget. bench:cold-start prints the time; this only checks the answer. The budget here is
// above the shipped 8 s: on full sheets the search's ChronoGolf reads alone are about 34 requests (9 club
// pages, then 25 pages of v2 rows) at 5/s, about 7 s, which leaves a loaded test machine no margin.

const stage = coldStartForThisFile({
  ...DEMO_BUDGETS,
  SEARCH_BUDGET_MS: '20000',
  SEARCH_FIRST_READ_WAIT_MS: '20000',
});

it('answers every course of the first search for tomorrow on a fresh database while the worker starts', async () => {
  stage.scheduler.start();
  const result = await searchEveryCourseTomorrow(stage.search);
  expect(result.courses).toHaveLength(READABLE_SEEDS);
  // Issue 35: the grown catalogue answers at least 30 courses live (npm run demo shows the same courses).
  expect(result.coverage.liveCourses).toBe(READABLE_SEEDS);
  expect(result.coverage.liveCourses).toBeGreaterThanOrEqual(30);
  const unanswered = result.courses.filter((course) => course.status !== 'fresh');
  expect(unanswered.map((course) => `${course.courseName}: ${course.status}`)).toEqual([]);
  for (const course of result.courses) {
    expect(course.status, course.courseName).toBe('fresh');
    expect(course.error, course.courseName).toBeUndefined();
  }
  expect(result.courses.every((course) => course.teeTimeSlots.length > 0)).toBe(true);
}, 60_000);
