import type { SeedCourse } from './seed-course-helpers';

// The region's public courses whose booking system Teewatch does not read (decision 0161): no online system
// found, phone only, or a system not supported (GolfNow, Golf BC). They are listed with their facts, website
// and phone, marked "Book on the course's site", and never searched for tee times. Facts as decision 0090:
// what the named page said, conflicts recorded, nothing guessed; a blank means not found.

function directory(seedKey: string, bookingUrl: string | null = null) {
  return {
    seedKey: `directory:${seedKey}`,
    bookingUrl,
    bookingAdvanceDays: 30,
    apiSource: null,
    apiType: 'none' as const,
    apiCourseId: '',
    apiConfig: {},
    directoryOnly: true,
  };
}

export const SEED_DIRECTORY_COURSES: SeedCourse[] = [
  {
    // Operated by Golf BC; the public books on golfbc.com or by phone (thunderbaybusiness.ca, "BC golf courses
    // fun to play"): a system Teewatch does not read. 18 holes: sungrl18.com (2016). 6,641 yards from the blue
    // tees (nsnews.com, "Mayfair Lakes maturing beautifully"), not said to be the longest, so left blank.
    ...directory('mayfair-lakes', 'https://golfbc.com'),
    name: 'Mayfair Lakes Golf & Country Club',
    city: 'Richmond',
    holes: 18,
    par: null,
    lengthYards: null,
  },
  {
    // Now "The Hills at Portal" (a news copy, mnaforce.com; a letter in peacearchnews.com); no booking platform
    // found. Address, phone and website: a geodata sample in Amazon Location Service's developer guide, which
    // predates or ignores the rename (the source redacts the postal code; it gives the site without a scheme).
    // 18 holes since 1932: mygolfwest.com. "Nearly 6,400 from the tips" (insidegolfnewspaper.com): no figure.
    ...directory('peace-portal'),
    name: 'Peace Portal Golf Course (The Hills at Portal)',
    city: 'Surrey',
    holes: 18,
    par: null,
    lengthYards: null,
    address: '16900 4 Ave, Surrey',
    phone: '604-538-4818',
    website: 'https://peaceportalgolf.com',
  },
  {
    // On GolfNow (facility 3525; the 9-hole executive course 11039), a system not read, per one project
    // (izac55itc/fv-golf-finder), whose course list also gives 18 holes and par 71 (one source).
    ...directory('newlands'),
    name: 'Newlands Golf & Country Club',
    city: 'Langley',
    holes: 18,
    par: 71,
    lengthYards: null,
  },
  {
    // No fact found. A "Langley Golf Centre" (9 holes, par 35, GolfNow 6967) in one version of fv-golf-finder's
    // list is not shown to be this facility, so nothing is taken from it.
    ...directory('langley-golf-banquet-centre'),
    name: 'Langley Golf & Banquet Centre',
    city: 'Langley',
    holes: null,
    par: null,
    lengthYards: null,
  },
  {
    // The course's site has a tee-times page whose platform is not shown (public browser-automation scripts
    // load it but record nothing). 18 holes: mygolfwest.com.
    ...directory('guildford', 'https://www.guildfordgolf.com/teetimes/'),
    name: 'Guildford Golf & Country Club',
    city: 'Surrey',
    holes: 18,
    par: null,
    lengthYards: null,
    website: 'https://www.guildfordgolf.com/',
  },
  {
    // No booking platform found. 18 / par 72 / 6,521 yd (Black tees): a BC scorecard app's data, citing the
    // club's 2026 scorecard (sums of its hole values). Website: a wedding-venue list's officialUrl.
    ...directory('squamish-valley'),
    name: 'Squamish Valley Golf Club',
    city: 'Squamish',
    holes: 18,
    par: 72,
    lengthYards: 6521,
    website: 'https://squamishvalleygolf.com/',
  },
  {
    // No platform confirmed (a GolfNow lead, 6384, in one version of one project's list only). 18 holes:
    // lowermainlandgolfnews.com. About 6,247 yards at full length (langleyadvancetimes.com, 2023): "about", so
    // blank. Website: fraservalleynewsnetwork.com links ledgeviewgolf.com (no scheme given).
    ...directory('ledgeview'),
    name: 'Ledgeview Golf Club',
    city: 'Abbotsford',
    holes: 18,
    par: null,
    lengthYards: null,
    website: 'https://ledgeviewgolf.com',
  },
  {
    // No tee-time platform found (its golfems2 site sells memberships only). 18 holes: britishcolumbiagolf.org
    // ("18-hole master plan").
    ...directory('chilliwack'),
    name: 'Chilliwack Golf Club',
    city: 'Chilliwack',
    holes: 18,
    par: null,
    lengthYards: null,
  },
  {
    // Visitors book with the stay at Rowena's Inn (gellersworldtravel.blogspot.com, 2023); no platform named.
    // 18 / par 72 / 6,500 from the tips: britishcolumbiagolf.org. sandpipergolf.com is a Californian course,
    // not this one.
    ...directory('sandpiper'),
    name: 'Sandpiper Golf Resort',
    city: 'Harrison Mills',
    holes: 18,
    par: 72,
    lengthYards: 6500,
    website: 'https://rowenasinnontheriver.com',
  },
];
