import { hashString } from './random';

// The ChronoGolf clubs and courses the simulator knows by name (docs/upstream-protocols.md, "Courses"), and the
// v2 UUIDs it serves them under; catalogue.ts re-exports them beside the CPS sites.

export type ChronogolfCourse = {
  clubId: number;
  courseId: number;
  name: string;
  holes: number;
  bookableHoles: number[];
  affiliationTypeId: number;
};

export const CHRONOGOLF_COURSES: ChronogolfCourse[] = [
  {
    clubId: 545,
    courseId: 525,
    name: 'University Golf Club',
    holes: 18,
    bookableHoles: [18],
    affiliationTypeId: 2897,
  },
  {
    clubId: 582,
    courseId: 562,
    name: 'Musqueam Golf & Learning Academy',
    holes: 18,
    bookableHoles: [9, 18],
    affiliationTypeId: 3045,
  },
  {
    clubId: 701,
    courseId: 688,
    name: 'Country Meadows',
    holes: 18,
    bookableHoles: [9, 18],
    affiliationTypeId: 3521,
  },
  {
    clubId: 18945,
    courseId: 23119,
    name: 'Mylora Executive',
    holes: 9,
    bookableHoles: [9, 18],
    affiliationTypeId: 112546,
  },
  {
    clubId: 17201,
    courseId: 19690,
    name: 'Savage Creek',
    holes: 9,
    bookableHoles: [9],
    affiliationTypeId: 95601,
  },
  {
    clubId: 734,
    courseId: 722,
    name: 'Main Course',
    holes: 18,
    bookableHoles: [18],
    affiliationTypeId: 3653,
  },
  {
    clubId: 734,
    courseId: 27356,
    name: 'Willows 9',
    holes: 9,
    bookableHoles: [9, 18],
    affiliationTypeId: 3653,
  },
  {
    clubId: 19476,
    courseId: 27231,
    name: 'GreenTee Country Club',
    holes: 18,
    bookableHoles: [9, 18],
    affiliationTypeId: 135347,
  },
  {
    clubId: 17078,
    courseId: 19550,
    name: 'The Sky Course',
    holes: 18,
    bookableHoles: [18],
    affiliationTypeId: 71596,
  },
  {
    clubId: 80,
    courseId: 91,
    name: 'Meadow Gardens',
    holes: 18,
    bookableHoles: [9, 18],
    affiliationTypeId: 92,
  },
  {
    clubId: 679,
    courseId: 664,
    name: 'North Course',
    holes: 18,
    bookableHoles: [18],
    affiliationTypeId: 3433,
  },
  {
    clubId: 679,
    courseId: 665,
    name: 'South Course',
    holes: 18,
    bookableHoles: [18],
    affiliationTypeId: 3433,
  },
  {
    clubId: 542,
    courseId: 522,
    name: 'Furry Creek',
    holes: 18,
    bookableHoles: [18],
    affiliationTypeId: 2885,
  },
  // Tsawwassen Springs: only its slug is public (the club, course and affiliation ids are read from its page at
  // run time by every known client), so these ids are the simulator's own.
  {
    clubId: 90_032,
    courseId: 90_320,
    name: 'Tsawwassen Springs',
    holes: 18,
    bookableHoles: [9, 18],
    affiliationTypeId: 90_321,
  },
];

const CHRONOGOLF_BY_COURSE = new Map(CHRONOGOLF_COURSES.map((course) => [course.courseId, course]));

export type ChronogolfClub = { clubId: number; slug: string; name: string; city: string };

/** The clubs whose public page (`/club/<slug>`) the simulator serves, with the slugs of the seeded catalogue. */
const CHRONOGOLF_CLUBS: ChronogolfClub[] = [
  { clubId: 545, slug: 'university-golf-club', name: 'University Golf Club', city: 'Vancouver' },
  {
    clubId: 582,
    slug: 'musqueam-golf-learning-academy',
    name: 'Musqueam Golf & Learning Academy',
    city: 'Vancouver',
  },
  {
    clubId: 701,
    slug: 'country-meadows-golf-club-british-columbia',
    name: 'Country Meadows Golf Club',
    city: 'Richmond',
  },
  { clubId: 18945, slug: 'mylora-executive-golf-club', name: 'Mylora Executive Golf Club', city: 'Richmond' },
  { clubId: 17201, slug: 'savage-creek', name: 'Savage Creek Golf Course', city: 'Richmond' },
  { clubId: 734, slug: 'surrey-golf-course', name: 'Surrey Golf Club', city: 'Surrey' },
  { clubId: 19476, slug: 'greentee-country-club', name: 'GreenTee Country Club', city: 'Langley' },
  {
    clubId: 17078,
    slug: 'westwood-plateau-golf-country-club-british-columbia-coquitlam',
    name: 'Westwood Plateau Golf & Country Club',
    city: 'Coquitlam',
  },
  {
    clubId: 80,
    slug: 'meadow-gardens-golf-course',
    name: 'Meadow Gardens Golf Course',
    city: 'Pitt Meadows',
  },
  { clubId: 679, slug: 'golden-eagle-golf-club', name: 'Golden Eagle Golf Club', city: 'Pitt Meadows' },
  {
    clubId: 542,
    slug: 'furry-creek-golf-country-club',
    name: 'Furry Creek Golf & Country Club',
    city: 'Furry Creek',
  },
  { clubId: 90_032, slug: 'tsawwassen-springs-golf', name: 'Tsawwassen Springs Golf', city: 'Delta' },
];

const CHRONOGOLF_CLUB_BY_SLUG = new Map(CHRONOGOLF_CLUBS.map((club) => [club.slug, club]));

/** A known club by its page slug, with its courses; undefined for any other slug (the page is a 404). */
export function chronogolfClubBySlug(
  slug: string,
): (ChronogolfClub & { courses: ChronogolfCourse[] }) | undefined {
  const club = CHRONOGOLF_CLUB_BY_SLUG.get(slug.toLowerCase());
  if (!club) return undefined;
  return { ...club, courses: CHRONOGOLF_COURSES.filter((course) => course.clubId === club.clubId) };
}

/** The club's own UUID on its page (distinct from its courses' UUIDs). */
export function chronogolfClubUuid(clubId: number): string {
  return `5eedc1b0-0000-4000-8000-${String(clubId).padStart(12, '0')}`;
}

export function chronogolfCourse(courseId: number, clubId?: number): ChronogolfCourse {
  const known = CHRONOGOLF_BY_COURSE.get(courseId);
  if (known) return known;
  return {
    clubId: clubId ?? 10_000 + (hashString(`club:${courseId}`) % 90_000),
    courseId,
    name: `Course ${courseId}`,
    holes: 18,
    bookableHoles: [9, 18],
    affiliationTypeId: 1_000 + (hashString(`affiliation:${courseId}`) % 9_000),
  };
}

// ChronoGolf v2 names courses by UUID. Numeric ids are wrapped in a recognisable UUID so a test can open
// a slot by classic id and read it back through v2; any other UUID hashes to a stable synthetic course.
const UUID_PREFIX = '5eed0000-0000-4000-8000-';
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The v2 course UUID under which the simulator serves the classic numeric course `courseId`. */
export function chronogolfCourseUuid(courseId: number | string): string {
  return `${UUID_PREFIX}${String(courseId).padStart(12, '0')}`;
}

/** A v2 course UUID (or a numeric id as text) → the numeric course id whose sheet it shows. */
export function chronogolfCourseIdOf(idOrUuid: string | number): number | undefined {
  const text = String(idOrUuid).trim().toLowerCase();
  if (/^\d{1,12}$/.test(text)) return Number(text);
  if (!UUID_PATTERN.test(text)) return undefined;
  const wrapped = text.startsWith(UUID_PREFIX) ? text.slice(UUID_PREFIX.length) : '';
  if (/^\d{12}$/.test(wrapped)) return Number(wrapped);
  return 900_000 + (hashString(text) % 100_000);
}
