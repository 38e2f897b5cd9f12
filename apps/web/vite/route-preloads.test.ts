// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES } from '@teewatch/shared';
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { PAGE_PRELOADS } from './page-preloads';
import { QUERY_CLIENT_MODULE, routePreloadsOf } from './route-preloads';

const ROOT = '/app/web';

/** The fields of a built chunk the plugin reads; the rest of Rolldown's chunk does not matter here. */
function chunk(
  fileName: string,
  fields: { module?: string; imports?: string[]; css?: string[]; isEntry?: boolean },
): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    facadeModuleId: fields.module ? path.resolve(ROOT, fields.module) : null,
    imports: fields.imports ?? [],
    isEntry: fields.isEntry ?? false,
    viteMetadata: { importedCss: new Set(fields.css ?? []), importedAssets: new Set() },
  } as unknown as Rolldown.OutputChunk;
}

function bundleOf(...chunks: Rolldown.OutputChunk[]): Rolldown.OutputBundle {
  return Object.fromEntries(chunks.map((built) => [built.fileName, built]));
}

const BUNDLE = bundleOf(
  chunk('assets/index-1.js', {
    module: 'index.html',
    isEntry: true,
    imports: ['assets/jsx-2.js'],
    css: ['assets/index-1.css'],
  }),
  chunk('assets/jsx-2.js', {}),
  chunk('assets/courses-page-3.js', {
    module: 'src/app/routes/courses-page.tsx',
    imports: ['assets/jsx-2.js', 'assets/use-query-4.js'],
    css: ['assets/courses-5.css'],
  }),
  chunk('assets/use-query-4.js', { imports: ['assets/query-core-6.js'] }),
  chunk('assets/query-core-6.js', {}),
  chunk('assets/query-client-7.js', { module: QUERY_CLIENT_MODULE, imports: ['assets/query-core-6.js'] }),
);

describe('routePreloadsOf', () => {
  it("lists a page's chunk, what it imports and the query client, leaving out the entry's own", () => {
    const preloads = routePreloadsOf(BUNDLE, ROOT, [
      {
        path: '/courses',
        page: 'src/app/routes/courses-page.tsx',
        withQueryClient: true,
        data: ['/api/x'],
      },
    ]);
    expect(preloads.routes).toEqual([
      {
        path: '/courses',
        modules: [
          '/assets/courses-page-3.js',
          '/assets/use-query-4.js',
          '/assets/query-core-6.js',
          '/assets/query-client-7.js',
        ],
        styles: ['/assets/courses-5.css'],
        data: ['/api/x'],
      },
    ]);
  });

  it('leaves the query client out for a page that loads without it', () => {
    const [route] = routePreloadsOf(BUNDLE, ROOT, [
      { path: '/', page: 'src/app/routes/courses-page.tsx', withQueryClient: false, data: [] },
    ]).routes;
    expect(route?.modules).not.toContain('/assets/query-client-7.js');
  });

  it('fails the build when a listed page is not a chunk of its own', () => {
    expect(() =>
      routePreloadsOf(BUNDLE, ROOT, [
        { path: '/x', page: 'src/features/x.tsx', withQueryClient: false, data: [] },
      ]),
    ).toThrow(/no chunk for .*src\/features\/x\.tsx/);
  });
});

describe('PAGE_PRELOADS', () => {
  it('names pages of the route table, each once, with its page module and data URLs the server accepts', () => {
    const tablePaths = Object.values(PAGES).map((entry) => entry.path as string);
    for (const page of PAGE_PRELOADS) {
      expect(tablePaths).toContain(page.path);
      // The module app-routes.tsx loads the page from, exporting the component it renders.
      const source = readFileSync(path.join(import.meta.dirname, '..', page.page), 'utf8');
      expect(source).toMatch(/export function [A-Z][A-Za-z]+Page\(/);
    }
    expect(new Set(PAGE_PRELOADS.map((page) => page.path)).size).toBe(PAGE_PRELOADS.length);
    for (const page of PAGE_PRELOADS)
      for (const url of page.data) expect(url).toMatch(/^\/api\/[A-Za-z0-9/:._-]+$/);
  });
});
