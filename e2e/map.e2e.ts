import type { GolfCourse } from '@teewatch/shared';
import { pathTo } from '@teewatch/shared';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// The courses map and "Near me" (issue 47 items 1 and 2, decisions 0310, 0311): Leaflet loads only when the
// map opens, its tiles come from the simulator's stand-in (nothing reaches the internet), every placed course
// is on it, a marker opens the course's card by keyboard, and Near me sorts by distance or says why not.

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];
// Burnaby Mountain Golf Course's seeded point: the golfer stands on its first tee.
const BURNABY_MOUNTAIN = { latitude: 49.266041, longitude: -122.943621 };

/** The course names of the list's cards, top to bottom. */
function cardNames(page: Page): Promise<string[]> {
  return page.locator('main article h2').allTextContents();
}

/** What the page fetched that is the map's own chunk or any address outside the app and its simulator. */
function watchRequests(
  page: Page,
  allowed: string[],
): { mapChunks: string[]; outside: string[]; cspViolations: string[] } {
  const seen = { mapChunks: [] as string[], outside: [] as string[], cspViolations: [] as string[] };
  // The tiles come from another origin than the page's: the CSP's img-src must allow it (security-headers.ts).
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) seen.cspViolations.push(message.text());
  });
  page.on('request', (request) => {
    const url = request.url();
    if (/\/assets\/course-map-/.test(url)) seen.mapChunks.push(url);
    if (!url.startsWith('data:') && !allowed.some((origin) => url.startsWith(origin))) seen.outside.push(url);
  });
  return seen;
}

test.describe('the courses map', () => {
  const shared = useSharedGolferApp();
  let catalogue: GolfCourse[];

  test.beforeAll(async () => {
    const response = await fetch(`${shared.app.url}/api/golf-courses`);
    catalogue = ((await response.json()) as { data: GolfCourse[] }).data;
  });

  async function open(viewport: { width: number; height: number }, options: BrowserContextOptions = {}) {
    const context = await shared.browser.newContext({ viewport, ...options });
    const page = await context.newPage();
    const seen = watchRequests(page, [shared.app.url, shared.simulatorUrl]);
    return { context, page, seen };
  }

  for (const viewport of VIEWPORTS) {
    test(`shows every placed course and opens its card from the keyboard at ${viewport.width} px`, async () => {
      const { context, page, seen } = await open(viewport);
      await page.goto(`${shared.app.url}/courses`);
      await page.getByText(`Showing all ${catalogue.length} golf courses`).waitFor();
      // The list is the default, and the map's code has not been fetched.
      expect(await page.locator('.leaflet-container').count()).toBe(0);
      expect(seen.mapChunks).toEqual([]);

      await page.getByRole('button', { name: 'Map', exact: true }).click();
      const map = page.getByRole('region', { name: 'Map of the golf courses' });
      await map.waitFor();
      expect(new URL(page.url()).searchParams.get('view')).toBe('map');
      expect(seen.mapChunks.length).toBeGreaterThan(0);

      const placed = catalogue.filter((course) => course.latitude != null && course.longitude != null);
      const places = new Set(placed.map((course) => `${course.latitude},${course.longitude}`));
      expect(placed.length).toBeGreaterThan(20);
      await expect.poll(() => map.locator('.course-marker').count()).toBe(places.size);
      const live = placed.filter((course) => !course.directory_only);
      expect(await map.locator('.course-marker-directory').count()).toBeGreaterThan(0);
      expect(await map.locator('.course-marker-live').count()).toBeGreaterThan(0);
      await expect(page.getByRole('list', { name: 'Map legend' })).toContainText('Live tee times');

      // The stand-in's tiles load and the credit the tiles' licence asks for is shown.
      await expect
        .poll(() =>
          map
            .locator('img.leaflet-tile-loaded')
            .evaluateAll(
              (tiles) => tiles.filter((tile) => (tile as HTMLImageElement).naturalWidth === 256).length,
            ),
        )
        .toBeGreaterThan(0);
      await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
        'href',
        'https://www.openstreetmap.org/copyright',
      );

      // The text alternative names every placed course.
      await page.getByText(/^The map as a list/).click();
      const alternative = await page.locator('details li').allTextContents();
      for (const course of placed) expect(alternative.join('\n')).toContain(course.name);

      // Keyboard: Tab onto a marker (Leaflet makes each a button), Enter opens its card, focused.
      const target = live.find(
        (course) => placed.filter((other) => other.latitude === course.latitude).length === 1,
      )!;
      const marker = map.getByRole('button', { name: `${target.name}: live tee times` });
      await marker.focus();
      await page.keyboard.press('Enter');
      const card = page.getByRole('region', { name: `On the map: ${target.name}` });
      await expect(card).toBeFocused();
      await expect(card.getByRole('heading', { name: target.name })).toBeVisible();
      await expect(card).toContainText(
        /First open time today: \d{1,2}:\d{2} [AP]M|No open tee times left today/,
      );
      await expect(card.getByRole('link', { name: `View course: ${target.name}` })).toHaveAttribute(
        'href',
        pathTo('course', { id: target.id }),
      );
      // "Alert me" opens the waitlist form with this course chosen.
      await expect(card.getByRole('link', { name: `Alert me: ${target.name}` })).toHaveAttribute(
        'href',
        pathTo('waitlist', undefined, { courseIds: [target.id] }),
      );
      // The list stays below the map.
      expect(await page.locator('main article').count()).toBeGreaterThanOrEqual(catalogue.length);
      await expectNoAxeViolations(page);
      expect(seen.outside).toEqual([]);
      expect(seen.cspViolations).toEqual([]);
      await context.close();
    });
  }

  test('a directory-only place says so on its card, and the home page never fetches the map', async () => {
    const { context, page, seen } = await open({ width: 1280, height: 900 });
    await page.goto(`${shared.app.url}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(seen.mapChunks).toEqual([]);

    await page.goto(`${shared.app.url}${pathTo('courses', undefined, { view: 'map' })}`);
    const directory = catalogue.find((course) => course.directory_only && course.latitude != null)!;
    await page.getByRole('button', { name: `${directory.name}: directory only` }).click();
    const card = page.getByRole('region', { name: `On the map: ${directory.name}` });
    await expect(card).toContainText("Book on the course's site: no live tee times here");
    await expect(card.getByRole('link', { name: /Alert me/ })).toHaveCount(0);
    await card.getByRole('button', { name: 'Close' }).click();
    await expect(card).toHaveCount(0);
    expect(seen.outside).toEqual([]);
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`Near me with a granted location sorts by distance at ${viewport.width} px`, async () => {
      const { context, page } = await open(viewport, {
        geolocation: BURNABY_MOUNTAIN,
        permissions: ['geolocation'],
      });
      await page.goto(`${shared.app.url}/courses`);
      await page.getByText(`Showing all ${catalogue.length} golf courses`).waitFor();
      const before = await cardNames(page);
      await page.getByRole('button', { name: 'Near me' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Nearest first' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Near me' })).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(async () => (await cardNames(page))[0]).toBe('Burnaby Mountain Golf Course');
      const distances = await page
        .locator('main article')
        .evaluateAll((cards) =>
          cards
            .map((card) => /([\d.]+) km away/.exec(card.textContent ?? '')?.[1])
            .map((km) => (km ? Number(km) : null)),
        );
      expect(distances[0]).toBe(0.1);
      const known = distances.filter((km): km is number => km !== null);
      expect(known).toEqual([...known].sort((a, b) => a - b));
      // The courses without coordinates follow the placed ones.
      expect(distances.slice(known.length).every((km) => km === null)).toBe(true);
      await expectNoAxeViolations(page);

      // Pressed again: the usual order.
      await page.getByRole('button', { name: 'Near me' }).click();
      await expect.poll(() => cardNames(page)).toEqual(before);
      await context.close();
    });
  }

  test('Near me with a refused location leaves the order and says why', async () => {
    const { context, page } = await open({ width: 360, height: 740 }, { permissions: [] });
    await page.goto(`${shared.app.url}/courses`);
    await page.getByText(`Showing all ${catalogue.length} golf courses`).waitFor();
    const before = await cardNames(page);
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Location access was refused' })).toBeVisible();
    expect(await cardNames(page)).toEqual(before);
    expect(await page.getByText(/km away/).count()).toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  for (const viewport of VIEWPORTS) {
    test(`Near me sorts the tee times and the waitlist's course picker at ${viewport.width} px`, async () => {
      const { context, page } = await open(viewport, {
        geolocation: BURNABY_MOUNTAIN,
        permissions: ['geolocation'],
      });
      await page.goto(`${shared.app.url}${pathTo('teeTimes')}`);
      const results = page.getByRole('region', { name: 'Tee times' }).locator('article');
      await results.first().waitFor();
      await page.getByRole('button', { name: 'Near me' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Nearest first' })).toBeVisible();
      await expect.poll(() => results.first().textContent()).toMatch(/km away/);
      const kms = await results.evaluateAll((cards) =>
        cards.map((card) => Number(/([\d.]+) km away/.exec(card.textContent ?? '')?.[1] ?? Number.NaN)),
      );
      const known = kms.filter((km) => !Number.isNaN(km));
      expect(known.length).toBeGreaterThan(0);
      expect(known).toEqual([...known].sort((a, b) => a - b));
      await expectNoAxeViolations(page);

      await page.goto(`${shared.app.url}${pathTo('waitlist')}`);
      const picker = page.getByRole('group', { name: 'Golf courses' });
      await picker.getByRole('checkbox').first().waitFor();
      await picker.getByRole('button', { name: 'Near me' }).click();
      await expect(picker.locator('label').first()).toContainText('Burnaby Mountain Golf Course');
      await expect(picker.locator('label').first()).toContainText('0.1 km away');
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
