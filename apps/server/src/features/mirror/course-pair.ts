import { and, eq } from 'drizzle-orm';
import type { coursePolls, slotOpenings, teeTimeSlots } from '../../db/schema';

/** One (course, date) of the mirror, as its tables key it. */
export type CoursePair = { courseId: number; date: string };

/** The rows of a mirror table that are about this pair. */
export function ofCoursePair(
  table: typeof teeTimeSlots | typeof slotOpenings | typeof coursePolls,
  pair: CoursePair,
) {
  return and(eq(table.courseId, pair.courseId), eq(table.date, pair.date));
}
