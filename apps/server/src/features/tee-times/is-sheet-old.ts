import type { Config } from '../../config';
import { cadenceSeconds, type MirrorCourse, pairTierOf } from '../mirror';
import type { CourseSheet } from './tee-times.queries';

/** A course's stored sheet of a date (undefined when never read), as of `now`. */
export type StoredSheet = {
  config: Config;
  course: MirrorCourse;
  date: string;
  sheet: CourseSheet | undefined;
  now: Date;
};

/**
 * Whether a course's stored sheet of a date is too old to answer without a read: older than twice the
 * cadence the date is read at, or never read.
 */
export function isSheetOld(options: StoredSheet): boolean {
  const { config, course, date, sheet, now } = options;
  const cadence = cadenceSeconds(config, pairTierOf(course, date, now));
  const age = sheet?.lastSuccessAt ? now.getTime() - sheet.lastSuccessAt.getTime() : Number.POSITIVE_INFINITY;
  return age > 2 * cadence * 1000;
}
