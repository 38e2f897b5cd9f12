import path from 'node:path';
import { type Plugin, runnerImport } from 'vite';
import type { PageShell } from '../src/app/page-shells';
import { jsonTablePlugin } from './json-table-plugin';

// Each golfer page's first screen as static HTML, written to `page-shells.json` beside index.html for the
// server to put in the page's #root (apps/server/src/http/web-app-html.ts, decision 0148). The shells are
// the app's own components (src/app/page-shells.tsx), rendered here with react-dom/server through Vite's
// module runner, so the HTML is what React renders: one source for both.

/** What `page-shells.json` holds. */
export type PageShells = { routes: PageShell[] };

/** Renders the shells with the app's own module graph (its aliases, JSX and TypeScript). */
export async function renderPageShellsOf(root: string): Promise<PageShells> {
  const { module } = await runnerImport<typeof import('../src/app/page-shells')>(
    path.join(root, 'src/app/page-shells.tsx'),
    // Only the module graph: the app's plugins (the build's own steps) have no part in rendering.
    { root, configFile: false, logLevel: 'error' },
  );
  return { routes: module.renderPageShells() };
}

/** The Vite plugin: writes `page-shells.json` into the build. */
export function pageShells(): Plugin {
  return jsonTablePlugin({
    name: 'teewatch-page-shells',
    fileName: 'page-shells.json',
    table: (_bundle, root) => renderPageShellsOf(root),
  });
}
