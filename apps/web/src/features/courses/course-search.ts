import { CITY_ORDER, type GolfCourse } from '@teewatch/shared';

// The courses page's search and city rules (golfer-side §2, §5), kept pure so they are tested alone.

export type CityChip = { city: string; count: number };

/** Case-insensitive substring match on the name, with the term trimmed; an empty term matches all. */
export function matchesSearch(course: Pick<GolfCourse, 'name'>, term: string): boolean {
  const needle = term.trim().toLowerCase();
  return needle === '' || course.name.toLowerCase().includes(needle);
}

export function filterCourses<T extends Pick<GolfCourse, 'name' | 'city'>>(
  courses: T[],
  filters: { search: string; city: string | undefined },
): T[] {
  return courses.filter(
    (course) => matchesSearch(course, filters.search) && (!filters.city || course.city === filters.city),
  );
}

/**
 * One chip per city with its course count over the whole catalogue (so counts do not jump while
 * typing): the spec's city order first, then the other cities alphabetically.
 */
export function cityChips(courses: Pick<GolfCourse, 'city'>[]): CityChip[] {
  const counts = new Map<string, number>();
  for (const { city } of courses) {
    if (city) counts.set(city, (counts.get(city) ?? 0) + 1);
  }
  const ordered: readonly string[] = CITY_ORDER;
  const rank = (city: string) => {
    const index = ordered.indexOf(city);
    return index === -1 ? ordered.length : index;
  };
  return [...counts.entries()]
    .map(([city, count]) => ({ city, count }))
    .sort((a, b) => rank(a.city) - rank(b.city) || a.city.localeCompare(b.city));
}

function courses(count: number, noun: 'golf courses' | 'courses'): string {
  if (count !== 1) return `${count} ${noun}`;
  return `${count} ${noun === 'golf courses' ? 'golf course' : 'course'}`;
}

/** The sentence above the grid (golfer-side §2 "Courses list"). */
export function resultSummary(options: { count: number; search: string; city: string | undefined }): string {
  const term = options.search.trim();
  if (term !== '') {
    const inCity = options.city ? ` in ${options.city}` : '';
    return `Found ${courses(options.count, 'courses')} matching "${term}"${inCity}`;
  }
  if (options.city) return `Showing ${courses(options.count, 'golf courses')} in ${options.city}`;
  return options.count === 1 ? 'Showing 1 golf course' : `Showing all ${options.count} golf courses`;
}
