import { type SQL, sql } from 'drizzle-orm';

/**
 * Which requests a current-slot match (what is open NOW) looks at: `requestIds`, these requests (just
 * created or reactivated) on every pair of theirs; or one (course, date) pair, for the requests created
 * after `createdAfter` (the catch-up after a read).
 */
export type CurrentMatchScope =
  | { requestIds: number[] }
  | { courseId: number; date: string; createdAfter: Date };

/** `scope` as a condition on request `r` and slot `alias`; the single-time and split-party matches share it. */
export function currentScopeSql(scope: CurrentMatchScope, alias: string): SQL {
  const slot = sql.raw(alias);
  return 'requestIds' in scope
    ? sql`r.id = any(${`{${scope.requestIds.join(',')}}`}::int[])`
    : sql`r.created_at > ${scope.createdAfter} and ${slot}.course_id = ${scope.courseId} and ${slot}.date = ${scope.date}::date`;
}
