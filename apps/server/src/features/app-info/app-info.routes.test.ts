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
      createTestApp({ UPSTREAM_MODE: 'simulator', ALERTS_REQUIRE_VERIFIED_EMAIL: 'false' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([live?.close(), demo?.close()]);
  });

  it('says whether tee times are simulated, whether alerts wait for a confirmed address and whether push is on', async () => {
    expect((await live.app.inject({ url: '/api/app-info' })).json()).toEqual({
      success: true,
      data: { upstreamMode: 'live', isDemo: false, alertsRequireConfirmedEmail: true, pushEnabled: true },
    });
    expect((await demo.app.inject({ url: '/api/app-info' })).json().data).toEqual({
      upstreamMode: 'simulator',
      isDemo: true,
      alertsRequireConfirmedEmail: false,
      pushEnabled: true,
    });
  });
});
