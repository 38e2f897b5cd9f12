import { describe, expect, it } from 'vitest';
import { applicationServerKeyOf, isAppleMobile, pushSupportOf } from './push-device';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const SAFARI_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

const everything = {
  hasServiceWorker: true,
  hasPushManager: true,
  hasNotification: true,
  isStandalone: false,
};

describe('pushSupportOf', () => {
  it('supports a browser with a service worker, PushManager and Notification', () => {
    expect(pushSupportOf({ ...everything, userAgent: CHROME_ANDROID, maxTouchPoints: 5 })).toBe('supported');
    expect(pushSupportOf({ ...everything, userAgent: SAFARI_MAC, maxTouchPoints: 0 })).toBe('supported');
  });

  it('says a browser without any of them cannot take pushes', () => {
    for (const missing of ['hasServiceWorker', 'hasPushManager', 'hasNotification'] as const) {
      const facts = { ...everything, [missing]: false, userAgent: CHROME_ANDROID, maxTouchPoints: 5 };
      expect(pushSupportOf(facts)).toBe('unsupported');
    }
  });

  it('asks an iPhone or iPad in Safari to add Teewatch to the home screen first', () => {
    const safari = { ...everything, hasPushManager: false, hasNotification: false };
    expect(pushSupportOf({ ...safari, userAgent: SAFARI_IPHONE, maxTouchPoints: 5 })).toBe('needs-install');
    // iPadOS asks for the desktop site: a Mac user agent with a touch screen.
    expect(pushSupportOf({ ...safari, userAgent: SAFARI_MAC, maxTouchPoints: 5 })).toBe('needs-install');
    // Opened from the home screen, iOS 16.4+ has push; older versions still have none.
    const installed = { ...everything, isStandalone: true, userAgent: SAFARI_IPHONE, maxTouchPoints: 5 };
    expect(pushSupportOf(installed)).toBe('supported');
    expect(pushSupportOf({ ...installed, hasPushManager: false })).toBe('unsupported');
  });
});

describe('isAppleMobile', () => {
  it('knows iPhones and iPads, not Macs or Android phones', () => {
    expect(isAppleMobile(SAFARI_IPHONE, 5)).toBe(true);
    expect(isAppleMobile(SAFARI_MAC, 5)).toBe(true);
    expect(isAppleMobile(SAFARI_MAC, 0)).toBe(false);
    expect(isAppleMobile(CHROME_ANDROID, 5)).toBe(false);
  });
});

describe('applicationServerKeyOf', () => {
  it('decodes a base64url VAPID key, padded or not, to its 65 bytes', () => {
    const bytes = new Uint8Array(65).map((_, index) => (index === 0 ? 4 : (index * 37) % 256));
    const base64url = Buffer.from(bytes).toString('base64url');
    expect(base64url).toMatch(/[-_]/);
    expect([...applicationServerKeyOf(base64url)]).toEqual([...bytes]);
    expect([...applicationServerKeyOf(`${base64url}=`)]).toEqual([...bytes]);
  });
});
