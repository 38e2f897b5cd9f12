import { PAGES, type PageEntry, type PageName } from '@teewatch/shared';
import { type ComponentType, createElement, lazy, Suspense } from 'react';
import { matchPath, Route, Routes } from 'react-router';
import { loadQueryClient } from '../lib/query';
import { NotFoundPage } from './not-found-page';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

/** A lazy chunk that has not arrived after this long counts as failed (golfer-side §9). */
const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** A lazy page that main.tsx can load before the first render (`load`). */
type LazyPage = ComponentType & { load: () => Promise<unknown> };

/**
 * A page in its own chunk, so the home page ships only what it needs. It arrives with TanStack Query and
 * renders inside the query client's provider, unless `withQueryClient` is false (lib/query.ts). The chunk's
 * import fails after CHUNK_LOAD_TIMEOUT_MS, which the error boundary shows as the error page. Once loaded
 * (by `load` or a first render) it renders at once, without suspending: main.tsx loads the first page before
 * React's first render, so that render replaces the page's static shell with the page (decision 0148).
 */
function lazyPage(
  load: () => Promise<Record<string, ComponentType>>,
  name: string,
  { withQueryClient = true } = {},
): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadPage = () => {
    loading ??= Promise.race([
      Promise.all([load(), withQueryClient ? loadQueryClient() : undefined]).then(([module, query]) => {
        const component = module[name];
        if (!component) throw new Error(`The page module exports no ${name}`);
        loaded = query ? query.withQueryClient(component) : component;
        return { default: loaded };
      }),
      new Promise<never>((_, reject) =>
        setTimeout(
          () => reject(new Error('Failed to load part of the application (chunk load timeout).')),
          CHUNK_LOAD_TIMEOUT_MS,
        ),
      ),
    ]);
    return loading;
  };
  const Lazy = lazy(loadPage);
  const Page = () => createElement(loaded ?? Lazy);
  return Object.assign(Page, { load: loadPage });
}

// Each page of the route table (PAGES in packages/shared) in its own chunk: its module under ./routes.
const PAGE_MODULES = import.meta.glob<Record<string, ComponentType>>('./routes/*-page.tsx');

/** `home-page` → `HomePage`: the component a page's module exports. */
const componentName = (module: string) =>
  module.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

const LAZY_PAGES = Object.fromEntries(
  Object.entries(PAGES).map(([name, entry]: [string, PageEntry]) => {
    const load = PAGE_MODULES[`./routes/${entry.module}.tsx`];
    if (!load) throw new Error(`No page module ./routes/${entry.module}.tsx for the page ${name}`);
    // The home page's first load leaves TanStack Query out (its JavaScript budget): its queries go through
    // lib/query.ts's useQuery, and nothing on it may call TanStack's hooks directly.
    const page = lazyPage(load, componentName(entry.module), {
      withQueryClient: entry.withQueryClient ?? true,
    });
    return [name, page];
  }),
) as Record<PageName, LazyPage>;

const pageEntries = Object.entries(PAGES) as [PageName, PageEntry][];

/** The golfer pages whose HTML carries a static shell (app/page-shells.tsx): main.tsx loads one first. */
const FIRST_PAGES: readonly [string, LazyPage][] = pageEntries
  .filter(([, entry]) => entry.hasShell)
  .map(([name, entry]) => [entry.path, LAZY_PAGES[name]]);

/** Loads the page at `pathname` when its HTML came with a shell; settles at once for any other path. */
export function loadFirstPage(pathname: string): Promise<unknown> {
  const page = FIRST_PAGES.find(([path]) => matchPath(path, pathname));
  return page ? page[1].load() : Promise.resolve();
}

/**
 * Every route of the app, in React Router's declarative mode: the data router's loaders and actions
 * are not used here, and leaving them out keeps ~18 KB of gzipped JavaScript off the first page
 * (decision 0030). Navigations run in a transition, so the page on screen stays until the next
 * page's chunk has arrived. Without the data router's errorElement, each page sits in a RouteErrorBoundary
 * (the golfer layout's, the admin route's) that shows what it threw by status (decision 0188); the outer
 * one catches a failure of the layout itself.
 */
export function AppRoutes() {
  return (
    <RouteErrorBoundary isPage>
      <Routes>
        <Route element={<RootLayout />}>
          {pageEntries
            .filter(([, entry]) => !entry.ownsSubpaths)
            .map(([name, entry]) => {
              const Page = LAZY_PAGES[name];
              return <Route key={name} path={entry.path} element={<Page />} />;
            })}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
        {/* The admin console has its own chrome (admin-console §2), outside the golfer layout. */}
        {pageEntries
          .filter(([, entry]) => entry.ownsSubpaths)
          .map(([name, entry]) => {
            const Page = LAZY_PAGES[name];
            return (
              <Route
                key={name}
                path={`${entry.path}/*`}
                element={
                  <RouteErrorBoundary isPage>
                    <Suspense fallback={null}>
                      <Page />
                    </Suspense>
                  </RouteErrorBoundary>
                }
              />
            );
          })}
      </Routes>
    </RouteErrorBoundary>
  );
}
