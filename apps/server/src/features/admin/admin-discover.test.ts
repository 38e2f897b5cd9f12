import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DiscoveredSiteSchema, envelopeSchema } from '@teewatch/shared';
import type { Simulator } from '@teewatch/simulator';
import { count, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuardTargets, resolverOf, startGuardTargets } from '../../../test/fetch-guard-kit';
import { simulatorEnv } from '../../../test/source-test-support';
import {
  createTestApp,
  dataOf,
  signUp,
  signUpAdmin,
  startAppOnSimulator,
  type TestApp,
} from '../../../test/test-context';
import { golfCourses } from '../../db/schema';
import { discoverBookingSite } from './admin-discover.service';

// POST /api/admin/golf-courses/discover (decision 0160): a pasted booking address is recognised by what its
// site answers, against the simulator's sites and a local site that is no booking system at all.

let simulator: Simulator;
let testApp: TestApp;
let close: (() => Promise<void>) | undefined;
let admin: string;
let plainSite: Server;
let plainSiteUrl: string;

beforeAll(async () => {
  // Outside production, so the local test site's http address is taken (loopback only).
  ({ simulator, testApp, close } = await startAppOnSimulator({ NODE_ENV: 'test' }));
  admin = await signUpAdmin(testApp);
  // The seeded West Coast Golf Group courses are removed, so the site's courses show as not in the catalogue.
  await testApp.ctx.db
    .update(golfCourses)
    .set({ deletedAt: new Date() })
    .where(like(golfCourses.seedKey, 'cps:westcoastgolfgroup:%'));
  // A web site that is no booking system: a page, and 404 for anything else.
  plainSite = createServer((request, response) => {
    if (request.url === '/' || request.url === '/book') {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Book by phone</body></html>');
    } else response.writeHead(404, { 'content-type': 'text/html' }).end('<html>Not found</html>');
  });
  await new Promise<void>((resolve) => plainSite.listen(0, '127.0.0.1', resolve));
  plainSiteUrl = `http://127.0.0.1:${(plainSite.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await close?.();
  await new Promise((resolve) => plainSite?.close(resolve));
});

const discover = (url: unknown, cookie = admin) =>
  testApp.app.inject({
    method: 'POST',
    url: '/api/admin/golf-courses/discover',
    headers: { cookie },
    payload: { url },
  });

async function courseCount() {
  const [row] = await testApp.ctx.db
    .select({ n: count() })
    .from(golfCourses)
    .where(isNull(golfCourses.deletedAt));
  return row!.n;
}

describe('discover a booking site', () => {
  it('recognises a CPS site from any of its pages and lists its courses as OnlineCourses names them', async () => {
    const response = await discover('https://westcoastgolfgroup.cps.golf/onlineresweb/search-teetime?x=1');
    const site = dataOf(response, 200, DiscoveredSiteSchema);
    expect(site).toMatchObject({
      platform: 'cps',
      site: 'https://westcoastgolfgroup.cps.golf',
      api_type: 'cps',
      api_config: { baseUrl: 'https://westcoastgolfgroup.cps.golf' },
    });
    expect(site.courses).toEqual([
      { name: 'Hazelmere', api_course_id: '1', holes: 18, in_catalogue: false, booking_advance_days: 14 },
      { name: 'Belmont', api_course_id: '2', holes: 18, in_catalogue: false, booking_advance_days: 14 },
      {
        name: 'Swaneset Resort Course',
        api_course_id: '3',
        holes: 18,
        in_catalogue: false,
        booking_advance_days: 10,
      },
      {
        name: 'Swaneset Links Course',
        api_course_id: '4',
        holes: 18,
        in_catalogue: false,
        booking_advance_days: 10,
      },
    ]);
    // It asked the site's Configuration, not a list of known hosts.
    const paths = simulator.requests().log.map((entry) => entry.path.toLowerCase());
    expect(paths).toContain('/cps/westcoastgolfgroup/onlineresweb/home/configuration');

    // Created by site and listed name, no id typed: its id is found at its first read.
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/admin/golf-courses',
      headers: { cookie: admin },
      payload: {
        name: 'Belmont Golf Course',
        location: 'Langley, BC',
        api_type: site.api_type,
        api_config: site.api_config,
        source_course_name: 'Belmont',
        booking_url: site.booking_url,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({ api_course_id: '', source_course_name: 'Belmont' });
    const again = envelopeSchema(DiscoveredSiteSchema).parse(
      (await discover('https://westcoastgolfgroup.cps.golf')).json(),
    ).data!;
    expect(again.courses.map((course) => [course.name, course.in_catalogue])).toEqual([
      ['Hazelmere', false],
      ['Belmont', true],
      ['Swaneset Resort Course', false],
      ['Swaneset Links Course', false],
    ]);
  });

  it('recognises a ChronoGolf club page and marks the courses the catalogue has', async () => {
    const response = await discover(
      'https://www.chronogolf.com/en/club/golden-eagle-golf-club#?date=2026-06-12',
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      platform: 'chronogolf',
      site: 'https://www.chronogolf.com/club/golden-eagle-golf-club',
      api_type: 'chronogolf',
      api_config: {
        baseUrl: 'https://www.chronogolf.com/marketplace/v2/teetimes',
        clubUrl: 'https://www.chronogolf.com/club/golden-eagle-golf-club',
      },
      // Both are seeded (by their ids, confirmed by this page).
      courses: [
        { name: 'North Course', api_course_id: '664', holes: 18, in_catalogue: true },
        { name: 'South Course', api_course_id: '665', holes: 18, in_catalogue: true },
      ],
    });
  });

  it('says what it tried when nothing is recognised, and creates nothing', async () => {
    const before = await courseCount();
    const unknown = await discover(`${plainSiteUrl}/book`);
    expect(unknown.statusCode).toBe(400);
    const { error, validationErrors } = unknown.json();
    expect(error).toContain(`No booking system recognised at 127.0.0.1:`);
    expect(error).toContain('not a CPS site');
    expect(error).toContain('not a CPS v3 site (no session redirect)');
    expect(error).toContain('not a ChronoGolf club page');
    expect(validationErrors).toEqual([{ field: 'url', message: error }]);

    const club = await discover('https://www.chronogolf.com/club/no-such-club');
    expect(club.statusCode).toBe(400);
    expect(club.json().error).toContain('Recognised a ChronoGolf club address, but');
    expect(club.json().error).toContain('HTTP 404');

    const unreachable = await discover('http://127.0.0.1:9/');
    expect(unreachable.statusCode).toBe(400);
    expect(unreachable.json().error).toContain('not reachable');

    expect((await discover('not a link')).statusCode).toBe(400);
    expect((await discover('ftp://example.com/')).statusCode).toBe(400);
    expect(await courseCount()).toBe(before);
  });

  it('is for admins only', async () => {
    const golfer = await signUp(testApp.app, { email: 'golfer-discover@example.com' });
    expect((await discover('https://northview.cps.golf', golfer)).statusCode).toBe(403);
    expect((await discover('https://northview.cps.golf', '')).statusCode).toBe(401);
  });

  it('takes only https addresses in production (loopback http elsewhere)', async () => {
    const productionApp = await createTestApp(simulatorEnv(simulator));
    try {
      expect(productionApp.config.environment).toBe('production');
      const cookie = await signUpAdmin(productionApp);
      const refused = await productionApp.app.inject({
        method: 'POST',
        url: '/api/admin/golf-courses/discover',
        headers: { cookie },
        payload: { url: `${plainSiteUrl}/book` },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe('The booking page address must start with https://');
      const taken = await productionApp.app.inject({
        method: 'POST',
        url: '/api/admin/golf-courses/discover',
        headers: { cookie },
        payload: { url: 'https://northview.cps.golf/' },
      });
      expect(taken.json().data.courses.map((course: { name: string }) => course.name)).toEqual([
        'RIDGE',
        'CANAL',
      ]);
    } finally {
      await productionApp.close();
    }
    const production = { environment: 'production' as const };
    const sources = { discoverSite: () => Promise.reject(new Error('must not be asked')) };
    await expect(
      discoverBookingSite({ db: testApp.ctx.db, sources, config: production, url: `${plainSiteUrl}/book` }),
    ).rejects.toMatchObject({ status: 400, message: 'The booking page address must start with https://' });
    await expect(
      discoverBookingSite({
        db: testApp.ctx.db,
        sources,
        config: { environment: 'development' },
        url: 'http://example.com/book',
      }),
    ).rejects.toMatchObject({ status: 400 });
  });
});

describe('in production, discovery goes through the fetch guard (decision 0240)', () => {
  let targets: GuardTargets;
  let guarded: TestApp;
  let cookie: string;
  beforeAll(async () => {
    targets = await startGuardTargets();
    // The redirector stands where the simulator would: the operator's own origin, trusted; the CPS hosts
    // map onto it (https://to-v4.cps.golf/ → <redirector>/cps/to-v4/), and it sends the guard on.
    guarded = await createTestApp(
      { UPSTREAM_MODE: 'simulator', SIMULATOR_URL: targets.redirector.url },
      { resolver: resolverOf({ 'loopback.example': ['127.0.0.1'], 'six.example': ['::1'] }) },
    );
    expect(guarded.config.environment).toBe('production');
    cookie = await signUpAdmin(guarded);
  });
  afterAll(async () => {
    await guarded?.close();
    await targets?.close();
  });

  const discoverIn = (url: string) =>
    guarded.app.inject({
      method: 'POST',
      url: '/api/admin/golf-courses/discover',
      headers: { cookie },
      payload: { url },
    });
  const refusedWith = async (url: string, message: string) => {
    const response = await discoverIn(url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, validationErrors: [{ field: 'url', message }] });
  };

  it('refuses 127.0.0.1, [::1] and a name resolving to either, saying why; they receive nothing', async () => {
    const { v4, v6 } = targets;
    await refusedWith(
      `https://127.0.0.1:${v4.port}/book`,
      '127.0.0.1 is this server itself (loopback), so Teewatch will not fetch it.',
    );
    await refusedWith(
      `https://[::1]:${v6.port}/book`,
      '[::1] is this server itself (loopback), so Teewatch will not fetch it.',
    );
    await refusedWith(
      `https://loopback.example:${v4.port}/book`,
      'loopback.example resolves to an address that is this server itself (loopback), so Teewatch will not fetch it.',
    );
    await refusedWith(
      `https://six.example:${v6.port}/book`,
      'six.example resolves to an address that is this server itself (loopback), so Teewatch will not fetch it.',
    );
    await refusedWith(`${v4.url}/book`, 'The booking page address must start with https://');
    expect(targets.reached()).toBe(0);
  });

  it('refuses a redirect to 127.0.0.1 or [::1] without following it', async () => {
    const { v4, v6 } = targets;
    await refusedWith(
      'https://to-v4.cps.golf/',
      `Redirected to 127.0.0.1:${v4.port}: 127.0.0.1 is this server itself (loopback), so Teewatch will not fetch it.`,
    );
    await refusedWith(
      'https://to-v6.cps.golf/',
      `Redirected to [::1]:${v6.port}: [::1] is this server itself (loopback), so Teewatch will not fetch it.`,
    );
    await refusedWith(
      'https://to-http.cps.golf/',
      `Redirected to 127.0.0.1:${v4.port}: http://127.0.0.1:${v4.port} is not https, so Teewatch will not fetch it.`,
    );
    expect(targets.redirector.requests().length).toBeGreaterThanOrEqual(3);
    expect(targets.reached()).toBe(0);
  });
});
