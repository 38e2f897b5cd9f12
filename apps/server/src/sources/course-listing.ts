import type { BookingSystemType } from '@teewatch/shared';

// What a booking site says of its own courses (decision 0160): the adapters read the site's course list
// (CPS OnlineCourses with BookingRuleModels, a ChronoGolf club page) so no course id is ever copied by hand
// or guessed. A course is its site plus its name as the site lists it; the ids come from here.

export type ListedCourse = {
  /** The course's name exactly as the site lists it. */
  name: string;
  /** The id a tee-time read names the course by (CPS courseId, ChronoGolf numeric course id). */
  apiCourseId: string;
  holes: number | null;
  /** Further ids the adapter reads by, merged into the course's api_config (ChronoGolf club, UUID, affiliation). */
  config: Record<string, string>;
  /** Days in advance the site sells, where it says (CPS BookingRuleModels). */
  bookingAdvanceDays?: number;
};

export type SiteListing = {
  platform: BookingSystemType;
  /** The site's address as a course's config stores it (CPS site root, ChronoGolf club page). */
  site: string;
  courses: ListedCourse[];
};

/** Names compare without case, spacing or punctuation differences ("RIDGE" is "Ridge"); nothing looser. */
export function sameListedName(a: string, b: string): boolean {
  const key = (name: string) =>
    name
      .normalize('NFKC')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
  return key(a) === key(b);
}

/**
 * The listed course that is this course: by its listed name when it has one (a renamed course is then not
 * found, even if its old id still answers), else by its stored id, else the site's only course. Undefined
 * when none fits or several could: never a guess.
 */
export function findListedCourse(
  listing: SiteListing,
  course: { sourceCourseName: string | null; apiCourseId: string },
): ListedCourse | undefined {
  if (course.sourceCourseName) {
    const named = listing.courses.filter((listed) => sameListedName(listed.name, course.sourceCourseName!));
    return named.length === 1 ? named[0] : undefined;
  }
  if (course.apiCourseId !== '') {
    return listing.courses.find((listed) => listed.apiCourseId === course.apiCourseId);
  }
  return listing.courses.length === 1 ? listing.courses[0] : undefined;
}
