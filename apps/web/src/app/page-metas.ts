import type { PageMeta } from '../lib/use-page-meta';

// The title and description of each golfer page a first visit may land on: the page sets them as it
// renders, and the build writes them into the page's HTML (page-shells.tsx), so a link preview or a crawler
// that runs no script reads the page's own words. Kept free of imports beyond the type: the home page's
// JavaScript is budgeted.
export const PAGE_METAS = {
  home: {
    title: 'Find Golf Tee Times in Vancouver, BC | Teewatch',
    description:
      'Search live tee times across Metro Vancouver public golf courses and join a free waitlist that emails you when a matching tee time opens.',
  },
  teeTimes: {
    title: 'Find and Book Golf Tee Times in Metro Vancouver | Teewatch',
    description:
      'Compare live tee times at Vancouver, Burnaby, Richmond and nearby public golf courses in one place, then book directly with the course.',
  },
  waitlist: {
    title: 'Tee Time Waitlist in Metro Vancouver | Teewatch',
    description:
      'Join a free tee time waitlist for Vancouver, Burnaby and Richmond golf courses and get an email when a matching tee time opens up.',
  },
  courses: {
    title: 'Golf Courses in Greater Vancouver | Teewatch',
    description:
      'Browse public golf courses in Vancouver, Burnaby, Richmond and nearby cities: locations, facilities and booking links.',
  },
} as const satisfies Record<string, PageMeta>;
