import { envelopeSchema } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpAdmin, TEST_ORIGIN, testAppForThisSuite } from '../../test/test-context';
import { AUTH_BODY_LIMIT, JSON_BODY_LIMIT } from './body-limits';

const testApp = testAppForThisSuite();
const Failure = envelopeSchema(z.unknown());

/** A JSON body of about `bytes` bytes: a sign-in whose password field carries the padding. */
const bodyOf = (bytes: number) =>
  JSON.stringify({ email: 'golfer@example.com', password: 'x'.repeat(bytes) });

const post = (url: string, payload: string, cookie?: string) =>
  testApp.current.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });

describe('body limits per route', () => {
  it('answers 413 in the envelope to a 1 MB sign-in, before parsing it', async () => {
    const response = await post('/api/auth/sign-in/email', bodyOf(1024 * 1024));
    expect(response.statusCode).toBe(413);
    const body = Failure.parse(response.json());
    expect(body.success).toBe(false);
    expect(body.error).toMatch(/body/i);
  });

  it('lets a sign-in under the auth limit through to its own checks', async () => {
    const response = await post('/api/auth/sign-in/email', bodyOf(AUTH_BODY_LIMIT / 2));
    expect(response.statusCode).not.toBe(413);
  });

  it('holds a JSON form route to the default limit', async () => {
    expect((await post('/api/monitoring-requests', bodyOf(JSON_BODY_LIMIT + 1024))).statusCode).toBe(413);
    // Under it, the route answers as it always does (no session: 401).
    expect((await post('/api/monitoring-requests', bodyOf(JSON_BODY_LIMIT / 2))).statusCode).toBe(401);
  });

  it('keeps the image upload its own larger limit', async () => {
    const admin = await signUpAdmin(testApp.current);
    const fileData = `data:image/png;base64,${'A'.repeat(2 * 1024 * 1024)}`;
    const response = await post(
      '/api/admin/golf-courses/1/upload-image',
      JSON.stringify({ fileData, filename: 'photo.png', contentType: 'image/png' }),
      admin,
    );
    // Read and judged by the upload's own rules (not an image, or no such course), never refused for its size.
    expect(response.statusCode).not.toBe(413);
    expect([400, 404]).toContain(response.statusCode);
  });
});
