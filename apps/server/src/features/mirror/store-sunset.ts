import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { coordinatesOrRegion, sunsetMinutes } from '../../lib/sunset';
import type { CoursePair } from './course-pair';

type SunsetRow = {
  latitude: number | null;
  longitude: number | null;
  stored_latitude: number | null;
  stored_longitude: number | null;
};

/**
 * Makes sure the pair has its sunset in course_sunsets before the read matches (decision 0200): computed
 * once per (course, date), again only when the course's coordinates changed since. One read when
 * nothing is to be written.
 */
export async function storeSunset(tx: Tx, pair: CoursePair): Promise<void> {
  const [row] = rowsOf<SunsetRow>(
    await tx.execute(sql`
      select c.latitude, c.longitude, cs.latitude as stored_latitude, cs.longitude as stored_longitude
      from golf_courses c
      left join course_sunsets cs on cs.course_id = c.id and cs.date = ${pair.date}::date
      where c.id = ${pair.courseId}
    `),
  );
  if (!row) return;
  const at = coordinatesOrRegion(
    row.latitude === null ? null : Number(row.latitude),
    row.longitude === null ? null : Number(row.longitude),
  );
  const stored = row.stored_latitude !== null && row.stored_longitude !== null;
  if (stored && Number(row.stored_latitude) === at.latitude && Number(row.stored_longitude) === at.longitude)
    return;
  await tx.execute(sql`
    insert into course_sunsets (course_id, date, sunset_minutes, latitude, longitude)
    values (${pair.courseId}, ${pair.date}::date, ${sunsetMinutes(pair.date, at)}, ${at.latitude}, ${at.longitude})
    on conflict (course_id, date) do update set sunset_minutes = excluded.sunset_minutes,
      latitude = excluded.latitude, longitude = excluded.longitude
  `);
}
