import type { CourseTeeTimes, TeeTimeSlotView } from '@teewatch/shared';

/** One row of the "Soonest" view: a slot and the course it is at. */
export type SoonestRow = { result: CourseTeeTimes; slot: TeeTimeSlotView };

/**
 * Every course's slots in one list, in time order (issue 51, item 1); at one time, courses in name order
 * and 9 holes after 18, so the order never depends on which course's sheet arrived first.
 */
export function soonestSlots(results: readonly CourseTeeTimes[]): SoonestRow[] {
  return results
    .flatMap((result) => result.teeTimeSlots.map((slot) => ({ result, slot })))
    .sort(
      (a, b) =>
        a.slot.time.localeCompare(b.slot.time) ||
        a.result.courseName.localeCompare(b.result.courseName) ||
        (b.slot.holes ?? 0) - (a.slot.holes ?? 0),
    );
}
