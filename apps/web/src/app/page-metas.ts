import { PAGES, type PageMetaWords, type PageName } from '@teewatch/shared';

// The title and description of each golfer page a first visit may land on, from the route table (PAGES in
// packages/shared): the page sets them as it renders, and the build writes them into the page's HTML
// (page-shells.tsx), so a link preview or a crawler that runs no script reads the page's own words. The
// table is free of imports: the home page's JavaScript is budgeted.

type MetaPage = {
  [Name in PageName]: (typeof PAGES)[Name] extends { meta: PageMetaWords } ? Name : never;
}[PageName];

export const PAGE_METAS = Object.fromEntries(
  Object.entries(PAGES).flatMap(([name, entry]) => ('meta' in entry ? [[name, entry.meta]] : [])),
) as { [Name in MetaPage]: (typeof PAGES)[Name]['meta'] };
