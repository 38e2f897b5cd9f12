import type { MirrorCourse } from '../src/features/mirror/mirror-state';

/** A course as the mirror's planner sees it, for the planner's pure tests (fixed ids, no booking link). */
export function mirrorCourse(id: number, apiType: MirrorCourse['apiType'] = 'chronogolf'): MirrorCourse {
  return {
    id,
    name: `Course ${id}`,
    city: null,
    apiType,
    apiCourseId: String(id),
    apiConfig: {},
    bookingUrl: null,
    bookingAdvanceDays: 30,
    bookingOpenTime: '00:00',
  };
}
