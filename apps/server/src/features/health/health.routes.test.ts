import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-context';

describe('GET /health', () => {
  it('is 200 while the database answers and 503 once it is unreachable', async () => {
    const t = await createTestApp();
    try {
      const healthy = await t.app.inject({ url: '/health' });
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toMatchObject({ success: true, data: { database: 'ok' } });
      await t.ctx.database.close();
      const down = await t.app.inject({ url: '/health' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ success: false, error: 'Database unreachable' });
    } finally {
      await t.app.close();
    }
  });

  it('answers unknown API routes with a 404 envelope, and bad JSON with a 400, never a 500', async () => {
    const t = await createTestApp();
    try {
      const missing = await t.app.inject({ url: '/api/nope' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json().success).toBe(false);
      const badJson = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
        payload: '{"email":',
      });
      expect(badJson.statusCode).toBe(400);
    } finally {
      await t.close();
    }
  });
});
