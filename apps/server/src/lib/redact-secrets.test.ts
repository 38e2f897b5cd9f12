import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  it('takes the value of every secret-like query key and keeps the rest', () => {
    expect(redactSecrets('/api/unsubscribe?token=v1.pause.7.abcDEF_-123')).toBe(
      `/api/unsubscribe?token=${REDACTED}`,
    );
    expect(redactSecrets('/cb?state=x&code=4f2a&signature=zz9&date=2026-07-01&api_key=k1')).toBe(
      `/cb?state=x&code=${REDACTED}&signature=${REDACTED}&date=2026-07-01&api_key=${REDACTED}`,
    );
    expect(redactSecrets('/x?sig=a%2Bb%3D&resetToken=r1;X-Amz-Credential=c9')).toBe(
      `/x?sig=${REDACTED}&resetToken=${REDACTED};X-Amz-Credential=${REDACTED}`,
    );
    expect(redactSecrets('/api/tee-times?date=2026-07-01&players=2')).toBe(
      '/api/tee-times?date=2026-07-01&players=2',
    );
  });

  it('takes a token from a URL inside another, percent-encoded, and from free text', () => {
    expect(redactSecrets('/api/auth/verify-email?callbackURL=%2Fcb%3Ftoken%3Dsecret1%26x%3D1')).toBe(
      `/api/auth/verify-email?callbackURL=%2Fcb%3Ftoken%3D${REDACTED}%26x%3D1`,
    );
    expect(redactSecrets('fetch failed: GET https://h.example/a?x=1&token=abc (timeout)')).toBe(
      `fetch failed: GET https://h.example/a?x=1&token=${REDACTED} (timeout)`,
    );
    expect(redactSecrets('{"url":"/api/booked?token=v1.booked.3.mac","x":1}')).toBe(
      `{"url":"/api/booked?token=${REDACTED}","x":1}`,
    );
  });

  it('takes the token segment of the routes that carry one in the path', () => {
    expect(redactSecrets('/api/auth/reset-password/Xy12ab?callbackURL=%2Freset-password')).toBe(
      `/api/auth/reset-password/${REDACTED}?callbackURL=%2Freset-password`,
    );
    expect(redactSecrets('/api/group-invitations/g1.7.99.mac/members')).toBe(
      `/api/group-invitations/${REDACTED}/members`,
    );
    expect(redactSecrets('https://teewatch.example/groups/join/g1.7.99.mac')).toBe(
      `https://teewatch.example/groups/join/${REDACTED}`,
    );
  });

  it('leaves what is already redacted, and empty values, as they are', () => {
    const done = `/api/open?token=${REDACTED}&code=&x=/groups/join/${REDACTED}`;
    expect(redactSecrets(done)).toBe(done);
  });
});
