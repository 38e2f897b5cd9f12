import type { Page } from 'playwright-core';
import { hasHorizontalScroll, newPage } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Rough edges found in use (issue 51, item 7): what a page answers for an address it does not have, and a
// page that stays within a phone's width whatever the golfer is called.

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 900 };

async function fitsItsWidth(page: Page): Promise<void> {
  expect(await hasHorizontalScroll(page)).toBe(false);
  await expectNoAxeViolations(page);
}

test.describe('rough edges', () => {
  const shared = useSharedGolferApp();

  test('an unknown address and a course that is not there answer 404 with the not-found page', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(shared.browser, viewport);
      const unknown = await page.goto(`${shared.app.url}/no-such-page`);
      expect(unknown?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
      await fitsItsWidth(page);
      await page.getByRole('link', { name: 'Go home' }).waitFor();

      for (const [id, why] of [
        ['4.5', 'Invalid course ID'],
        ['999999', "The course you're looking for doesn't exist"],
      ]) {
        const answer = await page.goto(`${shared.app.url}/courses/${id}`);
        expect(answer?.status(), id).toBe(404);
        expect(answer?.headers()['content-type'], id).toContain('text/html');
        await page.getByRole('heading', { level: 1, name: 'Course Not Found' }).waitFor();
        expect(await page.getByRole('main').textContent()).toContain(why);
        await fitsItsWidth(page);
      }
      expect((await page.goto(`${shared.app.url}/courses`))?.status()).toBe(200);
      await context.close();
    }
    // The API keeps its JSON answers.
    const api = await fetch(`${shared.app.url}/api/golf-courses/4.5`, { headers: { accept: 'text/html' } });
    expect(api.status).toBe(400);
    expect(api.headers.get('content-type')).toContain('application/json');
  });

  test('a 200-character name wraps on the dashboard instead of widening it', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { context, page } = await newPage(shared.browser, viewport);
      const name = 'W'.repeat(200);
      const email = `long-name-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      const signUp = await context.request.post(`${shared.app.url}/api/auth/sign-up/email`, {
        data: { name, email, password: 'fairway-123' },
        headers: { origin: shared.app.url },
      });
      expect(signUp.ok()).toBe(true);
      const signIn = await context.request.post(`${shared.app.url}/api/auth/sign-in/email`, {
        data: { email, password: 'fairway-123' },
        headers: { origin: shared.app.url },
      });
      expect(signIn.ok()).toBe(true);
      await page.goto(`${shared.app.url}/dashboard`);
      await page.getByText(`Welcome, ${name}`).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await fitsItsWidth(page);
      await context.close();
    }
  });
});
