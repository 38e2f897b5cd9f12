import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PUSH_MESSAGES } from '@teewatch/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type GuardTargets, resolverOf, startGuardTargets } from '../../../../test/fetch-guard-kit';
import { testConfig } from '../../../../test/test-config';
import type { Config } from '../../../config';
import { createFetchGuard } from '../../../lib/fetch-guard/fetch-guard';
import type { PushPayload } from './push-payload';
import { sendPush } from './send-push';

// At send time a push endpoint is checked again (decisions 0240, 0241): in production it must be a known
// push service's, at a public address, and a redirect is never followed. The endpoints here point at
// servers on 127.0.0.1 and [::1] that count connections: none may reach them.

let targets: GuardTargets;
let dataDir: string;
let production: Config;
beforeAll(async () => {
  targets = await startGuardTargets();
  dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-send-push-'));
  production = testConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });
  expect(production.environment).toBe('production');
});
afterAll(async () => {
  await targets?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A browser's keys for a device at `endpoint`. */
function deviceAt(endpoint: string) {
  const browser = createECDH('prime256v1');
  return {
    endpoint,
    p256dh: browser.generateKeys().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

const payload: PushPayload = {
  kind: 'open',
  tag: 'slot-1',
  title: 'A tee time opened',
  body: 'Guarded Links, 10:00, 2 spots',
  courseName: 'Guarded Links',
  date: '2026-06-12',
  time: '10:00',
  holes: 18,
  spots: 2,
  price: null,
  url: 'http://localhost:3000/',
  moreCount: 0,
  silent: false,
};

describe('sending a push in production', () => {
  it('sends nothing to an endpoint that is not a known push service, 127.0.0.1 and [::1] included', async () => {
    for (const endpoint of [
      `https://127.0.0.1:${targets.v4.port}/push/a`,
      `https://[::1]:${targets.v6.port}/push/a`,
      `${targets.v4.url}/push/a`,
    ]) {
      expect(await sendPush(production, deviceAt(endpoint), payload)).toEqual({
        kind: 'failed',
        message: PUSH_MESSAGES.unknownPushService,
      });
    }
    expect(targets.reached()).toBe(0);
  });

  it("refuses a push service's name when it resolves to 127.0.0.1 or [::1]", async () => {
    const guard = createFetchGuard({
      environment: 'production',
      ...production.fetchGuard,
      maxRedirects: 0,
      resolver: resolverOf({
        'fcm.googleapis.com': ['127.0.0.1'],
        'updates.push.services.mozilla.com': ['::1'],
      }),
    });
    const fcm = `https://fcm.googleapis.com:${targets.v4.port}/fcm/send/a`;
    expect(await sendPush(production, deviceAt(fcm), payload, guard)).toEqual({
      kind: 'failed',
      message:
        'Push refused: fcm.googleapis.com resolves to an address that is this server itself (loopback), so Teewatch will not fetch it.',
    });
    const mozilla = `https://updates.push.services.mozilla.com:${targets.v6.port}/wpush/v2/a`;
    expect(await sendPush(production, deviceAt(mozilla), payload, guard)).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(
        /^Push refused: updates\.push\.services\.mozilla\.com resolves to .*loopback/,
      ),
    });
    expect(targets.reached()).toBe(0);
  });
});

it('never follows a redirect from a push service: a 3xx is a failed push, the target receives nothing', async () => {
  // Outside production, so the push may go to the redirector on this machine at all.
  const test = { ...production, environment: 'test' as const };
  for (const to of ['to-v4', 'to-v6']) {
    const outcome = await sendPush(test, deviceAt(`${targets.redirector.url}/push/${to}`), payload);
    expect(outcome).toEqual({ kind: 'failed', message: 'The push service answered 302' });
  }
  expect(targets.redirector.requests()).toEqual(['POST /push/to-v4', 'POST /push/to-v6']);
  expect(targets.reached()).toBe(0);
});
