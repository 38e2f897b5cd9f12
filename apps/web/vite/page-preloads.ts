import type { PagePreload } from './route-preloads';

// What the server preloads for each page the first visit lands on (issue 29, item 2): the module of the
// page's lazy chunk in src/app/app-routes.tsx and the reads its first screen waits for. Keep it in step
// with app-routes.tsx (a page missing here loads as before, one step later; a module that is no longer a
// lazy page fails the build). Reads that depend on state the server cannot see (the tee-time search's
// filters) are left to the page.

/** What the layout of every golfer page reads at once: the session (the header) and the app's info. */
const LAYOUT_DATA = ['/api/auth/get-session', '/api/app-info'];

const PAGES: readonly PagePreload[] = [
  {
    path: '/',
    page: 'src/app/routes/home-page.tsx',
    withQueryClient: false,
    data: ['/api/golf-courses/list'],
  },
  {
    path: '/tee-times',
    page: 'src/app/routes/tee-times-page.tsx',
    withQueryClient: true,
    data: ['/api/golf-courses/list'],
  },
  {
    path: '/waitlist',
    page: 'src/app/routes/waitlist-page.tsx',
    withQueryClient: true,
    data: ['/api/golf-courses/list'],
  },
  {
    path: '/courses',
    page: 'src/app/routes/courses-page.tsx',
    withQueryClient: true,
    data: ['/api/golf-courses'],
  },
  {
    path: '/courses/:id',
    page: 'src/app/routes/course-detail-page.tsx',
    withQueryClient: true,
    data: ['/api/golf-courses/:id'],
  },
  { path: '/dashboard', page: 'src/app/routes/dashboard-page.tsx', withQueryClient: true, data: [] },
  { path: '/account', page: 'src/app/routes/account-page.tsx', withQueryClient: true, data: [] },
  // The layout's /api/app-info carries the figures the privacy page states.
  { path: '/privacy', page: 'src/app/routes/privacy-page.tsx', withQueryClient: true, data: [] },
  { path: '/terms', page: 'src/app/routes/terms-page.tsx', withQueryClient: true, data: [] },
];

export const PAGE_PRELOADS: readonly PagePreload[] = PAGES.map((page) => ({
  ...page,
  data: [...page.data, ...LAYOUT_DATA],
}));
