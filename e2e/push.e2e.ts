import { createECDH, randomBytes } from 'node:crypto';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { apiInContext, courseIdByName, newPage, signUpInContext } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Issue 28 item 1, the browser's side: the app installs (a valid manifest with fetchable icons) and its
// service worker shows the server's pushes. Headless Chromium has no push service to subscribe to, so the
// pushes come through the DevTools protocol (ServiceWorker.deliverPushMessage), which fires the worker's
// `push` event exactly as a delivered message does (decision 0131).

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The notifications the page's service worker registration shows now. */
async function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const notifications = await registration.getNotifications();
    return notifications.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
  });
}

/** Delivers one push to the page's service worker through the DevTools protocol. */
async function deliverPush(context: BrowserContext, page: Page, origin: string, payload: object) {
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: await registrationId,
    data: JSON.stringify(payload),
  });
  await cdp.detach();
}

/** Adds a phone's subscription, as its browser would post it (a real P-256 key: the server checks it). */
async function addPhoneInContext(context: BrowserContext, appUrl: string): Promise<void> {
  const phone = createECDH('prime256v1');
  phone.generateKeys();
  await apiInContext(context, appUrl, {
    method: 'POST',
    path: '/api/push/subscriptions',
    body: {
      endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
      expirationTime: null,
      keys: { p256dh: phone.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
    },
    expected: 201,
  });
}

test.describe('installable app and push notifications', () => {
  const shared = useSharedGolferApp();

  test('serves a valid web app manifest, linked from every page, with its icons', async () => {
    const appUrl = shared.app.url;
    const response = await fetch(`${appUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: 'Teewatch',
      short_name: 'Teewatch',
      display: 'standalone',
      scope: '/',
      theme_color: '#047857',
      background_color: '#ffffff',
    });
    expect(new URL(manifest.start_url, appUrl).origin).toBe(appUrl);
    const wanted = ['192x192 any', '512x512 any', '512x512 maskable'];
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(wanted);
    for (const icon of manifest.icons) {
      const image = await fetch(new URL(icon.src, appUrl));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      const { width, height } = pngSize(Buffer.from(await image.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }

    const { context, page } = await newPage(shared.browser);
    await page.goto(`${appUrl}/courses`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    // The home page's critical path registers no service worker (its JavaScript budget holds without it).
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(
      0,
    );
    await context.close();
  });

  test('serves the service worker for revalidation on every check', async () => {
    const response = await fetch(`${shared.app.url}/sw.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  test('registers the service worker on the account page and shows a push; the same tag replaces it', async () => {
    const appUrl = shared.app.url;
    const { context, page } = await newPage(shared.browser);
    await context.grantPermissions(['notifications'], { origin: appUrl });
    await signUpInContext(context, appUrl, 'Pat Push');
    await page.goto(`${appUrl}/account`);
    await page.getByRole('heading', { level: 2, name: 'Phone and browser alerts' }).waitFor();
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${appUrl}/`);

    // The payload as the server's features/push/push-payload.ts writes it.
    const open = {
      kind: 'open',
      tag: 'slot-41-2026-06-06-07:10-18',
      title: '7:10 AM at Fraserview Golf Course',
      body: 'Sat, Jun 6 · 18 holes · 2 spots · $62.00 per player',
      courseName: 'Fraserview Golf Course',
      date: '2026-06-06',
      time: '07:10',
      holes: 18,
      spots: 2,
      price: 62,
      url: '/l/book-41',
      moreCount: 0,
      silent: false,
    };
    await deliverPush(context, page, appUrl, open);
    await expect
      .poll(() => shownNotifications(page))
      .toEqual([
        {
          title: '7:10 AM at Fraserview Golf Course',
          body: 'Sat, Jun 6 · 18 holes · 2 spots · $62.00 per player',
          tag: 'slot-41-2026-06-06-07:10-18',
          data: { url: `${appUrl}/l/book-41` },
        },
      ]);

    // Later news about the same slot (here: it was taken) replaces the notification instead of adding one.
    await deliverPush(context, page, appUrl, {
      ...open,
      kind: 'taken',
      title: '7:10 AM at Fraserview Golf Course was taken',
      body: 'Sat, Jun 6: someone booked it first. Teewatch keeps watching for you.',
      url: `${appUrl}/dashboard`,
      silent: true,
    });
    await expect
      .poll(async () => (await shownNotifications(page)).map((n) => [n.title, n.tag]))
      .toEqual([['7:10 AM at Fraserview Golf Course was taken', open.tag]]);

    // Another slot is a notification of its own.
    await deliverPush(context, page, appUrl, {
      ...open,
      tag: 'slot-7-2026-06-06-08:00-18',
      title: '8:00 AM at Langara Golf Course',
      url: 'https://golfvancouver.cps.golf/onlineresweb/search-teetime?Date=2026-06-06',
    });
    await expect.poll(async () => (await shownNotifications(page)).length).toBe(2);
    const langara = (await shownNotifications(page)).find((n) => n.title.includes('Langara'));
    expect(langara?.data).toEqual({
      url: 'https://golfvancouver.cps.golf/onlineresweb/search-teetime?Date=2026-06-06',
    });
    await context.close();
  });

  test('lists the devices that get alerts, removes one, and has no axe violations at 360 and 1280 px', async () => {
    const appUrl = shared.app.url;
    const { context, page } = await newPage(shared.browser, { width: 360, height: 800 });
    await signUpInContext(context, appUrl, 'Axe Push');
    await addPhoneInContext(context, appUrl);
    await page.goto(`${appUrl}/account`);
    const section = page.getByRole('region', { name: 'Phone and browser alerts' });
    await section.getByRole('button', { name: /^Remove / }).waitFor();
    expect(await section.getByRole('listitem').count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);

    await section.getByRole('button', { name: /^Remove / }).click();
    await section.getByRole('status').filter({ hasText: 'no longer gets alerts.' }).waitFor();
    await section.getByText('None yet. Alerts go by email only.').waitFor();
    await context.close();
  });

  test('offers Push on the waitlist form once the golfer has a device, and the card says so', async () => {
    const appUrl = shared.app.url;
    const { context, page } = await newPage(shared.browser);
    await signUpInContext(context, appUrl, 'Channel Push');
    await page.goto(`${appUrl}/waitlist`);
    // One "Alert me by" choice (decision 0260): without a device, email only and where to turn push on.
    const alertMeBy = page.getByRole('group', { name: 'Alert me by' });
    const push = alertMeBy.getByRole('checkbox', { name: 'Push', exact: true });
    await page.getByText(/for push, turn alerts on for this phone or browser/).waitFor();
    expect(await push.count()).toBe(0);
    expect(await alertMeBy.getByRole('checkbox', { name: 'Email', exact: true }).isChecked()).toBe(true);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // With a phone: push is offered and on by default, beside email (as the server's default).
    await addPhoneInContext(context, appUrl);
    await page.reload();
    await push.waitFor();
    await expect.poll(() => push.isChecked(), { timeout: 10_000 }).toBe(true);

    await apiInContext(context, appUrl, {
      method: 'POST',
      path: '/api/monitoring-requests',
      body: {
        courseIds: [await courseIdByName(appUrl, 'Langara Golf Course')],
        preferredDates: [addDaysToIsoDate(vancouverToday(new Date()), 5)],
        startTime: '07:00',
        endTime: '11:00',
        numberOfPlayers: 2,
        contactEmail: 'channel@example.com',
        alertChannel: 'push',
      },
      expected: 201,
    });
    await page.goto(`${appUrl}/dashboard`);
    await page.getByText('Push: your phones and browsers').waitFor();
    await context.close();
  });
});
