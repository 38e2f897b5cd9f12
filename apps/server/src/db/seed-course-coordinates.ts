// Where the seeded courses are, for their sunsets (issue 38, decision 0200). One public source: the course
// list with coordinates of stephanelabine/legacy-golf (src/data/coursesLocal.js at commit 0e786aa, "LG" in
// docs/upstream-protocols.md's key), a golf app's own list: one third party, given to four to seven
// decimals, not checked against a survey. A course it does not list has no coordinates (null), and its
// sunset is the region reference point's (lib/sunset.ts). Sunset moves by about 4 minutes per degree of
// longitude, so even a point off by several kilometres changes it by well under a minute; an admin
// corrects any of them from a better source. Databases seeded before this list got the same values from
// migration 0013, which fills only courses that have none.

/** Latitude and longitude (WGS 84 degrees) by seed key. */
export const SEED_COURSE_COORDINATES: Record<string, { latitude: number; longitude: number }> = {
  // Each value is LG's entry of the name in the comment.
  'cps:golfvancouver:2': { latitude: 49.2194, longitude: -123.049 }, // Fraserview Golf Course
  'cps:golfvancouver:3': { latitude: 49.2122, longitude: -123.1427 }, // McCleery Golf Course
  'cps:golfburnaby:1': { latitude: 49.266041, longitude: -122.943621 }, // Burnaby Mountain Golf Course
  'cps:golfburnaby:2': { latitude: 49.200081, longitude: -122.989658 }, // Riverway Golf Course
  'chronogolf:545:525': { latitude: 49.2599, longitude: -123.2484 }, // University Golf Club
  'chronogolf:734:722': { latitude: 49.0875, longitude: -122.8478 }, // Surrey Golf Club
  'chronogolf:734:27356': { latitude: 49.0875, longitude: -122.8478 }, // Surrey Golf Club (same club)
  'chronogolf:19476:27231': { latitude: 49.143311, longitude: -122.497658 }, // Green Tee Country Club
  'chronogolf:17078:19550': { latitude: 49.313897, longitude: -122.786593 }, // Westwood Plateau G&CC
  'chronogolf:80:91': { latitude: 49.225277, longitude: -122.668759 }, // Meadow Gardens Golf Club
  'chronogolf:679:664': { latitude: 49.2934888, longitude: -122.616802 }, // Golden Eagle Golf Club
  'chronogolf:679:665': { latitude: 49.2934888, longitude: -122.616802 }, // Golden Eagle Golf Club (same club)
  'cps:westcoastgolfgroup:1': { latitude: 49.0478, longitude: -122.7896 }, // Hazelmere Golf & Tennis Club
  'cps:westcoastgolfgroup:3': { latitude: 49.305532, longitude: -122.65788 }, // Swaneset Bay Resort & CC
  'cps:westcoastgolfgroup:4': { latitude: 49.305532, longitude: -122.65788 }, // Swaneset Bay (same resort)
  'cps:northview:ridge': { latitude: 49.1162, longitude: -122.6853 }, // Northview Golf & Country Club
  'cps:northview:canal': { latitude: 49.1162, longitude: -122.6853 }, // Northview (same club)
  'cps:morgancreekbc': { latitude: 49.0596, longitude: -122.7332 }, // Morgan Creek Golf Course
  'cps:fortlangley': { latitude: 49.1785669, longitude: -122.5968565 }, // Fort Langley Golf Course
  'cps:redwoodsbc': { latitude: 49.1022, longitude: -122.6768 }, // Redwoods Golf Course
  'directory:mayfair-lakes': { latitude: 49.1168, longitude: -122.8787 }, // Mayfair Lakes G&CC
  'directory:langley-golf-banquet-centre': { latitude: 49.1029, longitude: -122.6652 }, // Langley Golf & Banquet
  'directory:guildford': { latitude: 49.1482806, longitude: -122.8013565 }, // Guildford Golf & Country Club
  'directory:squamish-valley': { latitude: 49.7624, longitude: -123.1195 }, // Squamish Valley Golf Club
  'directory:ledgeview': { latitude: 49.0396, longitude: -122.2203 }, // Ledgeview Golf Club
  'directory:chilliwack': { latitude: 49.1779, longitude: -121.9407 }, // Chilliwack Golf Club
  'directory:sandpiper': { latitude: 49.2066, longitude: -121.7636 }, // Sandpiper Golf Resort
};
