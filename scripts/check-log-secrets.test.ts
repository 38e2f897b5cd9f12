import { describe, expect, it } from 'vitest';
import { findLogSecrets } from './check-log-secrets';

const logLine = (fields: object) => JSON.stringify({ level: 30, time: 1, ...fields });

describe('check-log-secrets', () => {
  it('names each log line with a secret-like query value or path token, by key or route only', () => {
    const log = [
      logLine({ req: { url: '/api/unsubscribe?token=v1.pause.7.mac' }, msg: 'incoming request' }),
      logLine({ req: { url: '/api/tee-times?date=2026-07-01' } }),
      logLine({ msg: 'GET https://x.example/cb?state=1&code=abc123' }),
      logLine({ req: { url: '/api/group-invitations/g1.7.mac/members' } }),
      logLine({ req: { url: '/api/auth/verify-email?callbackURL=%2Fa%3Fsignature%3Dzz' } }),
      logLine({ req: { url: '/api/auth/reset-password/abc?callbackURL=%2Freset-password' } }),
    ].join('\n');
    const found = findLogSecrets(log);
    expect(found).toEqual([
      { line: 1, where: 'token=' },
      { line: 3, where: 'code=' },
      { line: 4, where: '/api/group-invitations/' },
      { line: 5, where: 'signature=' },
      { line: 6, where: '/api/auth/reset-password/' },
    ]);
    expect(JSON.stringify(found)).not.toContain('v1.pause.7.mac');
  });

  it('passes redacted lines, and reads only log lines, not the test runner’s own output', () => {
    const log = [
      logLine({ req: { url: '/api/booked?token=[REDACTED]' } }),
      logLine({ req: { url: '/groups/join/[REDACTED]' } }),
      ' ✓ GET /api/open?token=v1.1.2.mac answers 302',
      'AssertionError: expected "/api/booked?token=v1.booked.1.mac"',
      '{"not":"a log line","url":"/api/open?token=abc"}',
    ].join('\n');
    expect(findLogSecrets(log)).toEqual([]);
  });
});
