// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { inlineCss, inlineStylesheets } from './inline-css';

// The stylesheet goes inside index.html (decision 0152): checked on a real Vite build of a small app, so
// the tag the plugin looks for is the one Vite writes.

const root = mkdtempSync(path.join(tmpdir(), 'inline-css-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('inlineCss', () => {
  it("puts the build's stylesheet in index.html as a <style> and links none", async () => {
    writeFileSync(
      path.join(root, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    writeFileSync(path.join(root, 'main.js'), "import './app.css';\ndocument.title = 'ready';\n");
    writeFileSync(path.join(root, 'app.css'), '.headline { color: rgb(1, 2, 3); }\n');
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [inlineCss()],
      build: { outDir: 'dist' },
    });
    const html = readFileSync(path.join(root, 'dist/index.html'), 'utf8');
    expect(html).toMatch(/<style>\.headline\{color:(?:rgb\(1, ?2, ?3\)|#010203)\}\s*<\/style>/);
    expect(html).not.toContain('rel="stylesheet"');
    // The module script still loads.
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/);
    expect(readdirSync(path.join(root, 'dist/assets')).some((file) => file.endsWith('.js'))).toBe(true);
  }, 60_000);
});

describe('inlineStylesheets', () => {
  const link = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';

  it('refuses a stylesheet the build does not hold, or one whose text would end the element', () => {
    expect(() => inlineStylesheets(link, () => undefined)).toThrow('assets/index-1.css is not in the build');
    expect(() => inlineStylesheets(link, () => 'a{}</style><script>')).toThrow('holds "</style"');
  });

  it('leaves a page without a linked stylesheet as it is', () => {
    const html = '<head><title>t</title></head>';
    expect(inlineStylesheets(html, () => 'a{}')).toBe(html);
  });
});
