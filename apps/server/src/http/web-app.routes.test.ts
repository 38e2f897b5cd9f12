import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installCompression } from './compression';
import type { PageMatch } from './page-status';
import { webAppRoutes } from './web-app.routes';

// The page HTML the server sends (decision 0091): a route the build names gets its chunk and first data as
// preloads, a golfer page its static shell in #root (decision 0148), any other path the plain index.html;
// all revalidated (no-cache, an ETag that answers 304).
// A small build folder stands in for apps/web/dist, in the shape its Vite plugins write.

// Over the 1 KB under which answers go uncompressed, as the real one is.
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="${'Search live tee times. '.repeat(50)}" />
    <title>Teewatch</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const ROUTE_PRELOADS = {
  routes: [
    {
      path: '/courses',
      modules: ['/assets/courses-page-1.js', '/assets/query-client-2.js'],
      styles: [],
      data: ['/api/golf-courses'],
    },
    {
      path: '/courses/:id',
      modules: ['/assets/course-detail-page-3.js'],
      styles: ['/assets/course-detail-4.css'],
      data: ['/api/golf-courses/:id'],
    },
  ],
};

// As apps/web/vite/page-shells.ts writes it (its own test renders the real ones): the layout and the page's
// first screen.
const TEE_TIMES_HEADING = 'Find and Book Golf Tee Times in Metro Vancouver';
const PAGE_SHELLS = {
  routes: [
    {
      path: '/tee-times',
      html: `<div class="flex min-h-screen flex-col"><header>Teewatch</header><main id="main"><h1 class="text-3xl">${TEE_TIMES_HEADING}</h1></main></div>`,
      title: 'Find & Book <Tee Times> | Teewatch',
      description: 'Compare "live" tee times, then book with the course.',
    },
    {
      path: '/courses/:id',
      html: '<div><main id="main"><div role="status">Loading course details...</div></main></div>',
    },
  ],
};

let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  writeFileSync(path.join(dist, 'page-shells.json'), JSON.stringify(PAGE_SHELLS));
  writeFileSync(path.join(dist, 'assets/index-abc.js'), 'console.log(1);\n');
  app = Fastify();
  await installCompression(app);
  await app.register(webAppRoutes, { distDir: dist });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('the web app HTML', () => {
  it("names a known route's chunks and first data as preloads, before </head>", async () => {
    const page = await get('/courses');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const head = page.body.slice(0, page.body.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/golf-courses">',
    );
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/courses-page-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/query-client-2.js">');
    expect(page.body).toContain('<div id="root"></div>');
  });

  it("puts the path's parameter into the data URL, and a trailing slash is the same route", async () => {
    const page = await get('/courses/7/');
    expect(page.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/golf-courses/7">',
    );
    expect(page.body).toContain(
      '<link rel="preload" as="style" crossorigin href="/assets/course-detail-4.css">',
    );
    expect(page.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/course-detail-page-3.js">',
    );
    expect(page.body).not.toContain('courses-page-1.js');
  });

  it('answers a golfer page with its heading already in #root, before the entry script runs', async () => {
    const page = await get('/tee-times');
    expect(page.statusCode).toBe(200);
    const root = page.body.slice(page.body.indexOf('<div id="root">'));
    expect(root).toMatch(
      new RegExp(
        `^<div id="root"><div class="flex min-h-screen flex-col">.*<h1 class="text-3xl">${TEE_TIMES_HEADING}</h1>.*</div></div>`,
      ),
    );
    // The page without preloads of its own still gets its shell; a page with a parameter gets its route's.
    expect((await get('/courses/7')).body).toContain(
      '<div id="root"><div><main id="main"><div role="status">Loading course details...',
    );
    expect((await get('/courses')).body).toContain('<div id="root"></div>');
  });

  it("puts a shell's title and description in the page's head, escaped; a shell without them keeps index.html's", async () => {
    const page = (await get('/tee-times')).body;
    expect(page).toContain('<title>Find &#38; Book &#60;Tee Times&#62; | Teewatch</title>');
    expect(page).toContain(
      '<meta name="description" content="Compare &#34;live&#34; tee times, then book with the course." />',
    );
    expect(page.match(/<title>/g)).toHaveLength(1);
    const course = (await get('/courses/7')).body;
    expect(course).toContain('<title>Teewatch</title>');
    expect(course).toContain(`<meta name="description" content="${'Search live tee times. '.repeat(50)}" />`);
  });

  it('answers 404 with index.html (the app shows its not-found page) for an address no page has', async () => {
    for (const url of ['/no-such-page', '/courses/7/extra', '/tee-times/x']) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(page.body, url).toBe(INDEX_HTML);
      expect(page.body, url).not.toContain('rel="preload"');
    }
    // A parameter that is not an id gets no preloads (whether it names a course is the subject check's).
    for (const url of ['/courses/%3Cscript%3E', '/courses/a"b'])
      expect((await get(url)).body).toBe(INDEX_HTML);
    // A 404 is never answered 304: the page's ETag is index.html's.
    const plain = await get('/no-such-page');
    const again = await get('/no-such-page', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(404);
    // Every page of the table, and anything beneath the admin console, is there.
    for (const url of ['/', '/sign-in', '/dashboard/requests/5/edit', '/admin', '/admin/outbox/x'])
      expect((await get(url)).statusCode, url).toBe(200);
  });

  it('opens an address with a dot as a page for a browser (/courses/4.5), and keeps the API and files JSON', async () => {
    const html = 'text/html,application/xhtml+xml,*/*;q=0.8';
    // The app's course page says "Invalid course ID"; the composition root's subject check makes it a 404 (below).
    const page = await get('/courses/4.5', { accept: html });
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toBe(INDEX_HTML);
    for (const [url, accept] of [
      ['/courses/4.5', '*/*'],
      ['/assets/missing-abc.js', '*/*'],
      ['/api/nothing-here', html],
    ] as const) {
      const answer = await get(url, { accept });
      expect(answer.statusCode, url).toBe(404);
      expect(answer.headers['content-type'], url).toContain('application/json');
    }
  });

  it('sends index.html for a signed link whose token has dots, and a 404 for a file that is not there', async () => {
    const invitation = await get('/groups/join/v1.7.1765000000.Qk3xZ_-a9Vb2mTqLr8sYw0eHnJc4uFdG7iKpXoAzS1E');
    expect(invitation.statusCode).toBe(200);
    expect(invitation.body).toBe(INDEX_HTML);
    for (const url of ['/assets/missing-abc.js', '/manifest.webmanifest', '/favicon.ico'])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('is revalidated on every visit: no-cache, an ETag per page, 304 while it holds', async () => {
    const courses = await get('/courses');
    const detail = await get('/courses/7');
    const other = await get('/courses/8');
    const unknown = await get('/elsewhere');
    for (const page of [courses, detail, unknown]) {
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers.etag).toMatch(/^W\/"[A-Za-z0-9_-]{27}"$/);
    }
    expect(new Set([courses, detail, other, unknown].map((page) => page.headers.etag)).size).toBe(4);
    expect((await get('/courses')).headers.etag).toBe(courses.headers.etag);

    const again = await get('/courses', { 'if-none-match': String(courses.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(courses.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    // Another page's ETag does not hold for this one.
    expect((await get('/courses', { 'if-none-match': String(detail.headers.etag) })).statusCode).toBe(200);
  });

  it('is compressed for a browser that accepts brotli, to the same page', async () => {
    const plain = await get('/courses/7');
    const br = await get('/courses/7', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
  });

  it('still serves the hashed assets, cached for a year', async () => {
    const script = await get('/assets/index-abc.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('a page whose subject is missing', () => {
  it('answers 404 when the composition root says the subject is not there', async () => {
    const withSubjects = Fastify();
    await withSubjects.register(webAppRoutes, {
      distDir: dist,
      subjectExists: async ({ page, params }: PageMatch) =>
        page !== 'course' || (/^\d+$/.test(params.id ?? '') && params.id !== '999'),
    });
    await withSubjects.ready();
    try {
      const status = async (url: string) => (await withSubjects.inject({ method: 'GET', url })).statusCode;
      for (const url of ['/courses/999', '/courses/4.5', '/courses/%3Cscript%3E'])
        expect(await status(url), url).toBe(404);
      expect(await status('/courses/7')).toBe(200);
      expect(await status('/tee-times')).toBe(200);
    } finally {
      await withSubjects.close();
    }
  });
});
