import { vancouverToday } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The admin's Clear Cache: every current sheet (today on) counts as never read, so searches say so and
 * read on demand, and the worker, which plans never-read pairs first and near dates before far ones,
 * reads them all again. The slots themselves stay as the baseline of the next diff, so a cleared
 * mirror does not mistake the whole sheet for new openings; history (openings, past dates) is untouched.
 */
export async function clearMirror(options: { db: Db; now: Date }): Promise<void> {
  await options.db.execute(sql`
    update course_polls set last_success_at = null, last_full_success_at = null, last_polled_at = null,
      previous_success_at = null
    where date >= ${vancouverToday(options.now)}::date
  `);
}
