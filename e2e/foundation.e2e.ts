import { hasHorizontalScroll, newPage } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// The shared layout, the sign-in dialog and the account menu (golfer-side §2, §4), in a real browser
// against the built app.

test.describe('shared layout and accounts', () => {
  const shared = useSharedGolferApp();

  test('registers through the dialog, shows the account menu, signs out and signs back in', async () => {
    const { page } = await newPage(shared.browser, { width: 1280, height: 800 });
    const email = `pat-${Date.now()}@example.com`;
    await page.goto(`${shared.app.url}/courses`);
    const header = page.getByRole('banner');
    await expect.poll(() => header.getByRole('link', { name: 'Courses' }).isVisible()).toBe(true);
    await expect.poll(() => header.getByRole('link', { name: 'Tee Times' }).isVisible()).toBe(true);
    await expect.poll(() => header.getByRole('link', { name: 'Waitlist' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('contentinfo').textContent()).toContain('©');
    await expectNoAxeViolations(page);

    await header.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      'Sign in to manage your golf tee time waitlists and get personalized notifications.',
    );
    await expectNoAxeViolations(page);

    // Validation stops an empty form before any request.
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect.poll(() => dialog.textContent()).toContain('Email address is required');

    await dialog.getByRole('button', { name: "Don't have an account? Sign up" }).click();
    await dialog.getByLabel('Full Name').fill('Pat Golfer');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('fairway-123');
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    // Sign-up answers alike for a known address, so it does not sign in: the login form is left filled in.
    await dialog.getByRole('status').filter({ hasText: 'Check your email' }).waitFor();
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.waitFor({ state: 'detached' });

    const avatar = header.getByRole('button', { name: 'Account menu for Pat Golfer' });
    await avatar.waitFor();
    expect(new URL(page.url()).pathname).toBe('/courses');
    await avatar.click();
    const menu = page.getByRole('menu');
    await menu.waitFor();
    expect(await menu.textContent()).toContain('Pat Golfer');
    expect(await menu.textContent()).toContain(email);
    expect(await menu.getByRole('menuitem', { name: 'My Dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    // 16 rem wide (golfer-side §2, §9).
    expect((await menu.boundingBox())?.width).toBe(256);
    await expectNoAxeViolations(page);

    await menu.getByRole('menuitem', { name: 'Sign Out' }).click();
    await header.getByRole('button', { name: 'Sign In' }).waitFor();

    // A wrong password shows the server's message in the red box; the right one signs in.
    await header.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).not.toBe('');
    await dialog.getByLabel('Password').fill('fairway-123');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.waitFor({ state: 'detached' });
    await avatar.waitFor();
    await page.context().close();
  });

  test('offers no Google button when Google sign-in is not configured, and greets a first sign-in plainly', async () => {
    const { page } = await newPage(shared.browser, { width: 1280, height: 800 });
    const appInfo = page.waitForResponse((response) => response.url().endsWith('/api/app-info'));
    await page.goto(`${shared.app.url}/courses`);
    expect(((await (await appInfo).json()) as { data: { googleSignIn?: boolean } }).data.googleSignIn).toBe(
      false,
    );
    await page.getByRole('banner').getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email').waitFor();
    expect(await dialog.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    expect(await dialog.getByText('or', { exact: true }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // A first visit to /sign-in is not told that a session ended.
    await page.goto(`${shared.app.url}/sign-in`);
    await page.getByText('Sign in, or create an account, to manage your tee time waitlists.').waitFor();
    expect(await page.getByText(/Your session has ended/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('has a small-screen menu that opens, locks scroll and closes on Escape and outside click', async () => {
    const { page } = await newPage(shared.browser, { width: 360, height: 740 });
    await page.goto(`${shared.app.url}/courses`);
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: 'Times' }).waitFor();
    expect(await header.getByRole('link', { name: 'Waitlist' }).isVisible()).toBe(true);
    expect(await header.getByRole('link', { name: 'Courses' }).count()).toBe(0);
    await page.getByText(/Showing all \d+ golf courses/).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);

    const toggle = header.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const courses = header.getByRole('link', { name: 'Courses' });
    await courses.waitFor();
    expect(await header.getByRole('button', { name: 'Sign In' }).isVisible()).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    expect(await header.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await courses.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await toggle.click();
    await courses.waitFor();
    await page.mouse.click(180, 600);
    await courses.waitFor({ state: 'detached' });

    // Its Sign In button closes the menu and opens the dialog.
    await toggle.click();
    await header.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await courses.count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.context().close();
  });
});
