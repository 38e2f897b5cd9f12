import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { jsonTablePlugin } from './json-table-plugin';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

// The server names a page's own chunk and first data in the HTML it sends for that page (issue 29, item 2):
// without it a phone waits for the entry script to run before it even asks for the page's lazy chunk, and
// for that chunk to run before it asks for the page's data. The build knows which files a page's chunk is
// (hashed names); this plugin writes them, per route, to `route-preloads.json` beside index.html, which the
// server reads once (apps/server/src/http/web-app-html.ts). Decision 0091.

/** One route of app-routes.tsx: its path pattern, the module its lazy page loads and the reads it starts with. */
export type PagePreload = {
  /** React Router's pattern: `/courses/:id`. */
  path: string;
  /** The page's module, from apps/web: `src/app/routes/courses-page.tsx`. */
  page: string;
  /** lazyPage's `withQueryClient`: the page's chunk arrives together with TanStack Query's client. */
  withQueryClient: boolean;
  /** GET URLs the page reads first, as the app's fetch asks for them; `:name` takes the path's parameter. */
  data: string[];
};

/** What `route-preloads.json` holds: one entry per route, files as the HTML names them (`/assets/…`). */
export type RoutePreloads = {
  routes: { path: string; modules: string[]; styles: string[]; data: string[] }[];
};

/** The module TanStack Query's client arrives in (lib/query.ts's loadQueryClient). */
export const QUERY_CLIENT_MODULE = 'src/lib/query-client.tsx';

const isChunk = (file: OutputBundle[string]): file is OutputChunk => file.type === 'chunk';

/** The chunk `module` was bundled into as its facade, and every chunk it imports statically, transitively. */
function chunkFilesOf(bundle: OutputBundle, module: string): OutputChunk[] {
  const chunks = Object.values(bundle).filter(isChunk);
  const root = chunks.find((chunk) => chunk.facadeModuleId === module);
  if (!root) throw new Error(`route-preloads: no chunk for ${module}; is it still a lazy page?`);
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  visit(root);
  return [...seen.values()];
}

/** The preloads of each page, leaving out what index.html loads already (the entry and its imports). */
export function routePreloadsOf(
  bundle: OutputBundle,
  root: string,
  pages: readonly PagePreload[],
): RoutePreloads {
  const entry = Object.values(bundle)
    .filter(isChunk)
    .find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preloads: the build has no entry chunk');
  const loaded = new Set(chunkFilesOf(bundle, entry.facadeModuleId ?? '').map((chunk) => chunk.fileName));
  const loadedStyles = new Set(entry.viteMetadata?.importedCss ?? []);
  const routes = pages.map((page) => {
    const modules = [page.page, ...(page.withQueryClient ? [QUERY_CLIENT_MODULE] : [])];
    const chunks = new Map<string, OutputChunk>();
    for (const module of modules) {
      for (const chunk of chunkFilesOf(bundle, path.resolve(root, module))) {
        if (!loaded.has(chunk.fileName)) chunks.set(chunk.fileName, chunk);
      }
    }
    const styles = new Set<string>();
    for (const chunk of chunks.values()) {
      for (const style of chunk.viteMetadata?.importedCss ?? [])
        if (!loadedStyles.has(style)) styles.add(style);
    }
    return {
      path: page.path,
      modules: [...chunks.keys()].map((file) => `/${file}`),
      styles: [...styles].map((file) => `/${file}`),
      data: page.data,
    };
  });
  return { routes };
}

/** The Vite plugin: writes `route-preloads.json` into the build for the given pages. */
export function routePreloads(pages: readonly PagePreload[]): Plugin {
  return jsonTablePlugin({
    name: 'teewatch-route-preloads',
    fileName: 'route-preloads.json',
    table: (bundle, root) => routePreloadsOf(bundle, root, pages),
  });
}
