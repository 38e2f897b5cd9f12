import type { Page } from 'playwright-core';
import { hasHorizontalScroll, joinWaitlist, newPage, signUpInContext } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Issue 51, items 1–4: the tee-times page on a phone (times on the first screen, a compact filter bar, the
// "Soonest" view), its search in the address (Back and a reload restore it), "1 player", and "Alert me
// for this" opening the waitlist form filled in. Each search names a date three days ahead in its address,
// inside every booking window, so the page never moves it (the clock is the app's and the simulator's).

const POLL = { timeout: 60_000 };

/** A date `days` after today in Vancouver (YYYY-MM-DD). */
function vancouverDate(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/Vancouver',
  });
}

const results = (page: Page) => page.getByRole('region', { name: 'Tee times', exact: true });
/** The first bookable time's button or link ("Book Now"). */
const firstSlot = (page: Page) => results(page).locator('li a[title], li button[title]').first();
const query = (page: Page) => new URL(page.url()).searchParams;

/** "7:12 AM" → minutes after midnight. */
function minutesOf(clock: string): number {
  const [, hours, minutes, half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(clock) ?? [];
  return ((Number(hours) % 12) + (half === 'PM' ? 12 : 0)) * 60 + Number(minutes);
}

test.describe('tee times on a phone, searches in the address, one player, "Alert me for this"', () => {
  const shared = useSharedGolferApp();
  const date = vancouverDate(3);

  test.beforeAll(async () => {
    // The search every test opens, asked once here: the worker's app reads its sheets before a page waits.
    const response = await fetch(`${shared.app.url}/api/tee-times?date=${date}`);
    expect(response.ok).toBe(true);
  });

  test('shows a tee time on the first screen at 360 px, the filters behind a compact bar', async () => {
    // The worker's first page of its app: every chunk is fetched and compiled on a loaded machine.
    test.setTimeout(240_000);
    const { context, page } = await newPage(shared.browser, { width: 360, height: 740 });
    await page.goto(`${shared.app.url}/tee-times?date=${date}`, { waitUntil: 'commit' });
    await firstSlot(page).waitFor({ timeout: 180_000 });
    const box = await firstSlot(page).boundingBox();
    expect(box).not.toBeNull();
    // Within the viewport, and above the demo's notice pinned to its foot when it shows.
    const notice = page.getByLabel('Demo data notice');
    const noticeTop = (await notice.count()) > 0 ? ((await notice.first().boundingBox())?.y ?? 740) : 740;
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(Math.min(740, noticeTop));
    expect(await hasHorizontalScroll(page)).toBe(false);
    // The party's control is behind its button; choosing "1 player" searches again and says so.
    expect(await page.getByLabel('Party Size').isVisible()).toBe(false);
    await page.getByRole('button', { name: /^Party Size Any/ }).click();
    await page.getByLabel('Party Size').selectOption({ label: '1 player' });
    await expect.poll(() => query(page).get('numberOfPlayers')).toBe('1');
    await page.getByRole('button', { name: /^Party Size 1 player/ }).waitFor();
    await firstSlot(page).waitFor(POLL);
    await expectNoAxeViolations(page);
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`"Soonest" lists every course's times in time order, remembered, at ${width} px`, async () => {
      const { context, page } = await newPage(shared.browser, { width, height: 800 });
      await page.goto(`${shared.app.url}/tee-times?date=${date}`);
      await firstSlot(page).waitFor(POLL);
      await page.getByRole('button', { name: 'Soonest' }).click();
      const rows = page.locator('#soonest-times > li');
      await rows.first().waitFor();
      // Each row: its time, then its course's name.
      const shown = await rows.evaluateAll((items) =>
        items.map((item) => {
          const parts = item.querySelectorAll('a[title] > span, button[title] > span');
          return { time: parts[0]?.textContent ?? '', course: parts[1]?.textContent ?? '' };
        }),
      );
      const minutes = shown.map((row) => minutesOf(row.time));
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
      expect(new Set(shown.map((row) => row.course)).size).toBeGreaterThan(1);
      expect(query(page).get('view')).toBe('soonest');
      await expectNoAxeViolations(page);
      // Remembered: a visit without a view in its address opens on it.
      await page.goto(`${shared.app.url}/tee-times?date=${date}`);
      await rows.first().waitFor(POLL);
      expect(await page.getByRole('button', { name: 'Soonest' }).getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: 'By course' }).click();
      await results(page).getByRole('article').first().waitFor();
      expect(query(page).get('view')).toBe('courses');
      await context.close();
    });
  }

  test('a search survives Back and a reload, and its address opens it elsewhere', async () => {
    const { context, page } = await newPage(shared.browser);
    await page.goto(`${shared.app.url}/tee-times?date=${date}`);
    await firstSlot(page).waitFor(POLL);
    await page.getByLabel('Start Time').selectOption({ label: '8:00 AM' });
    await page.getByLabel('End Time').selectOption({ label: '2:00 PM' });
    await page.getByLabel('Party Size').selectOption({ label: '1 player' });
    await expect.poll(() => query(page).get('numberOfPlayers')).toBe('1');
    expect(Object.fromEntries(query(page))).toMatchObject({ date, startHour: '8', endHour: '14' });
    const searched = page.url();

    const expectRestored = async (target: Page) => {
      await firstSlot(target).waitFor(POLL);
      expect(await target.getByLabel('Start Time').inputValue()).toBe('8');
      expect(await target.getByLabel('End Time').inputValue()).toBe('14');
      expect(await target.getByLabel('Party Size').inputValue()).toBe('1');
      expect(target.url()).toBe(searched);
    };
    await page.getByRole('navigation').getByRole('link', { name: 'Courses', exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Greater Vancouver Golf Courses' }).waitFor();
    await page.goBack();
    await expectRestored(page);
    await page.reload();
    await expectRestored(page);
    // A shared link, in a browser that never saw the search.
    const other = await newPage(shared.browser);
    await other.page.goto(searched);
    await expectRestored(other.page);
    await other.context.close();
    await context.close();
  });

  for (const width of [360, 1280]) {
    test(`"Alert me for this" opens the waitlist filled in; 1 player joins it, at ${width} px`, async () => {
      const { context, page } = await newPage(shared.browser, { width, height: 800 });
      await signUpInContext(context, shared.app.url, 'Single Golfer');
      await page.goto(`${shared.app.url}/tee-times?date=${date}&numberOfPlayers=1`);
      await firstSlot(page).waitFor(POLL);
      // The slot's title names its course and time: "Fraserview Golf Course, 7:12 AM".
      const title = (await firstSlot(page).getAttribute('title')) ?? '';
      const course = title.slice(0, title.lastIndexOf(', '));
      const slotTime = title.slice(title.lastIndexOf(', ') + 2);
      await results(page)
        .locator('li')
        .filter({ has: page.locator(`[title="${title}"]`) })
        .first()
        .getByRole('link', { name: /^Alert me for this/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Tee Time Waitlist in Metro Vancouver' }).waitFor();
      const form = page.getByRole('form', { name: 'Join the waitlist' });
      const checkbox = form.getByRole('checkbox', { name: new RegExp(`^${course}`) });
      await checkbox.first().waitFor(POLL);
      expect(await checkbox.first().isChecked()).toBe(true);
      expect(await form.getByRole('button', { name: /^Remove / }).count()).toBe(1);
      const hour = Math.floor(minutesOf(slotTime) / 60);
      const start = Number((await form.getByLabel('Start time').inputValue()).slice(0, 2));
      const end = Number((await form.getByLabel('End time').inputValue()).slice(0, 2));
      expect(start).toBeLessThanOrEqual(hour);
      expect(end).toBeGreaterThan(hour);
      expect(await form.getByLabel('Number of players').inputValue()).toBe('1');
      await expectNoAxeViolations(page);
      await joinWaitlist(page);
      await context.close();
    });
  }
});
