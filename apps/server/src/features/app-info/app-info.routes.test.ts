import { CONSENT_VERSIONS } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-context';

// The two apps start in hooks (hook timeout 60 s), not inside the test: on a loaded machine two app
// starts can pass the 30 s test timeout.
describe('GET /api/app-info', () => {
  let live: TestApp;
  let demo: TestApp;
  beforeAll(async () => {
    [live, demo] = await Promise.all([
      createTestApp(),
      createTestApp({
        UPSTREAM_MODE: 'simulator',
        ALERTS_REQUIRE_VERIFIED_EMAIL: 'false',
        MAIL_SENDER_NAME: 'Fairway Watch Ltd.',
        MAIL_POSTAL_ADDRESS: '100-555 Main St, Vancouver BC V6A 2T7',
        MAIL_CONTACT: 'https://fairway.example/contact',
        RETENTION_NOTIFICATIONS_DAYS: '60',
        RETENTION_SESSION_DETAILS_DAYS: '14',
        RETENTION_RATE_LIMIT_HOURS: '6',
        GOOGLE_CLIENT_ID: 'teewatch-test.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'google-test-secret',
      }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([live?.close(), demo?.close()]);
  });

  it('says whether tee times are simulated, whether alerts wait for a confirmed address and whether push is on', async () => {
    expect((await live.app.inject({ url: '/api/app-info' })).json()).toMatchObject({
      success: true,
      data: { upstreamMode: 'live', isDemo: false, alertsRequireConfirmedEmail: true, pushEnabled: true },
    });
    expect((await demo.app.inject({ url: '/api/app-info' })).json().data).toMatchObject({
      upstreamMode: 'simulator',
      isDemo: true,
      alertsRequireConfirmedEmail: false,
      pushEnabled: true,
    });
  });

  it("names the courses map's tile URL and the credit its licence asks for", async () => {
    expect((await live.app.inject({ url: '/api/app-info' })).json().data.mapTiles).toEqual({
      url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
    const demoInfo = await demo.app.inject({ url: '/api/app-info' });
    const tileUrl: string = demoInfo.json().data.mapTiles.url;
    expect(tileUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/tiles\/\{z\}\/\{x\}\/\{y\}\.png$/);
    // The CSP lets the page load the stand-in's http tiles; https tile hosts are allowed already.
    const imgSrc = (response: { headers: Record<string, unknown> }) =>
      /img-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1]?.split(' ');
    expect(imgSrc(demoInfo)).toEqual([
      "'self'",
      'data:',
      'https:',
      new URL(tileUrl.replace(/[{}]/g, '')).origin,
    ]);
    expect(imgSrc(await live.app.inject({ url: '/api/app-info' }))).toEqual(["'self'", 'data:', 'https:']);
  });

  it('says whether Google sign-in is configured, so the web offers its button only then', async () => {
    expect((await live.app.inject({ url: '/api/app-info' })).json().data.googleSignIn).toBe(false);
    expect((await demo.app.inject({ url: '/api/app-info' })).json().data.googleSignIn).toBe(true);
  });

  it('states the sender, contact, retention figures and consent versions the privacy page shows', async () => {
    expect((await live.app.inject({ url: '/api/app-info' })).json().data.privacy).toEqual({
      senderName: 'Teewatch',
      postalAddress: 'Vancouver, British Columbia, Canada',
      // MAIL_CONTACT unset: the MAIL_FROM address.
      contact: 'alerts@teewatch.local',
      retention: { notificationsDays: 90, sessionDetailsDays: 30, rateLimitHours: 24 },
      consentVersions: CONSENT_VERSIONS,
    });
    expect((await demo.app.inject({ url: '/api/app-info' })).json().data.privacy).toEqual({
      senderName: 'Fairway Watch Ltd.',
      postalAddress: '100-555 Main St, Vancouver BC V6A 2T7',
      contact: 'https://fairway.example/contact',
      retention: { notificationsDays: 60, sessionDetailsDays: 14, rateLimitHours: 6 },
      consentVersions: CONSENT_VERSIONS,
    });
  });
});
