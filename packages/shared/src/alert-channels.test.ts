import { describe, expect, it } from 'vitest';
import {
  ALERT_CHANNELS,
  channelsFromLegacy,
  channelsOfRequest,
  channelWords,
  legacyAlertChannel,
  legacyNotificationMethod,
  NOTIFICATION_METHODS,
  normaliseChannels,
  requestedChannels,
} from './alert-channels';

describe('one set of channels (decision 0260)', () => {
  it('reads the older two fields as a set: email unless one leaves it out, push and text by their field', () => {
    const table = NOTIFICATION_METHODS.flatMap((method) =>
      ALERT_CHANNELS.map(
        (channel) => `${method}/${channel} → ${channelsFromLegacy(method, channel).join('+')}`,
      ),
    );
    expect(table).toEqual([
      'email/email → email',
      'email/push → push',
      'email/both → email+push',
      'sms/email → sms',
      'sms/push → push+sms',
      'sms/both → push+sms',
      'both/email → email+sms',
      'both/push → push+sms',
      'both/both → email+push+sms',
    ]);
  });

  it('answers the older fields from the set, and a set they can name comes back as it was', () => {
    expect(legacyNotificationMethod(['email'])).toBe('email');
    expect(legacyNotificationMethod(['sms'])).toBe('sms');
    expect(legacyNotificationMethod(['email', 'sms'])).toBe('both');
    expect(legacyNotificationMethod(['push'])).toBe('email');
    expect(legacyAlertChannel(['email', 'sms'])).toBe('email');
    expect(legacyAlertChannel(['push', 'sms'])).toBe('push');
    expect(legacyAlertChannel(['email', 'push'])).toBe('both');
    for (const set of [
      ['email'],
      ['push'],
      ['sms'],
      ['email', 'push'],
      ['email', 'sms'],
      ['email', 'push', 'sms'],
    ] as const)
      expect(channelsFromLegacy(legacyNotificationMethod(set), legacyAlertChannel(set))).toEqual(set);
  });

  it('keeps each channel once in one order, and prefers alertChannels over the older fields', () => {
    expect(normaliseChannels(['sms', 'email', 'sms'])).toEqual(['email', 'sms']);
    expect(requestedChannels({ alertChannels: ['sms'], notificationMethod: 'email' }, 'both')).toEqual([
      'sms',
    ]);
    expect(requestedChannels({ notificationMethod: 'sms' }, 'both')).toEqual(['push', 'sms']);
    expect(requestedChannels({}, 'both')).toEqual(['email', 'push']);
    expect(requestedChannels({ alertChannel: 'push' }, 'email')).toEqual(['push']);
  });

  it('reads an older server’s request from its two fields', () => {
    expect(channelsOfRequest({ notification_method: 'both' })).toEqual(['email', 'sms']);
    expect(channelsOfRequest({ notification_method: 'email', alert_channel: 'push' })).toEqual(['push']);
    expect(channelsOfRequest({ alert_channels: ['sms', 'email'], notification_method: 'email' })).toEqual([
      'email',
      'sms',
    ]);
  });

  it('names the channels as a confirmation says them', () => {
    expect(channelWords(['email'])).toBe('email');
    expect(channelWords(['sms'])).toBe('text');
    expect(channelWords(['sms', 'email'])).toBe('email and text');
    expect(channelWords(['email', 'push', 'sms'])).toBe('email, push and text');
  });
});
