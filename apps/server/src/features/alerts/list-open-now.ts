import { MAX_OPEN_NOW_LISTED, type OpenNow, teeTimesPageLink } from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { type OpenSlotRow, openSlotColumns, openTeeTimeOf } from '../../lib/open-slot-row';
import { ruleInstant } from '../../lib/slot-rules-sql';
import { currentMatchSql } from './match-openings';
import { listOpenPairsNow } from './match-pairs';

/**
 * The tee times that match a request right now, read from the stored sheets (tee_time_slots) with the
 * very conditions the create-time match uses: the exact count, the first MAX_OPEN_NOW_LISTED in date,
 * time and course order, and per date a tee-times page link filtered to the courses that have them.
 */
export async function listOpenNow(options: {
  db: Executor;
  config: Config;
  requestId: number;
  now: Date;
}): Promise<OpenNow> {
  const instant = ruleInstant(options.now);
  const rows = rowsOf<OpenSlotRow & { start_hour: number; end_hour: number; number_of_players: number }>(
    await options.db.execute(sql`
      select ${openSlotColumns}, r.start_hour, r.end_hour, r.number_of_players
      from monitoring_requests r
      join monitoring_request_courses mrc on mrc.request_id = r.id
      join golf_courses c on c.id = mrc.course_id
      join tee_time_slots s on s.course_id = mrc.course_id and s.date = any(r.preferred_dates)
      where r.id = ${options.requestId} and ${currentMatchSql(options.config, instant)}
      order by s.date, s.time, c.name, s.holes
    `),
  );
  const byDate = new Map<string, { count: number; courseIds: Set<number> }>();
  for (const row of rows) {
    const date = String(row.date);
    const entry = byDate.get(date) ?? { count: 0, courseIds: new Set<number>() };
    entry.count += 1;
    entry.courseIds.add(Number(row.course_id));
    byDate.set(date, entry);
  }
  const first = rows[0];
  // A request that splits its party also sees the pairs open now (decision 0203).
  const pairs = await listOpenPairsNow({ ...options, instant, limit: MAX_OPEN_NOW_LISTED });
  return {
    ...(pairs.length > 0 ? { pairs } : {}),
    count: rows.length,
    slots: rows.slice(0, MAX_OPEN_NOW_LISTED).map(openTeeTimeOf),
    links: first
      ? [...byDate.entries()].map(([date, entry]) => ({
          date,
          count: entry.count,
          url: teeTimesPageLink({
            date,
            courseIds: [...entry.courseIds],
            startHour: Number(first.start_hour),
            endHour: Number(first.end_hour),
            numberOfPlayers: Number(first.number_of_players),
          }),
        }))
      : [],
  };
}
