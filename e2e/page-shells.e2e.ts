import { rawRequest } from '@teewatch/server/testing';
import type { Page } from 'playwright-core';
import { courseIdByName, newPage, signUpInContext } from './golfer-helpers';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Issue 29, item 2 (decision 0148): each golfer page's HTML already holds its first screen, so its heading
// paints before any JavaScript runs; React then replaces the shell with the page without an error or a
// warning in the console (Lighthouse's best practices count them), and the header shows who is signed in.

const POLL = { timeout: 60_000 };

/** Each page, its heading in the HTML, and what only the page itself (not its shell) shows. */
const PAGES = [
  { path: '/', heading: 'Find Golf Tee Times in Vancouver, BC', pageOnly: 'Tee times made simple' },
  {
    path: '/tee-times',
    heading: 'Find and Book Golf Tee Times in Metro Vancouver',
    pageOnly: 'Party Size',
  },
  { path: '/waitlist', heading: 'Tee Time Waitlist in Metro Vancouver', pageOnly: 'Golf courses' },
  { path: '/courses', heading: 'Greater Vancouver Golf Courses', pageOnly: 'Langara Golf Course' },
];

/** The console's errors and warnings and the page's uncaught errors, from now on. */
function watchConsole(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      seen.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`pageerror: ${error.message}`));
  return seen;
}

test.describe('page shells', () => {
  const shared = useSharedGolferApp();

  test("sends each golfer page's heading in its HTML, shown with JavaScript off", async () => {
    const context = await shared.browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 360, height: 740 },
    });
    try {
      for (const { path, heading } of PAGES) {
        const html = (await rawRequest(`${shared.app.url}${path}`)).body.toString('utf8');
        const root = html.slice(html.indexOf('<div id="root">'));
        expect(root, path).toMatch(new RegExp(`^<div id="root"><div[^>]*>.*<h1[^>]*>${heading}</h1>`));
        const page = await context.newPage();
        await page.goto(`${shared.app.url}${path}`);
        expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(heading);
        await page.close();
      }
    } finally {
      await context.close();
    }
  });

  test('replaces the shell with the page, one heading, nothing in the console', async () => {
    const langara = await courseIdByName(shared.app.url, 'Langara Golf Course');
    const pages = [
      ...PAGES,
      { path: `/courses/${langara}`, heading: 'Langara Golf Course', pageOnly: 'Langara Golf Course' },
    ];
    for (const width of [360, 1280]) {
      const { context, page } = await newPage(shared.browser, { width, height: 800 });
      const messages = watchConsole(page);
      for (const { path, heading, pageOnly } of pages) {
        await page.goto(`${shared.app.url}${path}`);
        // The visible one: the tee-times page's compact filter bar holds hidden labels of the same words.
        await page.getByText(pageOnly, { exact: false }).filter({ visible: true }).first().waitFor(POLL);
        await page.waitForLoadState('networkidle');
        const headings = page.getByRole('heading', { level: 1 });
        expect(await headings.count(), path).toBe(1);
        expect(await headings.textContent(), path).toBe(heading);
      }
      expect(messages).toEqual([]);
      await context.close();
    }
  });

  test("shows a signed-in golfer's account in the header once the session is read", async () => {
    const { context, page } = await newPage(shared.browser, { width: 1280, height: 800 });
    await signUpInContext(context, shared.app.url, 'Shell Golfer');
    const messages = watchConsole(page);
    await page.goto(`${shared.app.url}/tee-times`);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Account menu for Shell Golfer' }).waitFor(POLL);
    expect(await header.getByRole('button', { name: 'Sign In' }).count()).toBe(0);
    expect(messages).toEqual([]);
    await context.close();
  });
});
