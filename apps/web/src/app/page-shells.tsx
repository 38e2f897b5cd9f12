import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { CourseDetailSkeleton } from '../features/courses/components/course-detail-skeleton';
import { CoursesPageShell } from '../features/courses/courses-page';
import { HomeHero } from '../features/home/components/home-hero';
import { TeeTimesPageShell } from '../features/tee-times/tee-times-page-shell';
import { WaitlistPageShell } from '../features/waitlist/waitlist-page-shell';
import { RootLayout } from './root-layout';

// Run by the build only (vite/page-shells.ts), never part of the app's bundle: each golfer page's first
// screen (the header, the page's heading and intro, its boxes at their size) as static HTML that the server
// puts in the page's #root, so the text Lighthouse and a phone wait for paints with the HTML and CSS,
// before any JavaScript runs. main.tsx renders once the page's chunk is in, and React replaces the shell
// with the page in one commit (decision 0148). Nothing here may depend on the visitor, the date or the
// URL's query: the same HTML serves every visit, so the header shows the session as loading.

/** Each golfer page a first visit may land on: its path pattern (app-routes.tsx) and its shell. */
const PAGE_SHELLS: readonly { path: string; shell: ReactElement }[] = [
  { path: '/', shell: <HomeHero /> },
  { path: '/tee-times', shell: <TeeTimesPageShell /> },
  { path: '/waitlist', shell: <WaitlistPageShell /> },
  { path: '/courses', shell: <CoursesPageShell /> },
  { path: '/courses/:id', shell: <CourseDetailSkeleton /> },
];

export type PageShell = { path: string; html: string };

/** The static HTML of each page's first screen, inside the golfer layout, as the build writes it. */
export function renderPageShells(): PageShell[] {
  return PAGE_SHELLS.map(({ path, shell }) => ({
    path,
    html: renderToStaticMarkup(
      <StaticRouter location={path.replace(':id', '1')}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={shell} />
          </Route>
        </Routes>
      </StaticRouter>,
    ),
  }));
}
