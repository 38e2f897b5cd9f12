import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { routeNotFound } from './app-error';
import { methodNotAllowed } from './method-not-allowed';
import { type PageSubjectExists, pageStatus } from './page-status';
import { isFresh, loadWebAppHtml } from './web-app-html';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * A path that names a file (a missing asset is a 404, not the app): an extension of letters and digits, at
 * most 12 ("webmanifest"). A signed link's token ends in a 43-character signature after a dot
 * (/groups/join/v1.7.1765000000.<mac>, decision 0210): a page, whatever path.extname makes of it.
 */
const FILE_EXTENSION = /\.[A-Za-z0-9]{1,12}$/;

/**
 * A browser's page load asks for HTML; its scripts, styles and images do not. An address with a dot that a
 * browser opens as a page (/courses/4.5) gets the app's not-found page rather than the API's JSON.
 */
const opensAsPage = (accept: string | undefined) => accept?.includes('text/html') ?? false;

/**
 * Serves the built SPA on the API's origin: hashed assets cached for a year, index.html revalidated on
 * every visit (no-cache, with its ETag), and every unknown non-API GET falls back to index.html so client
 * routes survive a reload. The build writes a .br and a .gz beside each text asset (apps/web/vite/
 * precompress.ts); `preCompressed` sends the one the browser accepts, with Content-Encoding and
 * `Vary: Accept-Encoding`, and the file itself to a browser that accepts neither. A page's HTML names its
 * chunk and first data to preload (web-app-html.ts) and is compressed on the fly (http/compression.ts).
 */
export async function webAppRoutes(
  app: FastifyInstance,
  {
    distDir = WEB_DIST_DIR,
    subjectExists,
  }: {
    distDir?: string;
    /** An address of a page whose subject is missing (/courses/999) answers 404 (page-status.ts). */
    subjectExists?: PageSubjectExists;
  } = {},
): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`no web build at ${distDir}; serving the API only`);
    return;
  }
  const htmlFor = loadWebAppHtml(distDir, (message) => app.log.warn(message));
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Source maps are not built for production; one left in dist (an old build) is still not served.
    allowedPath: (pathName) => !pathName.endsWith('.map'),
    setHeaders: (res, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isFile = FILE_EXTENSION.test(pathname) && !opensAsPage(request.headers.accept);
    if (pathname.startsWith('/api/') || isFile) {
      throw (
        methodNotAllowed(request.server, request.method, pathname) ?? routeNotFound(request.method, pathname)
      );
    }
    const page = htmlFor(pathname);
    // Any address the app has no page for renders its not-found page, and says so to crawlers and checkers.
    const status = await pageStatus(pathname, subjectExists);
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    if (status === 200 && isFresh(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
    return reply.code(status).type('text/html; charset=utf-8').send(page.body);
  });
}
