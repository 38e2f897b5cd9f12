import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { etagOf, isFresh, loadWebAppHtml, matchRoute, preloadLinks } from './web-app-html';

describe('matchRoute', () => {
  it('matches literal segments and takes an id-like parameter', () => {
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/courses', '/courses')).toEqual({});
    expect(matchRoute('/courses', '/courses/')).toEqual({});
    expect(matchRoute('/courses/:id', '/courses/12')).toEqual({ id: '12' });
    expect(matchRoute('/courses/:id', '/courses')).toBeUndefined();
    expect(matchRoute('/courses', '/courses-x')).toBeUndefined();
    expect(matchRoute('/courses', '//courses')).toBeUndefined();
  });

  it('refuses a parameter that is not safe in a URL and an attribute', () => {
    for (const value of ['%22', 'a"b', 'a<b', 'x'.repeat(65), 'a.b']) {
      expect(matchRoute('/courses/:id', `/courses/${value}`), value).toBeUndefined();
    }
  });
});

describe('preloadLinks', () => {
  it('lists the data, styles and modules of a route with its parameters filled in', () => {
    const links = preloadLinks(
      { path: '/courses/:id', modules: ['/assets/a.js'], styles: ['/assets/b.css'], data: ['/api/x/:id'] },
      { id: '3' },
    );
    expect(links.split('\n').map((line) => line.trim())).toEqual([
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/x/3">',
      '<link rel="preload" as="style" crossorigin href="/assets/b.css">',
      '<link rel="modulepreload" crossorigin href="/assets/a.js">',
    ]);
  });
});

describe('ETags', () => {
  it('compares weakly and accepts a list or *', () => {
    const etag = etagOf('<html></html>');
    expect(isFresh(undefined, etag)).toBe(false);
    expect(isFresh(etag, etag)).toBe(true);
    expect(isFresh(etag.replace('W/', ''), etag)).toBe(true);
    expect(isFresh(`"other", ${etag}`, etag)).toBe(true);
    expect(isFresh('*', etag)).toBe(true);
    expect(isFresh(etagOf('<html> </html>'), etag)).toBe(false);
  });
});

describe('loadWebAppHtml', () => {
  it('serves index.html as it is, with a warning, when the route or shell table is missing or malformed', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    try {
      const html = '<html><head></head><body></body></html>';
      writeFileSync(path.join(dist, 'index.html'), html);
      const warnings: string[] = [];
      expect(loadWebAppHtml(dist, (message) => warnings.push(message))('/courses').body).toBe(html);
      const table = {
        routes: [{ path: '/courses', modules: ['/assets/x.js"><script>'], styles: [], data: [] }],
      };
      writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(table));
      expect(loadWebAppHtml(dist, (message) => warnings.push(message))('/courses').body).toBe(html);
      writeFileSync(path.join(dist, 'page-shells.json'), JSON.stringify({ routes: [{ path: '/courses' }] }));
      expect(loadWebAppHtml(dist, (message) => warnings.push(message))('/courses').body).toBe(html);
      expect(warnings).toEqual([
        expect.stringMatching(/no .*route-preloads\.json: pages are served without preloads/),
        expect.stringMatching(/no .*page-shells\.json: pages are served without shells/),
        expect.stringMatching(/route-preloads\.json is not a route table .*: no preloads/s),
        expect.stringMatching(/no .*page-shells\.json: pages are served without shells/),
        expect.stringMatching(/route-preloads\.json is not a route table .*: no preloads/s),
        expect.stringMatching(/page-shells\.json is not a page shell table .*: no shells/s),
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
