import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-context';

describe('GET /api/app-info', () => {
  it('says whether tee times are simulated', async () => {
    const live = await createTestApp();
    try {
      expect((await live.app.inject({ url: '/api/app-info' })).json()).toEqual({
        success: true,
        data: { upstreamMode: 'live', isDemo: false },
      });
    } finally {
      await live.close();
    }
    const demo = await createTestApp({ UPSTREAM_MODE: 'simulator' });
    try {
      expect((await demo.app.inject({ url: '/api/app-info' })).json().data).toEqual({
        upstreamMode: 'simulator',
        isDemo: true,
      });
    } finally {
      await demo.close();
    }
  });
});
