import type { GolfCourse } from '@teewatch/shared';
import type { Page } from 'playwright-core';
import { hasHorizontalScroll, newPage } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// The Courses list and Course detail pages (golfer-side §2, §5, §8) against the seeded catalogue.

async function summary(page: Page): Promise<string> {
  return (await page.locator('main p[aria-live="polite"]').textContent())?.trim() ?? '';
}

test.describe('courses pages', () => {
  const shared = useSharedGolferApp();
  let catalogue: GolfCourse[];

  test.beforeAll(async () => {
    const response = await fetch(`${shared.app.url}/api/golf-courses`);
    catalogue = ((await response.json()) as { data: GolfCourse[] }).data;
  });

  test('searches by name and filters by city chip, with the summary sentence', async () => {
    const { page } = await newPage(shared.browser);
    await page.goto(`${shared.app.url}/courses`);
    await page.getByRole('heading', { level: 1, name: 'Greater Vancouver Golf Courses' }).waitFor();
    await page.getByText(`Showing all ${catalogue.length} golf courses`).waitFor();
    expect(await page.locator('main article').count()).toBe(catalogue.length);
    await expectNoAxeViolations(page);

    const chips = await page
      .getByRole('group', { name: 'Filter by city' })
      .getByRole('button')
      .allTextContents();
    const count = (city: string) => catalogue.filter((course) => course.city === city).length;
    expect(chips.slice(0, 4)).toEqual([
      `All Cities (${catalogue.length})`,
      `Vancouver (${count('Vancouver')})`,
      `Burnaby (${count('Burnaby')})`,
      `Richmond (${count('Richmond')})`,
    ]);

    const search = page.getByPlaceholder('Search golf courses...');
    await search.fill('  MEADOW ');
    const meadows = catalogue.filter((course) => course.name.toLowerCase().includes('meadow'));
    await expect.poll(() => summary(page)).toBe(`Found ${meadows.length} courses matching "MEADOW"`);
    expect(await page.locator('main article').count()).toBe(meadows.length);

    await page.getByRole('button', { name: `Richmond (${count('Richmond')})` }).click();
    await expect.poll(() => summary(page)).toBe('Found 1 course matching "MEADOW" in Richmond');

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => summary(page)).toBe(`Showing ${count('Richmond')} golf courses in Richmond`);
    expect(new URL(page.url()).searchParams.get('city')).toBe('Richmond');

    await search.fill('no such course');
    await page.getByRole('heading', { name: 'No Golf Courses Found' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'View All Courses' }).click();
    await expect.poll(() => summary(page)).toBe(`Showing all ${catalogue.length} golf courses`);
    expect(await search.inputValue()).toBe('');
    await page.context().close();
  });

  test('opens a course detail page from the list', async () => {
    const { page } = await newPage(shared.browser);
    await page.goto(`${shared.app.url}/courses`);
    const course =
      catalogue.find((candidate) => candidate.name === 'Fraserview Golf Course') ?? catalogue[0]!;
    await page
      .getByRole('link', { name: new RegExp(`^View Details\\W+${course.name.replace(/[()]/g, '\\$&')}$`) })
      .click();
    await page.getByRole('heading', { level: 1, name: course.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/courses/${course.id}`);

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await breadcrumb.textContent()).toContain('Courses');
    expect(await breadcrumb.textContent()).toContain(course.name);
    for (const heading of ['Booking Information', 'Ready to Play?', 'Location Map']) {
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(1);
    }
    // Sections show only what is known (issue 15): no rows of "Not known".
    const hasStats = [
      course.holes,
      course.length_yards,
      course.par,
      course.course_rating,
      course.slope_rating,
    ].some((value) => value !== null && value !== undefined);
    const hasContact = Boolean(course.address || course.phone || course.email || course.website);
    for (const [heading, isShown] of [
      ['Course Details', hasStats],
      ['Course Features', course.features.length > 0],
      ['Facilities & Services', course.facilities.length > 0],
      ['Contact & Location', hasContact],
    ] as const) {
      expect(await page.getByRole('heading', { name: heading }).count()).toBe(isShown ? 1 : 0);
    }
    expect(await page.getByText('Not known').count()).toBe(0);
    const main = page.getByRole('main');
    expect(await main.textContent()).toContain(course.is_public ? 'Open to Public' : 'Members Only');
    if (course.booking_advance_days) {
      expect(await main.textContent()).toContain(`${course.booking_advance_days} days ahead`);
    }
    const book = page.getByRole('link', { name: /Book Tee Time/ });
    expect(await book.getAttribute('href')).toBe(course.booking_url ?? course.website);
    expect(await book.getAttribute('target')).toBe('_blank');
    expect(await book.getAttribute('rel')).toContain('noopener');
    const googleMaps = await page.getByRole('link', { name: /View in Google Maps/ }).getAttribute('href');
    expect(googleMaps).toContain('https://www.google.com/maps/search/?api=1&query=');
    expect(decodeURIComponent(googleMaps ?? '')).toContain(course.address ?? course.name);
    expect(await page.getByRole('link', { name: /Open in Apple Maps/ }).getAttribute('href')).toContain(
      'https://maps.apple.com/?q=',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to All Courses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Greater Vancouver Golf Courses' }).waitFor();
    await page.context().close();
  });

  test('shows "Course Not Found" for a non-numeric or unknown id', async () => {
    const { page } = await newPage(shared.browser);
    for (const [id, why] of [
      ['abc', 'Invalid course ID'],
      ['999999', "The course you're looking for doesn't exist"],
    ]) {
      await page.goto(`${shared.app.url}/courses/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Course Not Found' }).waitFor();
      expect(await page.getByRole('main').textContent()).toContain(why);
      await expectNoAxeViolations(page);
    }
    await page.getByRole('link', { name: 'Back to Courses' }).click();
    await page.getByRole('heading', { level: 1, name: 'Greater Vancouver Golf Courses' }).waitFor();
    await page.context().close();
  });

  test('fits a 360 px screen without horizontal scroll', async () => {
    const { page } = await newPage(shared.browser, { width: 360, height: 740 });
    await page.goto(`${shared.app.url}/courses`);
    await page.getByText(`Showing all ${catalogue.length} golf courses`).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.goto(`${shared.app.url}/courses/${catalogue[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: catalogue[0]!.name }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
