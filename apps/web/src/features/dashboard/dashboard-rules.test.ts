import type { MonitoringRequest } from '@teewatch/shared';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../../lib/vancouver-dates';
import {
  bookedDatesLabel,
  formatPreferredDate,
  formatTime12,
  formatTimeRange,
  freshnessLabel,
  notificationLabel,
  playersLabel,
  requestDates,
  requestDisplayStatus,
  STATUS_LABELS,
  splitRequests,
} from './dashboard-rules';

const now = new Date('2030-06-15T12:00:00Z');

function request(overrides: Partial<MonitoringRequest>): MonitoringRequest {
  return {
    id: 1,
    is_active: true,
    created_at: '2030-06-01T12:00:00.000Z',
    expires_at: '2030-07-01T12:00:00.000Z',
    courses: [{ id: 1, name: 'Langara Golf Course' }],
    preferred_dates: ['2030-06-20'],
    start_time: '06:00',
    end_time: '18:00',
    number_of_players: 0,
    notification_method: 'email',
    contact_email: 'golfer@example.com',
    contact_phone: null,
    last_checked_at: null,
    ...overrides,
  };
}

describe('status badge', () => {
  it('is paused when paused, expired when past expiry (paused or not), else active', () => {
    expect(STATUS_LABELS[requestDisplayStatus(request({ is_active: false }), now)]).toBe('Paused');
    expect(
      STATUS_LABELS[
        requestDisplayStatus(request({ is_active: false, expires_at: '2030-06-10T00:00:00.000Z' }), now)
      ],
    ).toBe('Expired');
    expect(
      STATUS_LABELS[requestDisplayStatus(request({ expires_at: '2030-06-10T00:00:00.000Z' }), now)],
    ).toBe('Expired');
    expect(STATUS_LABELS[requestDisplayStatus(request({}), now)]).toBe('Active');
  });

  it('keeps an expired request that is still flagged active under Active', () => {
    const expired = request({ id: 2, expires_at: '2030-06-10T00:00:00.000Z' });
    const paused = request({ id: 3, is_active: false });
    const { active, previous } = splitRequests([request({}), expired, paused]);
    expect(active.map((r) => r.id)).toEqual([1, 2]);
    expect(previous.map((r) => r.id)).toEqual([3]);
  });
});

describe('formatting', () => {
  it('shows preferred dates in UTC with a short weekday', () => {
    expect(formatPreferredDate('2030-06-20')).toBe('Thu, Jun 20, 2030');
    expect(formatPreferredDate('2030-01-01')).toBe('Tue, Jan 1, 2030');
  });

  it('shows times on a 12-hour clock', () => {
    expect(formatTime12('06:00')).toBe('6:00 AM');
    expect(formatTime12('12:00')).toBe('12:00 PM');
    expect(formatTime12('00:00')).toBe('12:00 AM');
    expect(formatTimeRange(request({ start_time: '09:00', end_time: '21:00' }))).toBe('9:00 AM - 9:00 PM');
  });

  it('shows the end date and time on Vancouver’s clock, like the email and the admin console', () => {
    expect(formatDateTime('2030-06-20T17:00:00.000Z')).toBe('Jun 20, 2030, 10:00 AM PDT');
  });

  it('shows Any for party size 0', () => {
    expect(playersLabel(0)).toBe('Any');
    expect(playersLabel(3)).toBe('3');
  });

  it('shows the contact that matches the method', () => {
    const phone = '604-555-0100';
    expect(notificationLabel(request({ contact_phone: phone }))).toEqual({
      method: 'Email',
      contact: 'golfer@example.com',
    });
    expect(notificationLabel(request({ notification_method: 'sms', contact_phone: phone }))).toEqual({
      method: 'SMS',
      contact: phone,
    });
    expect(notificationLabel(request({ notification_method: 'both', contact_phone: phone }))).toEqual({
      method: 'Email & SMS',
      contact: `golfer@example.com · ${phone}`,
    });
  });

  it('adds push, or shows push alone, as the request chose (issue 28)', () => {
    expect(notificationLabel(request({ alert_channel: 'email' }))).toEqual({
      method: 'Email',
      contact: 'golfer@example.com',
    });
    expect(notificationLabel(request({ alert_channel: 'both' }))).toEqual({
      method: 'Email & push',
      contact: 'golfer@example.com',
    });
    expect(notificationLabel(request({ alert_channel: 'push' }))).toEqual({
      method: 'Push',
      contact: 'your phones and browsers',
    });
  });

  it('reads the one set of channels when the server sends it (decision 0260)', () => {
    const phone = '604-555-0100';
    const all = request({ alert_channels: ['email', 'push', 'sms'], contact_phone: phone });
    expect(notificationLabel(all)).toEqual({
      method: 'Email, push & SMS',
      contact: `golfer@example.com · ${phone}`,
    });
    expect(notificationLabel(request({ alert_channels: ['sms', 'push'], contact_phone: phone }))).toEqual({
      method: 'Push & SMS',
      contact: phone,
    });
  });

  it('says how long ago the request was checked', () => {
    expect(freshnessLabel(null, now)).toBe('Not checked yet');
    expect(freshnessLabel('2030-06-15T11:59:20Z', now)).toBe('Checked 40 s ago');
    expect(freshnessLabel('2030-06-15T11:55:00Z', now)).toBe('Checked 5 min ago');
    expect(freshnessLabel('2030-06-15T09:00:00Z', now)).toBe('Checked 3 h ago');
    expect(freshnessLabel('2030-06-13T12:00:00Z', now)).toBe('Checked 2 d ago');
    // A clock slightly behind the server never shows a negative age.
    expect(freshnessLabel('2030-06-15T12:00:05Z', now)).toBe('Checked 0 s ago');
  });
});

describe('booked dates', () => {
  it('splits watched from booked dates, and a request ended on its last date shows it as booked only', () => {
    expect(requestDates({ preferred_dates: ['2026-12-06'], booked_dates: ['2026-12-05'] })).toEqual({
      watched: ['2026-12-06'],
      booked: ['2026-12-05'],
    });
    expect(
      requestDates({ preferred_dates: ['2026-12-06'], booked_dates: ['2026-12-06', '2026-12-05'] }),
    ).toEqual({ watched: [], booked: ['2026-12-05', '2026-12-06'] });
    expect(requestDates({ preferred_dates: ['2026-12-06'] })).toEqual({
      watched: ['2026-12-06'],
      booked: [],
    });
    expect(bookedDatesLabel(['2026-12-05', '2026-12-06'])).toBe('Sat, Dec 5, Sun, Dec 6');
  });
});
