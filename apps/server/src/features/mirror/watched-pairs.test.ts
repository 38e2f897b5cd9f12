import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { expect, it } from 'vitest';
import { testAppForThisSuite } from '../../../test/test-context';
import { getMirrorHealth } from './mirror-health';
import { listMirrorCourses, listMirrorPairs } from './mirror-state';
import { recordSearchedPairs } from './watched-pairs';

// A searched pair is read on the watched tier for 10 minutes, whichever process searched: the mark is
// in the database, and the worker's plan and the dashboard read it from there.

const NOW = new Date('2026-12-01T18:00:00Z');
const app = testAppForThisSuite();
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

it('reads a searched (course, date) on the watched tier for 10 minutes, and the dashboard counts it', async () => {
  const { db, sources, config } = app.current.ctx;
  const courses = await listMirrorCourses(db);
  const tomorrow = addDaysToIsoDate(vancouverToday(NOW), 1);
  await recordSearchedPairs({ db, courseIds: [courses[0]!.id], date: tomorrow, now: NOW });
  const tierAt = async (minutes: number) => {
    const pairs = await listMirrorPairs({ db, sources, courses: courses.slice(0, 2), now: at(minutes) });
    return pairs.filter((pair) => pair.date === tomorrow).map((pair) => pair.tier);
  };
  expect(await tierAt(5)).toEqual(['watched', 'near']);
  expect(await tierAt(11)).toEqual(['near', 'near']);

  const health = await getMirrorHealth({ db, config, sources, now: at(5) });
  const watched = health.hosts.flatMap((host) => host.tiers.filter((tier) => tier.tier === 'watched'));
  expect(watched.reduce((sum, tier) => sum + tier.pairs, 0)).toBe(1);
  expect(watched[0]?.cadenceSeconds).toBe(30);
});
