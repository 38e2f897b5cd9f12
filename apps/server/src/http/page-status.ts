import { PAGES, type PageEntry, type PageName } from '@teewatch/shared';
import { matchRoute } from './web-app-html';

/** A page of the web app's table that a path names, with its parameters. */
export type PageMatch = { page: PageName; params: Record<string, string> };

/**
 * Whether the page's subject exists (the course of /courses/{id}); answered by the composition root, which
 * can read the catalogue. Without one every page that matches is there.
 */
export type PageSubjectExists = (match: PageMatch) => Promise<boolean>;

const pageEntries = Object.entries(PAGES) as [PageName, PageEntry][];

/**
 * The page `pathname` names, or undefined for an address no page has (the not-found page, answered 404).
 * A page with its own sub-pages (the admin console) owns every path beneath it.
 */
export function matchPage(pathname: string): PageMatch | undefined {
  for (const [page, entry] of pageEntries) {
    if (entry.ownsSubpaths) {
      if (pathname === entry.path || pathname.startsWith(`${entry.path}/`)) return { page, params: {} };
      continue;
    }
    // Any value a segment holds (a signed link's token has dots): whether it names something is the page's
    // subject check.
    const params = matchRoute(entry.path, pathname, () => true);
    if (params) return { page, params };
  }
  return undefined;
}

/** 200 for a page that is there, 404 for an address no page has or a page whose subject is missing. */
export async function pageStatus(pathname: string, subjectExists?: PageSubjectExists): Promise<200 | 404> {
  const match = matchPage(pathname);
  if (!match) return 404;
  if (subjectExists && !(await subjectExists(match))) return 404;
  return 200;
}
