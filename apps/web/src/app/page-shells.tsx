import { PAGES, type PageName } from '@teewatch/shared';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { CourseDetailSkeleton } from '../features/courses/components/course-detail-skeleton';
import { HomeHero } from '../features/home/components/home-hero';
import type { PageMeta } from '../lib/use-page-meta';
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
 * The first screen of each page of the route table with a shell (PAGES' `hasShell`); its path and the title
 * and description it sets come from the table, and the server also writes them into the page's <head> (a
 * link preview or a crawler that runs no script sees the page's own words, and the tab's title does not
 * change). A page marked there without a shell here fails to compile.
 */
const SHELLS: Record<ShellPage, ReactElement> = {
  home: <HomeHero />,
  teeTimes: <TeeTimesPageShell />,
  waitlist: <WaitlistPageShell />,
  courses: <CoursesPageShell />,
  course: <CourseDetailSkeleton />,
};

type ShellPage = {
  [Name in PageName]: (typeof PAGES)[Name] extends { hasShell: true } ? Name : never;
}[PageName];

const PAGE_SHELLS = (Object.keys(SHELLS) as ShellPage[]).map((name) => ({
  path: PAGES[name].path,
  shell: SHELLS[name],
  meta: PAGES[name].meta,
}));

export type PageShell = { path: string; html: string } & PageMeta;

/** The static HTML of each page's first screen, inside the golfer layout, as the build writes it. */
export function renderPageShells(): PageShell[] {
  return PAGE_SHELLS.map(({ path, shell, meta }) => ({
    path,
    ...meta,
    html: renderToStaticMarkup(
      <StaticRouter location={path.replace(/:\w+/g, '1')}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={shell} />
          </Route>
        </Routes>
      </StaticRouter>,
    ),
  }));
}
