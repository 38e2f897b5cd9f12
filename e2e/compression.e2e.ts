import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rawRequest } from '@teewatch/server/testing';
import { ROOT } from './support/app-server';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Issue 29, item 1: the real server on the real build sends the home page's scripts compressed at build time
// (brotli or gzip, as the browser accepts, the file itself to one that accepts neither), JSON over 1 KB
// compressed on the fly, hashed assets cached for a year and index.html revalidated (decision 0091).

const DIST = path.join(ROOT, 'apps/web/dist');

/** The entry script index.html loads (the home page's first script). */
function entryScriptPath(indexHtml: string): string {
  const match = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(indexHtml);
  if (!match?.[1]) throw new Error('index.html loads no script from /assets/');
  return match[1];
}

test.describe('compressed and cached', () => {
  const shared = useSharedGolferApp();

  test("sends the home page's entry script as brotli, gzip or identity, with Vary and a year's cache", async () => {
    const home = await rawRequest(`${shared.app.url}/`);
    const script = entryScriptPath(home.body.toString('utf8'));
    const onDisk = readFileSync(path.join(DIST, script));

    const br = await rawRequest(`${shared.app.url}${script}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body).toEqual(readFileSync(path.join(DIST, `${script}.br`)));
    expect(brotliDecompressSync(br.body)).toEqual(onDisk);
    expect(br.body.length).toBeLessThan(onDisk.length / 3);

    const gzip = await rawRequest(`${shared.app.url}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body)).toEqual(onDisk);
    expect(gzip.body.length).toBeLessThan(onDisk.length / 2);
    expect(br.body.length).toBeLessThan(gzip.body.length);

    const identity = await rawRequest(`${shared.app.url}${script}`);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(Number(identity.headers['content-length'])).toBe(onDisk.length);
    expect(identity.body).toEqual(onDisk);

    for (const answer of [br, gzip, identity]) {
      expect(String(answer.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  test('revalidates index.html: no-cache with an ETag that answers 304 when it still holds', async () => {
    for (const url of [`${shared.app.url}/`, `${shared.app.url}/courses`]) {
      const page = await rawRequest(url, { headers: { 'accept-encoding': 'br' } });
      expect(page.headers['cache-control']).toBe('no-cache');
      const etag = page.headers.etag;
      expect(typeof etag).toBe('string');
      const again = await rawRequest(url, {
        headers: { 'accept-encoding': 'br', 'if-none-match': String(etag) },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  test('compresses a JSON answer over 1 KB on the fly, brotli or gzip, and leaves it whole without', async () => {
    const url = `${shared.app.url}/api/golf-courses`;
    const identity = await rawRequest(url);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body.length).toBeGreaterThan(1024);
    const courses = JSON.parse(identity.body.toString('utf8'));

    const br = await rawRequest(url, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(courses);
    expect(br.body.length).toBeLessThan(identity.body.length / 2);

    const gzip = await rawRequest(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(courses);
  });

  test('serves the favicon as .ico and .svg, which index.html names', async () => {
    const home = (await rawRequest(`${shared.app.url}/`)).body.toString('utf8');
    expect(home).toContain('<link rel="icon" href="/favicon.ico"');
    expect(home).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml"');
    const ico = await rawRequest(`${shared.app.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    expect(ico.body.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
    const svg = await rawRequest(`${shared.app.url}/favicon.svg`);
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
