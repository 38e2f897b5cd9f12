import { type Browser, chromium } from 'playwright-core';

/** Debian's Chromium, which the browser tests and `npm run budget` drive (.ci/run installs it). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every headless Chromium here starts with (the budget, and the browser specs' playwright.config.ts). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Headless Chromium as the browser tests and the home page's JavaScript budget both launch it. */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
}
