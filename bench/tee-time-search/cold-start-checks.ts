import { type AppContext, rowsOf } from '@teewatch/server';
import { NOT_LISTED_YET_MESSAGE } from '@teewatch/shared';
import { sql } from 'drizzle-orm';

// What issue 50 (item 4) asks of a cold start, judged from a run's answers and database: the first
// all-course search within 3 s with every CPS course read and every ChronoGolf course "Not read yet"
// (decision 0206), and every readable course read within 40 s of the worker's start.

export const FIRST_SEARCH_LIMIT_S = 3;
export const EVERY_COURSE_READ_LIMIT_S = 40;

export type CourseAnswer = { courseId: number; status?: string; error?: string; teeTimeSlots: unknown[] };

/** Each course's booking system, by id. */
export async function apiTypesOf(ctx: AppContext): Promise<Map<number, string>> {
  const rows = rowsOf<{ id: number; api_type: string }>(
    await ctx.db.execute(sql`select id, api_type from golf_courses`),
  );
  return new Map(rows.map((row) => [row.id, row.api_type]));
}

/** A ChronoGolf course may be read already, or not yet: "Not read yet", or its club not listed yet. */
const isReadOrNotYet = (course: CourseAnswer) =>
  course.status === 'fresh' ||
  course.status === 'unknown' ||
  (course.status === 'unavailable' && course.error === NOT_LISTED_YET_MESSAGE);

/** Whether the first search kept item 4's promise, and if not, what it lacked. */
export function judgeFirstSearch(
  answers: CourseAnswer[],
  apiTypes: Map<number, string>,
  seconds: number,
): { ok: boolean; words: string } {
  const isChronogolf = (course: CourseAnswer) => apiTypes.get(course.courseId) === 'chronogolf';
  const cps = answers.filter((course) => !isChronogolf(course));
  const cpsUnread = cps.filter((course) => course.status !== 'fresh').length;
  const chronogolfOther = answers.filter((course) => isChronogolf(course) && !isReadOrNotYet(course)).length;
  const ok = seconds <= FIRST_SEARCH_LIMIT_S && cpsUnread === 0 && chronogolfOther === 0;
  const lacks = [
    ...(seconds > FIRST_SEARCH_LIMIT_S ? [`took over ${FIRST_SEARCH_LIMIT_S} s`] : []),
    ...(cpsUnread > 0 ? [`${cpsUnread} of ${cps.length} CPS courses not read`] : []),
    ...(chronogolfOther > 0 ? [`${chronogolfOther} ChronoGolf courses neither read nor "Not read yet"`] : []),
  ];
  return { ok, words: ok ? 'met' : `NOT met: ${lacks.join(', ')}` };
}

/**
 * Watches the database from the worker's start until each of `courseIds` has a good read of some date;
 * resolves to the seconds after `startedAt` that took (Infinity after `limitS`, with the courses still
 * unread). Polls every 250 ms.
 */
export async function untilEveryCourseHasARead(
  ctx: AppContext,
  courseIds: number[],
  startedAt: number,
  limitS = 90,
): Promise<{ seconds: number; unread: string[] }> {
  const ids = `{${courseIds.join(',')}}`;
  const unreadNow = async () =>
    rowsOf<{ name: string }>(
      await ctx.db.execute(sql`
        select c.name from golf_courses c
        where c.id = any(${ids}::int[]) and not exists (select 1 from course_polls p
          where p.course_id = c.id and p.last_success_at is not null)
        order by c.name
      `),
    ).map((row) => row.name);
  while (performance.now() - startedAt < limitS * 1000) {
    if ((await unreadNow()).length === 0)
      return { seconds: (performance.now() - startedAt) / 1000, unread: [] };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { seconds: Number.POSITIVE_INFINITY, unread: await unreadNow() };
}
