// The real Metro Vancouver catalogue (docs/upstream-protocols.md, "Courses"; "ref" below): every course
// there whose source ids are known. Facts not found stay null; nothing here is invented. Each entry names
// the source of its figures. Addresses, phones, websites and some lengths and pars come from public pages
// named beside each value (decision 0090): each is what that page said when it was read, so an admin
// corrects it from the course's own site. Databases seeded before them got them from migration
// 0006_course_facts, which fills only what is still empty.

import {
  chronogolf,
  cps,
  type ReadableSeedCourse,
  type SeedCourse,
  unknownSize,
} from './seed-course-helpers';
import { SEED_DIRECTORY_COURSES } from './seed-courses-directory';
import { SEED_REGION_COURSES } from './seed-courses-region';

export { CHRONOGOLF_V2_TEETIMES_URL, type SeedCourse } from './seed-course-helpers';

/** The first catalogue: the 18 courses whose ids were copied from public code (decision 0090). */
export const FIRST_CATALOGUE_COURSES: ReadableSeedCourse[] = [
  {
    // Holes 18: ref §3 (AC; TT). Par not found. Window 30 days: ref §3 notes (city courses).
    seedKey: 'cps:golfvancouver:1',
    name: 'Langara Golf Course',
    city: 'Vancouver',
    holes: 18,
    par: null,
    // Longest tees: straight.com/news/390611 ("Just 6,261 yards when stretched to its limit").
    lengthYards: 6261,
    bookingAdvanceDays: 30,
    ...cps('golfvancouver', 1),
    // One source, a 2005 blog listing the city courses (vancouver-diary.blogspot.com/2005/07/vancouver-residents-
    // should-have-access.html); its Fraserview and McCleery addresses are confirmed by other pages.
    address: '6706 Alberta Street, Vancouver',
  },
  {
    // Holes 18, par 72: ref §3 (a places dataset, one source). Yards: only "over 6,700" (T-Times FAQ), so none.
    // Window 30 days: ref §3 notes (city courses).
    seedKey: 'cps:golfvancouver:2',
    name: 'Fraserview Golf Course',
    city: 'Vancouver',
    holes: 18,
    par: 72,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...cps('golfvancouver', 2),
    // Two sources agree: the 2005 blog (as Langara) and the City of Vancouver's open-data public-washrooms list.
    address: '7800 Vivian Drive, Vancouver',
  },
  {
    // 18 / par 71 / 6,401 yd (Tee 1): ref §3 (AC; SC mcleery). Window 30 days: ref §3 notes (city courses).
    seedKey: 'cps:golfvancouver:3',
    name: 'McCleery Golf Course',
    city: 'Vancouver',
    holes: 18,
    par: 71,
    lengthYards: 6401,
    bookingAdvanceDays: 30,
    ...cps('golfvancouver', 3),
    // Two sources agree: the 2005 blog (as Langara) and vancouverparkguide.ca/2022/01/23/181-mccleery-golf-course/.
    address: '7188 MacDonald Street, Vancouver',
  },
  {
    // Holes 18: ref §3 (AC); par not found. Window: none published; 30 is the catalogue default.
    seedKey: 'cps:golfburnaby:1',
    name: 'Burnaby Mountain Golf Course',
    city: 'Burnaby',
    holes: 18,
    par: null,
    // Back tees: nsnews.com/living/tee-time-video-burnaby-is-still-a-busy-course-2929619 ("At 6,431 yards").
    lengthYards: 6431,
    bookingAdvanceDays: 30,
    ...cps('golfburnaby', 1),
    // City of Burnaby meeting minutes (pub-burnaby.escribemeetings.com: "Burnaby Mountain Golf Course Clubhouse,
    // 7600 Halifax Street, Burnaby, B.C"). Phone and website: the city's golf site, golfburnaby.ca/category/
    // golf-turf-playability?page=2 ("Please call Burnaby Mountain 604-280-7355").
    address: '7600 Halifax Street, Burnaby, BC',
    phone: '604-280-7355',
    website: 'https://golfburnaby.ca',
  },
  {
    // Holes 18: ref §3 (AC), other details not found. Window: none published; 30 is the catalogue default.
    seedKey: 'cps:golfburnaby:2',
    name: 'Riverway Golf Course',
    city: 'Burnaby',
    holes: 18,
    par: null,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...cps('golfburnaby', 2),
    // The city's golf site, golfburnaby.ca/category/golf-turf-playability?page=2 ("or Riverway 604-280-4653").
    // Address not found.
    phone: '604-280-4653',
    website: 'https://golfburnaby.ca',
  },
  {
    // 18 / par 71 / 6,303 yd (Blues): ref §3 (TT; SC). Window about 7 days: ref §3 notes.
    seedKey: 'chronogolf:545:525',
    name: 'University Golf Club',
    city: 'Vancouver',
    holes: 18,
    par: 71,
    lengthYards: 6303,
    bookingAdvanceDays: 7,
    ...chronogolf('university-golf-club', 545, 525, 2897),
    // The link at the top of 36aday.ca's review of the club.
    website: 'https://universitygolf.com/',
  },
  {
    // 18 / par 60 / 3,471 yd: ref §3 (TT; SC). Window about 7 days: ref §3 notes.
    seedKey: 'chronogolf:582:562',
    name: 'Musqueam Golf & Learning Academy',
    city: 'Vancouver',
    holes: 18,
    par: 60,
    lengthYards: 3471,
    bookingAdvanceDays: 7,
    ...chronogolf('musqueam-golf-learning-academy', 582, 562, 3045),
  },
  {
    // Holes 18: ref §3 (TT). Window: none published; 30 is the catalogue default.
    seedKey: 'chronogolf:701:688',
    name: 'Country Meadows Golf Club',
    city: 'Richmond',
    holes: 18,
    par: null,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...chronogolf('country-meadows-golf-club-british-columbia', 701, 688, 3521),
  },
  {
    // Holes unknown ("9 and 18 bookable", ref §3 TT, are bookable lengths, not the layout). Window: catalogue default.
    seedKey: 'chronogolf:18945:23119',
    name: 'Mylora Executive Golf Club',
    city: 'Richmond',
    ...unknownSize,
    bookingAdvanceDays: 30,
    ...chronogolf('mylora-executive-golf-club', 18945, 23119, 112546),
    // The club's own site (its "Course Etiquette" page).
    website: 'https://www.mylora.ca/',
  },
  {
    // Holes unknown (ref §3 TT lists [16], sic). Window: none published; 30 is the catalogue default.
    seedKey: 'chronogolf:17201:19690',
    name: 'Savage Creek Golf Course',
    city: 'Richmond',
    ...unknownSize,
    bookingAdvanceDays: 30,
    ...chronogolf('savage-creek', 17201, 19690, 95601),
  },
  {
    // Holes 18: ref §3 (TT). Window: none published; 30 is the catalogue default.
    seedKey: 'chronogolf:734:722',
    name: 'Surrey Golf Club (Main)',
    city: 'Surrey',
    holes: 18,
    par: null,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...chronogolf('surrey-golf-course', 734, 722, 3653),
  },
  {
    // Holes 9 (the Willows 9; TT lists 9 and 18 bookable): ref §3. Window: catalogue default.
    seedKey: 'chronogolf:734:27356',
    name: 'Surrey Golf Club (Willows 9)',
    city: 'Surrey',
    holes: 9,
    par: null,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...chronogolf('surrey-golf-course', 734, 27356, 3653),
  },
  {
    // Holes unknown ("9 and 18" bookable, ref §3 TT). Formerly Pagoda Ridge (LG). Window: catalogue default.
    seedKey: 'chronogolf:19476:27231',
    name: 'GreenTee Country Club',
    city: 'Langley',
    ...unknownSize,
    bookingAdvanceDays: 30,
    ...chronogolf('greentee-country-club', 19476, 27231, 135347),
  },
  {
    // Holes 18: ref §3 (TT, listed as "GreenTee The Sky Course"; the slug is Westwood Plateau's). Window: default.
    seedKey: 'chronogolf:17078:19550',
    name: 'Westwood Plateau Golf & Country Club',
    city: 'Coquitlam',
    holes: 18,
    par: null,
    // golfcanada.com, "Vancouver golf courses: destination reputation" ("The 6,770-yard Westwood Plateau …").
    lengthYards: 6770,
    bookingAdvanceDays: 30,
    ...chronogolf('westwood-plateau-golf-country-club-british-columbia-coquitlam', 17078, 19550, 71596),
  },
  {
    // Holes 18: ref §3 (TT). Window: none published; 30 is the catalogue default.
    seedKey: 'chronogolf:80:91',
    name: 'Meadow Gardens Golf Course',
    city: 'Pitt Meadows',
    holes: 18,
    par: null,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...chronogolf('meadow-gardens-golf-course', 80, 91, 92),
    // The club's own site (its "What's New" page). Left out: the address (one third-party page, a hotel-booking
    // site's venue listing) and the length (britishcolumbiagolf.org gives a range, "5,519 yards to over 7,000").
    website: 'https://meadowgardensgolf.com/',
  },
  {
    // Holes 18 (2×18 club): ref §3 (TT). Window: none published; 30 is the catalogue default.
    seedKey: 'chronogolf:679:664',
    name: 'Golden Eagle Golf Club (North)',
    city: 'Pitt Meadows',
    holes: 18,
    par: null,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...chronogolf('golden-eagle-golf-club', 679, 664, 3433),
  },
  {
    // Holes 18 (2×18 club): ref §3 (TT). Window: none published; 30 is the catalogue default.
    seedKey: 'chronogolf:679:665',
    name: 'Golden Eagle Golf Club (South)',
    city: 'Pitt Meadows',
    holes: 18,
    par: null,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...chronogolf('golden-eagle-golf-club', 679, 665, 3433),
  },
  {
    // Holes 18: ref §3 (TT). Par and yards (tips): golfcanada.com's course review ("Furry Creek plays 6,025 yards
    // from the tips with a par 72"). Window: none published; 30 is the catalogue default.
    seedKey: 'chronogolf:542:522',
    name: 'Furry Creek Golf & Country Club',
    city: 'Furry Creek',
    holes: 18,
    par: 72,
    lengthYards: 6025,
    bookingAdvanceDays: 30,
    ...chronogolf('furry-creek-golf-country-club', 542, 522, 2885),
  },
];

/**
 * Every course the seed creates: the first catalogue, the region's other courses on a system Teewatch reads
 * (by site and listed name, ids found at the first read: decision 0160), and the ones in the directory only
 * (decision 0161).
 */
export const SEED_COURSES: SeedCourse[] = [
  ...FIRST_CATALOGUE_COURSES,
  ...SEED_REGION_COURSES,
  ...SEED_DIRECTORY_COURSES,
];
