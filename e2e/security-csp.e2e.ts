import type { ConsoleMessage, Page } from 'playwright-core';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Issue 13, hole 4: the SPA works in a real browser under the Content-Security-Policy the server
// sends (no inline script, no framing), with no CSP violation reported on the way.

/** A loaded machine can take seconds to boot the SPA; a CSP block would never let it boot at all. */
const POLL = { timeout: 30_000 };

type Violation = { directive: string; blocked: string };

/** Records CSP violations twice over: the DOM event (exact) and the console (what a developer sees). */
async function watchViolations(page: Page): Promise<{ events: Violation[]; console: string[] }> {
  const seen = { events: [] as Violation[], console: [] as string[] };
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => seen.events.push(violation));
  // Init scripts are injected by the browser's devtools protocol, not by the page, so CSP does not apply to them.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __reportCspViolation: (v: Violation) => void }).__reportCspViolation({
        directive: event.violatedDirective,
        blocked: event.blockedURI,
      });
    });
  });
  page.on('console', (message: ConsoleMessage) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.console.push(message.text());
  });
  return seen;
}

test.describe('the SPA under the Content-Security-Policy', () => {
  const shared = useSharedGolferApp();

  test('sends the policy on the page and the API, and the pages work with no violation', async () => {
    const page = await (
      await shared.browser.newContext({ viewport: { width: 1280, height: 800 } })
    ).newPage();
    const seen = await watchViolations(page);

    const home = await page.goto(`${shared.app.url}/`);
    // Reported first, so a failure below says whether the policy blocked something.
    await page.waitForLoadState('networkidle');
    expect(seen.events).toEqual([]);
    expect(seen.console).toEqual([]);
    const csp = home?.headers()['content-security-policy'] ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(home?.headers()['x-content-type-options']).toBe('nosniff');
    const api = await page.request.get(`${shared.app.url}/api/golf-courses`);
    expect(api.headers()['content-security-policy']).toContain("default-src 'self'");

    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: 'Courses' }).isVisible(), POLL).toBe(true);
    await page.goto(`${shared.app.url}/courses`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), POLL).toBeGreaterThan(0);
    await expect.poll(() => page.locator('main').textContent(), POLL).toContain('Golf');

    // A write through the API from the page itself (same origin) passes the cross-site guard.
    await header.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await dialog.getByLabel('Full Name').fill('Casey Secure');
    await dialog.getByLabel('Email').fill('casey@example.com');
    await dialog.getByLabel('Password').fill('fairway-123');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    // Sign-up answers alike for a known address, so it does not sign in: the login form is left filled in.
    await dialog.getByRole('status').filter({ hasText: 'Check your email' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.waitFor({ state: 'detached' });
    await header.getByRole('button', { name: 'Account menu for Casey Secure' }).waitFor();

    await page.goto(`${shared.app.url}/tee-times`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), POLL).toBeGreaterThan(0);
    await page.goto(`${shared.app.url}/dashboard`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).count(), POLL).toBeGreaterThan(0);

    expect(seen.events).toEqual([]);
    expect(seen.console).toEqual([]);
  });

  test('cannot be framed by another page', async () => {
    const page = await (await shared.browser.newContext()).newPage();
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.setContent(`<iframe src="${shared.app.url}/courses" title="framed"></iframe>`);
    await expect
      .poll(() => messages.some((m) => /frame-ancestors|Refused to frame/i.test(m)), { timeout: 10_000 })
      .toBe(true);
    const frame = page.frames().find((f) => f.url().startsWith(shared.app.url));
    // The framed document never loads the app (Chromium shows an error page or nothing).
    const framedText = frame
      ? await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '')
      : '';
    expect(framedText).not.toContain('Courses');
  });
});
