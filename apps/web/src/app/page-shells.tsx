import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import {
  COURSE_DETAIL_LOADING_META,
  CourseDetailSkeleton,
} from '../features/courses/components/course-detail-skeleton';
import { HomeHero } from '../features/home/components/home-hero';
import type { PageMeta } from '../lib/use-page-meta';
import { PAGE_METAS } from './page-metas';
import { RootLayout } from './root-layout';
import { CoursesPageShell } from './routes/courses-page';
import { TeeTimesPageShell } from './routes/tee-times-page-shell';
import { WaitlistPageShell } from './routes/waitlist-page-shell';

// Run by the build only (vite/page-shells.ts), never part of the app's bundle: each golfer page's first
// screen (the header, the page's heading and intro, its boxes at their size) as static HTML that the server
// puts in the page's #root, so the text Lighthouse and a phone wait for paints with the HTML and CSS,
// before any JavaScript runs. main.tsx renders once the page's chunk is in, and React replaces the shell
// with the page in one commit (decision 0148). Nothing here may depend on the visitor, the date or the
// URL's query: the same HTML serves every visit, so the header shows the session as loading.

/**
 * Each golfer page a first visit may land on: its path pattern (app-routes.tsx), its shell, and the title
 * and description it sets, which the server also writes into the page's <head> (a link preview or a
 * crawler that runs no script sees the page's own words, and the tab's title does not change).
 */
const PAGE_SHELLS: readonly { path: string; shell: ReactElement; meta: PageMeta }[] = [
  { path: '/', shell: <HomeHero />, meta: PAGE_METAS.home },
  { path: '/tee-times', shell: <TeeTimesPageShell />, meta: PAGE_METAS.teeTimes },
  { path: '/waitlist', shell: <WaitlistPageShell />, meta: PAGE_METAS.waitlist },
  { path: '/courses', shell: <CoursesPageShell />, meta: PAGE_METAS.courses },
  { path: '/courses/:id', shell: <CourseDetailSkeleton />, meta: COURSE_DETAIL_LOADING_META },
];

export type PageShell = { path: string; html: string } & PageMeta;

/** The static HTML of each page's first screen, inside the golfer layout, as the build writes it. */
export function renderPageShells(): PageShell[] {
  return PAGE_SHELLS.map(({ path, shell, meta }) => ({
    path,
    ...meta,
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
