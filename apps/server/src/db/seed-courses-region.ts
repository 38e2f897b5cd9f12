import { chronogolf, cps, cpsV3, type SeedCourse } from './seed-course-helpers';

// The region's other courses on a system Teewatch reads (issue 35): each by its booking site and, where a
// public source shows it, its name as that site lists it. Ids are not copied here unless a source measured
// them on the site's own list; the site's list gives them at the first read (decision 0160), and a site
// that lists one course names it by being that course. Facts follow decision 0090: each is what the named
// page said when it was read, conflicts between sources are recorded beside the value and not resolved by
// guessing; a blank means not found. Windows: none published, so 30 days (the catalogue default) until the
// site's BookingRuleModels says otherwise.

/** West Coast Golf Group's operator site: the group's courses link there (cloverdalereporter.com, 2020). */
const WCGG_WEBSITE = 'https://wcgg.golf';
/** Northview's own site (northviewgolf.com/golf/the-ridge/). */
const NORTHVIEW_WEBSITE = 'https://www.northviewgolf.com';

// westcoastgolfgroup: ids 1–4 as a public Vancouver tee-time project's scraper measured them on the site's
// course list on 2026-09-03 (it notes the two Swaneset courses as separate 18-hole courses); the names
// "Hazelmere" and "Swaneset Resort Course" are the CPS course names in SoroushVaghayenegar/golf :
// aws_lambda_functions/golfAggregate/utils.py. Both are confirmed, or the course reported not found, by the list.
const WCGG: SeedCourse[] = [
  {
    seedKey: 'cps:westcoastgolfgroup:1',
    name: 'Hazelmere Golf & Tennis Club',
    city: 'Surrey',
    // Holes not found. Par 72: surreynowleader.com (junior golf event after the COVID-19 pause).
    holes: null,
    par: 72,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...cps('westcoastgolfgroup', 1),
    sourceCourseName: 'Hazelmere',
    website: WCGG_WEBSITE,
  },
  {
    seedKey: 'cps:westcoastgolfgroup:2',
    name: 'Belmont Golf Course',
    city: 'Langley',
    // 18 holes, par 70: britishcolumbiagolf.org ("New and improved Belmont back in business", re-opened Aug. 1
    // after the Trans Mountain work). Conflict: izac55itc/fv-golf-finder : src/data/courses.js gives par 71.
    holes: 18,
    par: 70,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...cps('westcoastgolfgroup', 2),
    website: WCGG_WEBSITE,
  },
  {
    seedKey: 'cps:westcoastgolfgroup:3',
    name: 'Swaneset Bay Resort Course',
    city: 'Pitt Meadows',
    // 18 holes: the tee-time project's scraper above. Par 72: izac55itc/fv-golf-finder : src/data/courses.js.
    holes: 18,
    par: 72,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...cps('westcoastgolfgroup', 3),
    sourceCourseName: 'Swaneset Resort Course',
    website: WCGG_WEBSITE,
  },
  {
    seedKey: 'cps:westcoastgolfgroup:4',
    name: 'Swaneset Bay Links Course',
    city: 'Pitt Meadows',
    // As the Resort Course. The Links is also sold on GolfNow (facility 301, fv-golf-finder): whether the
    // public books it on the group's CPS site is the site's list to say.
    holes: 18,
    par: 72,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...cps('westcoastgolfgroup', 4),
    website: WCGG_WEBSITE,
  },
];

// northview: the course names "RIDGE" and "CANAL" are what the site's tee times carry
// (SoroushVaghayenegar/golf : aws_lambda/cpsgolf.py keeps slots by them); the ids are not public.
const NORTHVIEW: SeedCourse[] = [
  {
    seedKey: 'cps:northview:ridge',
    name: 'Northview Golf & Country Club (Ridge)',
    city: 'Surrey',
    // 18 holes and 7,072 yards: the course's own page, northviewgolf.com/golf/the-ridge/. Conflict:
    // top100golfcourses.com gives 6,900 yards from the back tees. Par not found.
    holes: 18,
    par: null,
    lengthYards: 7072,
    bookingAdvanceDays: 30,
    ...cps('northview', ''),
    sourceCourseName: 'RIDGE',
    website: NORTHVIEW_WEBSITE,
  },
  {
    seedKey: 'cps:northview:canal',
    name: 'Northview Golf & Country Club (Canal)',
    city: 'Surrey',
    // 18 holes: top100golfcourses.com (northview-ridge page, which lists both courses). Par and length not found.
    holes: 18,
    par: null,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...cps('northview', ''),
    sourceCourseName: 'CANAL',
    website: NORTHVIEW_WEBSITE,
  },
];

// One course per site, as far as any source shows: the site's list names it (decision 0160). If a site lists
// several, the course is reported not found until an admin names it; no id is picked.
const SINGLE_COURSE_SITES: SeedCourse[] = [
  {
    seedKey: 'cps:morgancreekbc',
    name: 'Morgan Creek Golf Course',
    city: 'Surrey',
    // 18 / par 72 / 6,968 yd (Championship tees): the sums of joe-mcdonald/scorecard_app's hole-by-hole card.
    // Conflict: a 2014 blog (ivgolf.blogspot.com/2014/05/bc-golf-at-its-best.html) gives 7,001 yards.
    // Public clients report the site strict with Cloudflare (403): the source health will say so.
    holes: 18,
    par: 72,
    lengthYards: 6968,
    bookingAdvanceDays: 30,
    ...cps('morgancreekbc', ''),
  },
  {
    seedKey: 'cps:fortlangley',
    name: 'Fort Langley Golf Course',
    city: 'Langley',
    // 9 holes, par 35: izac55itc/fv-golf-finder : src/data/courses.js only (one source).
    holes: 9,
    par: 35,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...cps('fortlangley', ''),
  },
  {
    seedKey: 'cps:redwoodsbc',
    name: 'The Redwoods Golf Course',
    city: 'Langley',
    // 18 holes: aldergrovestar.com (the course in a top-10 list). Par 72: fv-golf-finder's course list only.
    // Platform in conflict: SoroushVaghayenegar/golf lists the CPS site redwoodsbc, fv-golf-finder links
    // redwoods-golf.com/online-booking, another project links out to the Gallus Golf app. The CPS site is read;
    // if it does not list the course, the source health says "not found at its booking site".
    // Address: only "between 88 and 96 Avenues, east of 216 Street" (aldergrovestar.com), no street number.
    holes: 18,
    par: 72,
    lengthYards: null,
    bookingAdvanceDays: 30,
    ...cps('redwoodsbc', ''),
    // The club's own blog (redwoods-golf.com/news).
    website: 'https://redwoods-golf.com',
  },
  {
    seedKey: 'cps:northlands',
    name: 'Northlands Golf Course',
    city: 'North Vancouver',
    // 18 / par 71 / 6,504 yd: golfwrx.com ("Golf on the North Shore", 2008); nsnews.com also says "6,504-yard".
    // The course id "1" seen in a public project is a test value, not used.
    holes: 18,
    par: 71,
    lengthYards: 6504,
    bookingAdvanceDays: 30,
    ...cps('northlands', ''),
    // The club's own page (golfnorthlands.com/cancellation-policy/).
    website: 'https://golfnorthlands.com',
  },
];

// Tsawwassen Springs on ChronoGolf: only the slug is public (three public scripts read club.id and the
// affiliation type from the club page at run time; their 3089 is a fallback default, not used here). The
// scripts use chronogolf.ca; the .com marketplace serves the same clubs (docs/upstream-protocols.md §2.1) and
// keeps ChronoGolf one host with one budget.
const TSAWWASSEN: SeedCourse = {
  seedKey: 'chronogolf:tsawwassen-springs-golf',
  name: 'Tsawwassen Springs Golf',
  city: 'Delta',
  // 18 holes: the course's own page (tsawwassensprings.ca, 2012). Par 70 and 5,439 yards: vancouversun.com
  // (2012, "long short course"). One directory lists its access as "Municipal"; the opening report says public.
  holes: 18,
  par: 70,
  lengthYards: 5439,
  bookingAdvanceDays: 30,
  ...chronogolf('tsawwassen-springs-golf'),
  // golfcourse.wiki/course/tsawwassen_springs-tsawwassen.
  address: '5133 Springs Blvd, Tsawwassen, BC V4M 0A6',
  website: 'https://www.tsawwassensprings.ca',
};

// A legacy CPS v3 tenant (decision 0164).
const GLENEAGLES: SeedCourse = {
  // Holes 9, par 35: rvwest.com/article/rv_tips_and_tricks/keep_calm_and_play_through. Owned by the District
  // of West Vancouver since 1958 (nsnews.com/local-news/course-now-matches-its-majestic-setting-2981112).
  // Length: a 2019 article's 5,000 yards does not say how it was measured (nsnews.com/lifestyle/seniors/
  // memory-lane-longtime-golfer-pitches-in-to-help-at-west-van-course-1.24019521), so none. Tenant, CourseId 1
  // and Hole 9: public client code (jasonbai0421/Gleneagles-TeeTime-Checker : main.py). Window: none
  // published (tee times are booked ahead, nsnews.com/local-sports/howe-sound-offers-a-golf-adventure-2919464);
  // 30 is the catalogue default. No address, phone or website found in a public source.
  seedKey: 'cps-v3:westvancouverv3:1',
  name: 'Gleneagles Golf Course',
  city: 'West Vancouver',
  holes: 9,
  par: 35,
  lengthYards: null,
  bookingAdvanceDays: 30,
  ...cpsV3('WestVancouverV3', 1, 9),
};

// Kings Links: two sources disagree on its booking site (decision 0182). One public project's booking-link
// table maps it to CPS v4 site `kingslinks`, course id 1, citing a scraper enum that was not found, and no
// public code names the host kingslinks.cps.golf; another project's CPS v3 adapter requests
// w.cps.golf/KingsLinksV3/…/Home/nIndex?CourseId=1. The v3 address is the better sourced (an address public
// code requests, on the platform Gleneagles uses), so it is read; its CourseId is not copied, since that
// project says it was written without access to the sites and gives its v4 adapter a default id 1 too: the
// tenant's own page names the course at the first read. If the tenant does not answer, the source health says so.
const KINGS_LINKS: SeedCourse = {
  seedKey: 'cps-v3:kingslinksv3',
  name: 'Kings Links by the Sea',
  city: 'Delta',
  // 18 holes and "next to Boundary Bay in Ladner" (no street number, so no address): mygolfwest.com
  // (article/vancouver/kings_links_by_the_sea), which says it first opened as a private course and is now
  // public. Par 72: thegolfpark.com/kings-links-by-the-sea/. Length, phone and website not found.
  holes: 18,
  par: 72,
  lengthYards: null,
  bookingAdvanceDays: 30,
  ...cpsV3('KingsLinksV3', '', 18),
};

export const SEED_REGION_COURSES: SeedCourse[] = [
  ...WCGG,
  ...NORTHVIEW,
  ...SINGLE_COURSE_SITES,
  TSAWWASSEN,
  GLENEAGLES,
  KINGS_LINKS,
];
