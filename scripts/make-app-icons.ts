// Draws the installable app's PNG icons (apps/web/public/icons/) from the favicon's flag, in Chromium, so
// they can be drawn again when the mark changes: `npx tsx scripts/make-app-icons.ts` (decision 0131).
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { launchChromium } from './chromium';

const FLAG =
  '<path d="M11 26V6" stroke="#fff" stroke-width="2.5" stroke-linecap="round"/><path d="M11 7h12l-3.5 4.5L23 16H11z" fill="#fff"/>';
const GREEN = '#047857';

const ICONS: { file: string; size: number; svg: string }[] = [
  // "any": the favicon's rounded square.
  { file: 'icon-192.png', size: 192, svg: `<rect width="32" height="32" rx="7" fill="${GREEN}"/>${FLAG}` },
  { file: 'icon-512.png', size: 512, svg: `<rect width="32" height="32" rx="7" fill="${GREEN}"/>${FLAG}` },
  // "maskable": full bleed; the flag inside the central 60%, within the 80% safe zone every mask keeps.
  {
    file: 'icon-maskable-512.png',
    size: 512,
    svg: `<rect width="32" height="32" fill="${GREEN}"/><g transform="translate(16 16) scale(0.6) translate(-16 -16)">${FLAG}</g>`,
  },
  // The notification badge: Android shows only its alpha, so white on transparent.
  {
    file: 'badge-96.png',
    size: 96,
    svg: '<path d="M11 28V4" stroke="#fff" stroke-width="3" stroke-linecap="round"/><path d="M11 5h14l-4 5.5L25 16H11z" fill="#fff"/>',
  },
];

const browser = await launchChromium();
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${icon.size}" height="${icon.size}">${icon.svg}</svg>`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style>${svg}`);
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: icon.size, height: icon.size },
    });
    await writeFile(fileURLToPath(new URL(`../apps/web/public/icons/${icon.file}`, import.meta.url)), png);
    await page.close();
  }
} finally {
  await browser.close();
}
