import { z } from 'zod';

// How often a request's courses are being read now (issue 50, item 3; decision 0305): the figure the
// server measures from the mirror's last two reads of each watched course and date, and the words the
// dashboard shows for it. Honest: the target only while the reads keep it, else the real figure and why.

/** The longest figure told (a week): a pair read less often than that is told as that. */
export const MAX_CADENCE_SECONDS = 7 * 24 * 3600;

/**
 * Why the slowest course is read less often than the target: its booking system's budget is spent
 * ('busy'), or its last read failed ('not_answering').
 */
export const READ_CADENCE_REASONS = ['busy', 'not_answering'] as const;
export type ReadCadenceReason = (typeof READ_CADENCE_REASONS)[number];

export const ReadCadenceSchema = z.object({
  /**
   * How often the request's slowest course and date is read now, in seconds: the longer of the interval
   * between its last two reads and the time since its last read. Null while none of them was read yet.
   */
  every_seconds: z.number().int().min(0).max(MAX_CADENCE_SECONDS).nullable(),
  /** The watched tier's configured cadence (ALERT_POLL_INTERVAL_WATCHED_SECONDS). */
  target_seconds: z.number().int().min(1).max(MAX_CADENCE_SECONDS),
  /** The course read least often (null when none was read); with why, when slower than the target. */
  slowest_course: z.object({ id: z.number().int(), name: z.string().max(200) }).nullable(),
  reason: z.enum(READ_CADENCE_REASONS).nullable(),
});
export type ReadCadence = z.infer<typeof ReadCadenceSchema>;

/**
 * A figure up to this much over the target still reads as the target: reads are claimed on a tick and
 * queue a moment behind the host's other requests, so a cadence kept is a little over it.
 */
export const CADENCE_TOLERANCE = 1.25;

/** Whether the figure is slower than the target, beyond what a tick's jitter explains. */
export function isCadenceBehind(cadence: ReadCadence): boolean {
  return cadence.every_seconds !== null && cadence.every_seconds > cadence.target_seconds * CADENCE_TOLERANCE;
}

/** 30 → "30 s", 95 → "2 min", 7200 → "2 h", 200000 → "2 d". */
export function cadenceDuration(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return `${minutes} min`;
  const hours = Math.round(minutes / 60);
  if (hours < 36) return `${hours} h`;
  return `${Math.round(hours / 24)} d`;
}

/**
 * "Checked every 30 s" while the target is kept; "Checked about every 2 min: this course's booking
 * system is busy" (or the course named, when the request has several) when it is not; "Not checked yet".
 */
export function readCadenceLabel(cadence: ReadCadence, courseCount: number): string {
  if (cadence.every_seconds === null) return 'Not checked yet';
  if (!isCadenceBehind(cadence)) return `Checked every ${cadenceDuration(cadence.target_seconds)}`;
  const whose =
    courseCount > 1 && cadence.slowest_course ? `${cadence.slowest_course.name}'s` : "this course's";
  const why = cadence.reason === 'not_answering' ? 'is not answering' : 'is busy';
  return `Checked about every ${cadenceDuration(cadence.every_seconds)}: ${whose} booking system ${why}`;
}
