// The route table's own file, not the package's index: Vite loads its config (and this, which it imports)
// with Node, which cannot resolve the shared package's extensionless imports; pages.ts imports nothing.
import { PAGES, type PageEntry } from '../../../packages/shared/src/pages';
import type { PagePreload } from './route-preloads';

// What the server preloads for each page the first visit lands on (issue 29, item 2): the module of the
// page's lazy chunk and the reads its first screen waits for, from the route table (PAGES in
// packages/shared, whose `firstReads` marks a preloaded page). A module that is no longer a lazy page
// fails the build. Reads that depend on state the server cannot see (the tee-time search's filters) are
// left to the page.

/** What the layout of every golfer page reads at once: the session (the header) and the app's info. */
const LAYOUT_DATA = ['/api/auth/get-session', '/api/app-info'];

export const PAGE_PRELOADS: readonly PagePreload[] = Object.values(PAGES).flatMap((entry: PageEntry) =>
  entry.firstReads
    ? [
        {
          path: entry.path,
          page: `src/app/routes/${entry.module}.tsx`,
          withQueryClient: entry.withQueryClient ?? true,
          data: [...entry.firstReads, ...LAYOUT_DATA],
        },
      ]
    : [],
);
