import type { Plugin } from 'vite';

// The app's stylesheet goes inside index.html as a <style> (issue 29, item 2): a linked stylesheet blocks
// the first paint for one more round trip, and on a phone (Lighthouse's mobile preset: 150 ms, 1.6 Mbps)
// that trip was 0.15–0.17 s of every page's first paint and, with it, of the page shell's LCP. The sheet is
// ~9 KB as sent (brotli), and index.html goes out compressed, so a page costs about what the sheet did; a
// navigation inside the app fetches no HTML, so nothing is sent twice. The CSP allows inline styles
// already (security-headers.ts: style-src 'unsafe-inline'). Decision 0152.

/** Vite's tag for the entry's stylesheet in the built index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;

/** `html` with each linked stylesheet of the build replaced by its text in a <style>. */
export function inlineStylesheets(html: string, cssOf: (fileName: string) => string | undefined): string {
  return html.replaceAll(STYLESHEET_LINK, (_link, fileName: string) => {
    const css = cssOf(fileName);
    if (css === undefined) throw new Error(`inline-css: ${fileName} is not in the build`);
    // The one text that would end the element early; Tailwind's output never holds it.
    if (/<\/style/i.test(css)) throw new Error(`inline-css: ${fileName} holds "</style"`);
    return `<style>${css}</style>`;
  });
}

/** The Vite plugin: inlines the entry's stylesheet once Vite has put its <link> in index.html. */
export function inlineCss(): Plugin {
  return {
    name: 'teewatch-inline-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return inlineStylesheets(html, (fileName) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return undefined;
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
      },
    },
  };
}
